import HIGAuditCore

/// The daemon's part of the configuration (`daemon`): its folders, socket and timing.
package struct DaemonSettings: SettingsSection {
    package static let key = "daemon"
    static let keys = ["watch", "reports", "socket", "socketMode", "settleMilliseconds", "parallelAudits"]

    /// The folders to watch, each audited recursively.
    package var watch: [String] = []
    /// Where reports, pages, the index and SARIF go.
    package var reports: String?
    /// The Unix socket of the status API.
    package var socket: String?
    /// The socket's permission bits.
    package var socketMode: Int = 0o660
    /// How long the tree must stay quiet before a burst of changes is audited.
    package var settleMilliseconds = 100
    /// One audit per core unless set.
    package var parallelAudits: Int?

    /// The daemon's defaults: nothing watched, socket mode 0660, 100 ms to settle, one audit per core.
    package init() {}

    package init(reading section: SettingsSectionReader) throws(DecodeFailure) {
        DaemonSettingsWords.register()
        let (read, tape) = (section.read, section.tape)
        guard let object = try read.object(section.node) else { return }
        try section.forEachMember(of: object, known: Self.keys) { (key: String, node: Int) throws(DecodeFailure) in
            switch key {
            case "watch":
                if tape.kind(node) == .string { watch = [tape.string(node)] } else { watch = try read.strings(node) ?? [] }
            case "reports": reports = try read.string(node)
            case "socket": socket = try read.string(node)
            case "socketMode":
                guard let text = try read.string(node), let mode = Int(text.trimmingWhitespace(), radix: 8), (0...0o777).contains(mode) else {
                    throw DecodeFailure(node: node, message: Message("config.mode"))
                }
                socketMode = mode
            case "settleMilliseconds":
                guard let number = try read.number(node) else { return }
                guard number >= 0, number <= 60_000, number == number.rounded() else { throw DecodeFailure(node: node, message: Message("input.whole-number")) }
                settleMilliseconds = Int(number)
            case "parallelAudits":
                guard let number = try read.number(node) else { return }
                guard number >= 1, number <= 256, number == number.rounded() else { throw DecodeFailure(node: node, message: Message("config.positive-whole")) }
                parallelAudits = Int(number)
            default: break
            }
        }
    }
}
