import HIGAuditCore

/// Where the daemon keeps the history of what its audits changed, and for how long
/// (`history`).
package struct HistorySettings: SettingsSection {
    package static let key = "history"
    static let keys = ["enabled", "url", "days", "maxMegabytes"]

    /// Whether the daemon keeps a history at all (default true).
    package var enabled = true
    /// A `postgres://` URL; nil keeps the history in `history.sqlite` in the reports folder.
    package var url: String?
    /// Events older than this many days are pruned (daily totals are kept).
    package var days = 90
    /// The most megabytes the database may take; past them the oldest events are pruned.
    /// By default 2048 (a first scan of 20,000 screens takes 88 MB).
    package var maxMegabytes = 2048

    /// The defaults: history kept in SQLite in the reports folder, pruned after 90 days.
    package init() {}

    package init(reading section: SettingsSectionReader) throws(DecodeFailure) {
        DaemonSettingsWords.register()
        let read = section.read
        guard let object = try read.object(section.node) else { return }
        try section.forEachMember(of: object, known: Self.keys) { (key: String, node: Int) throws(DecodeFailure) in
            switch key {
            case "enabled": enabled = try read.bool(node) ?? true
            case "url":
                guard let url = try read.string(node) else { return }
                // Read now as the history will read it, so that a URL it can't use stops a
                // start (or a reload) with the line to fix, not a daemon without a history.
                do throws(PostgresLocation.URLProblem) {
                    _ = try PostgresLocation(url: url, defaultUser: "")
                } catch {
                    throw DecodeFailure(node: node, message: Self.message(for: error))
                }
                self.url = url
            case "days":
                guard let number = try read.number(node) else { return }
                guard number >= 1, number <= 36_500, number == number.rounded() else {
                    throw DecodeFailure(node: node, message: Message("config.positive-whole"))
                }
                days = Int(number)
            case "maxMegabytes":
                guard let number = try read.number(node) else { return }
                guard number >= 16, number <= 1_048_576, number == number.rounded() else {
                    throw DecodeFailure(node: node, message: Message("config.history-megabytes"))
                }
                maxMegabytes = Int(number)
            default: break
            }
        }
    }

    /// What is wrong with a `history.url`, for people.
    package static func message(for problem: PostgresLocation.URLProblem) -> Message {
        DaemonSettingsWords.register()
        return switch problem {
        case .notPostgres: Message("config.history-url")
        case .unknownParameter(let name): Message("config.history-url-parameter", ["name": name])
        case .badPort(let value): Message("config.history-url-port", ["value": value])
        case .badTLSMode(let value): Message("config.history-url-sslmode", ["value": value])
        case .badEscape(let part): Message("config.history-url-escape", ["part": part])
        }
    }
}
