extension EnglishMessages {
    /// Words several modules share: counts of things, and what is wrong with a
    /// configuration file (read by the command line and the daemon alike).
    static let shared: [String: String] = [
        // counts
        "count.screens.one": "{count} screen",
        "count.screens.other": "{count} screens",
        "count.errors.one": "{count} error",
        "count.errors.other": "{count} errors",
        "count.warnings.one": "{count} warning",
        "count.warnings.other": "{count} warnings",
        "count.notes.one": "{count} note",
        "count.notes.other": "{count} notes",
        "count.events.one": "{count} change",
        "count.events.other": "{count} changes",
        "count.findings.one": "{count} finding",
        "count.findings.other": "{count} findings",
        "count.files.one": "{count} file",
        "count.files.other": "{count} files",
        "config.appearances-empty": "must list light, dark or both",
        "config.object": "the configuration must be a mapping of settings",
        "config.unknown-key": "unknown setting \"{key}\"",
        "config.unknown-key.suggest": "unknown setting \"{key}\"; did you mean \"{suggestion}\"?",
        "config.unknown-rule": "there is no rule \"{key}\"",
        "config.unknown-rule.suggest": "there is no rule \"{key}\"; did you mean \"{suggestion}\"?",
        "config.positive-whole": "must be a whole number of 1 or more",
        "config.range": "must be [lowest, highest]: two whole numbers, the first not above the second",
        "config.invalid": "The configuration {path} is not valid at {pointer}: {problem}",
        "config.unreadable": "The configuration {path} can't be read: {reason}",
    ]
}
