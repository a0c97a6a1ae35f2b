import ArgumentParser
import Foundation
import HIGAuditCore
import HIGAuditRules
import HIGAuditYAML

/// Loads a configuration file, refusing a bad one with a message naming the key.
enum SettingsFile {
    static func load(_ path: String, language: Language) throws -> Settings {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandFailure(message: Message("config.unreadable", ["path": path, "reason": String(cString: strerror(errno))]).rendered(in: language))
        }
        switch SettingsParsing.parse(Array(data), isYAML: SettingsParsing.isYAML(path: path), ruleIds: RuleCatalog.ids, limits: RuleCatalog.limits) {
        case .success(let settings): return settings
        case .failure(let error):
            var problem = error.message(in: language)
            if let line = error.line, let column = error.column {
                problem += " " + Message("input-invalid.position", ["line": String(line), "column": String(column)]).rendered(in: language)
            }
            throw CommandFailure(
                message: Message("config.invalid", ["path": path, "pointer": error.pointer.isEmpty ? "/" : error.pointer, "problem": problem]).rendered(
                    in: language))
        }
    }
}
