import HIGAuditCore
import NIOConcurrencyHelpers

/// The configuration the workers use now; replaced as a whole when it is reloaded.
package final class AuditSettingsBox: Sendable {
    private let value: NIOLockedValueBox<AuditSettingsSnapshot>

    init(_ snapshot: AuditSettingsSnapshot) {
        value = NIOLockedValueBox(snapshot)
    }

    package var current: AuditSettingsSnapshot { value.withLockedValue { $0 } }

    func replace(_ snapshot: AuditSettingsSnapshot) { value.withLockedValue { $0 = snapshot } }
}
