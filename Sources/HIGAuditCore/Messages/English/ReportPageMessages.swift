extension EnglishMessages {
    /// The report page (`REPORTS/index.html`): headings, labels and status words.
    static let reportPage: [String: String] = [
        "page.title": "HIG audit report",
        "page.generated": "Generated {time} by higaudit {version}",
        "page.value.missing": "—",
        "page.ratio": "{ratio}:1",
        "page.lc": "Lc {lc}",

        // Summary
        "page.summary.heading": "Summary",
        "page.summary.screens": "Screens",
        "page.summary.failing": "Failing",
        "page.summary.inputErrors": "Input errors",
        "page.summary.passing": "Passing",
        "page.count.errors": "Errors",
        "page.count.warnings": "Warnings",
        "page.count.notes": "Notes",
        "page.overview.caption": "Screens, failing first",
        "page.overview.source": "Source",
        "page.overview.status": "Status",

        // Screens
        "page.screens.heading": "Screens",
        "page.screens.empty": "No screens have been audited yet.",
        "page.status.fail": "Fails",
        "page.status.error": "Input error",
        "page.status.pass": "Passes",
        "page.screen.name": "Screen",
        "page.screen.platform": "Platform",
        "page.screen.platform.none": "Not given",
        "page.screen.profile": "Contrast profile",
        "page.screen.status": "Status",
        "page.screen.audited": "Audited",
        "page.error.heading": "The screen description can't be read",
        "page.error.position": "Position",
        "page.error.line": "Line {line}",
        "page.error.lineColumn": "Line {line}, column {column}",

        // Findings
        "page.findings.heading": "Findings ({count})",
        "page.findings.none": "No findings: this screen follows every rule checked.",
        "page.finding.pointer": "Pointer",
        "page.finding.layer": "Layer",
        "page.finding.location": "In the file",
        "page.finding.line-column": "line {line}, column {column}",
        "page.finding.element": "Element id",

        // Contrast
        "page.contrast.sample": "Aa",
        "page.contrast.sample.label": "Sample text in {foreground} on {background}",
        "page.contrast.suggestion": "A text color that passes",
        "page.contrast.background-suggestion": "A background that passes",
        "page.contrast.foreground": "Text color",
        "page.contrast.background": "Background",
        "page.contrast.ratio": "Contrast",
        "page.contrast.required": "Required",
        "page.contrast.apca": "APCA",
        "page.contrast.incomplete": "The background is unknown (an image or a gradient), so the contrast can't be measured.",

        // Toggles
        "page.toggle.caption": "Changes color: {property}",
        "page.toggle.ratio": "(on and off contrast {ratio}:1)",
        "page.toggle.vision": "Vision",
        "page.toggle.on": "On",
        "page.toggle.off": "Off",
        "page.toggle.deltaE": "ΔE00",
        "page.toggle.alike": "hard to tell apart",
        "page.vision.normal": "Normal vision",
        "page.vision.simulated": "Simulated {deficiency}",

        // Overview
        "page.rules.heading": "Findings by rule",
        "page.rules.none": "No findings.",
        "page.rules.rule": "Rule",
        "page.rules.screens": "Screens",
        "page.filter.rule": "Rule",
        "page.filter.all-rules": "All rules",
        "page.filter.status": "Status",
        "page.filter.all-statuses": "All",
        "page.filter.name": "Name",
        "page.overview.shown": "Showing {shown} of {total} screens.",
        "page.overview.more": "Show more",
        "page.overview.noscript": "The list of screens needs JavaScript; index.json lists every screen.",
        "page.appearance.dark": "dark appearance",

        // A screen's page
        "page.screen.title": "{screen} — HIG audit report",
        "page.screen.back": "All screens",
        "page.screen.generated": "Audited {time} by higaudit {version}",
    ]
}
