import HIGAuditCore

/// The sections of the configuration file the daemon reads. `check` reads them too, so
/// that a file it accepts is one the daemon accepts.
package enum DaemonSettingsSections {
    package static let all: [any SettingsSection.Type] = [DaemonSettings.self, HistorySettings.self]
}
