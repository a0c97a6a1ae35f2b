import Foundation
import HIGAuditCore

/// `--lang`, else LC_ALL / LC_MESSAGES / LANG (`ja_JP.UTF-8` is Japanese), else English.
enum LanguageChoice {
    static func resolve(_ flag: Language?, environment: [String: String] = ProcessInfo.processInfo.environment) -> Language {
        if let flag { return flag }
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            let code = value.prefix { $0.isLetter }.lowercased()
            return Language(rawValue: code) ?? .en
        }
        return .en
    }
}
