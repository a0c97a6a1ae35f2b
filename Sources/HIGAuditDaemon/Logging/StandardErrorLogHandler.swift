import Foundation
import HIGAuditCore
import Logging
import NIOConcurrencyHelpers

/// Logs one line per message on standard error. Under systemd (`JOURNAL_STREAM` set)
/// each line starts with its syslog priority, `<3>` to `<7>`, which journald reads;
/// elsewhere with a timestamp and the level.
package struct StandardErrorLogHandler: LogHandler {
    package var logLevel: Logger.Level = .info
    package var metadata: Logger.Metadata = [:]
    let label: String
    let forJournal: Bool

    /// Standard error, one writer at a time so that lines never interleave. The lock
    /// guards the descriptor rather than `()`: ThreadSanitizer reports the access to an
    /// empty value inside `Locked.withLockedValue` as a race with reads of the object's header.
    private static let output = NIOLockedValueBox(STDERR_FILENO)

    /// A handler for `label`; `HIGAUDIT_LOG_LEVEL` in the environment sets the level (default `info`).
    package init(label: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.label = label
        self.forJournal = environment["JOURNAL_STREAM"] != nil
        if let level = environment["HIGAUDIT_LOG_LEVEL"].flatMap(Logger.Level.init(rawValue:)) { logLevel = level }
    }

    package subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    static func priority(_ level: Logger.Level) -> Int {
        switch level {
        case .critical: 2
        case .error: 3
        case .warning: 4
        case .notice: 5
        case .info: 6
        case .debug, .trace: 7
        }
    }

    package func log(event: LogEvent) {
        var fields = self.metadata
        if let extra = event.metadata { fields.merge(extra) { _, new in new } }
        let details = fields.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.quote("\($0.value)"))" }.joined(separator: " ")
        let text = ("\(event.message)" + (details.isEmpty ? "" : " " + details)).replacing("\n", with: " ")
        let line: String
        if forJournal {
            line = "<\(Self.priority(event.level))>\(text)\n"
        } else {
            line = "\(UTCTime.timestamp()) \(event.level) \(label): \(text)\n"
        }
        Self.output.withLockedValue { descriptor in
            var line = line
            line.withUTF8 { _ = write(descriptor, $0.baseAddress, $0.count) }
        }
    }

    private static func quote(_ value: String) -> String {
        value.contains(where: { $0 == " " || $0 == "\"" || $0 == "=" }) ? "\"" + value.replacing("\"", with: "\\\"") + "\"" : value
    }
}
