import HIGAuditCore

/// The words of the daemon's sections of the configuration, in English and Japanese.
/// Registered when a section is read, and by the programs at start.
package enum DaemonSettingsWords: ModuleWords {
    package static let tableName = "HIGAuditDaemonSettings"

    package static let table = MessageTable([.en: english, .ja: japanese])

    static let english: [String: String] = [
        "config.mode": "must be an octal file mode in quotes, such as \"0660\"",
        "config.history-url": "must be a PostgreSQL URL, such as \"postgres://user@host/database\"",
    ]

    static let japanese: [String: String] = [
        "config.mode": "\"0660\" のように、引用符で囲んだ 8 進数のファイルモードでなければなりません",
        "config.history-url": "\"postgres://user@host/database\" のような PostgreSQL の URL でなければなりません",
    ]
}
