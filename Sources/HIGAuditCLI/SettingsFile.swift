import ArgumentParser
import Foundation
import HIGAuditCore
import HIGAuditDaemonSettings
import HIGAuditFiles
import HIGAuditInputs
import HIGAuditRules
import HIGAuditYAML

/// Loads a configuration file, refusing a bad one with a message naming the key.
enum SettingsFile {
    static func load(_ path: String, language: Language) throws -> Settings {
        let bytes: [UInt8]
        do {
            bytes = try BoundedFile.read(path, limit: FileReading.settingsLimit)
        } catch {
            throw CommandFailure(
                message: Message("config.unreadable", ["path": FileName.display(path), "reason": FileReading.reason(error, in: language)]).rendered(
                    in: language))
        }
        switch SettingsParsing.parse(
            bytes, isYAML: SettingsParsing.isYAML(path: path), ruleIds: RuleCatalog.ids, limits: RuleCatalog.limits,
            sections: DaemonSettingsSections.all)
        {
        case .success(let settings): return settings
        case .failure(let error):
            var problem = error.message(in: language)
            if let line = error.line, let column = error.column {
                problem += " " + Message("input-invalid.position", ["line": String(line), "column": String(column)]).rendered(in: language)
            }
            throw CommandFailure(
                message: Message(
                    "config.invalid", ["path": FileName.display(path), "pointer": error.pointer.isEmpty ? "/" : error.pointer, "problem": problem]
                ).rendered(
                    in: language))
        }
    }
}
