import HIGAuditCore
import HIGAuditDaemonSettings
import HIGAuditFiles
import HIGAuditInputs
import HIGAuditRules
import HIGAuditYAML

/// Reads the daemon's configuration file.
package enum DaemonConfiguration {
    package static func load(_ path: String) -> Result<Settings, Problem> {
        let bytes: [UInt8]
        do {
            bytes = try BoundedFile.read(path, limit: FileReading.settingsLimit)
        } catch {
            return .failure(
                Problem(message: Message("config.unreadable", [.init("path", FileName.display(path)), .init("reason", FileReading.reason(error))])))
        }
        switch SettingsParsing.parse(
            bytes, isYAML: SettingsParsing.isYAML(path: path), ruleIds: RuleCatalog.ids, limits: RuleCatalog.limits,
            sections: DaemonSettingsSections.all)
        {
        case .success(let settings): return .success(settings)
        case .failure(let error):
            return .failure(
                Problem(
                    message: Message(
                        "config.invalid",
                        [
                            .init("path", FileName.display(path)), .init("pointer", error.pointer.isEmpty ? "/" : error.pointer),
                            .init("problem", .message(error.problem)),
                        ])))
        }
    }
}
