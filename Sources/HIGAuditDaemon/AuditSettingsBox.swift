import HIGAuditCore

/// The configuration the workers use now; replaced as a whole when it is reloaded.
final class AuditSettingsBox: Sendable {
    private let value: Locked<AuditSettingsSnapshot>

    init(_ snapshot: AuditSettingsSnapshot) {
        value = Locked(snapshot)
    }

    var current: AuditSettingsSnapshot { value.withLock { $0 } }

    func replace(_ snapshot: AuditSettingsSnapshot) { value.withLock { $0 = snapshot } }
}
