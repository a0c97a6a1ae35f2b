import Foundation

/// The language a person is spoken to in: `--lang`, else LC_ALL / LC_MESSAGES / LANG
/// (`ja_JP.UTF-8` is Japanese), else English.
public enum LanguageChoice {
    public static func resolve(_ flag: Language?, environment: [String: String] = ProcessInfo.processInfo.environment) -> Language {
        if let flag { return flag }
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            let code = value.prefix { $0.isLetter }.lowercased()
            return Language(rawValue: code) ?? .en
        }
        return .en
    }

    /// The language of `--help`, read before the arguments are parsed: the value of a
    /// `--lang` among them (`--lang ja` or `--lang=ja`) when it names a language, else as
    /// `resolve` says.
    public static func forHelp(arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment) -> Language {
        var flag: Language?
        for (index, argument) in arguments.enumerated() {
            if argument == "--" { break }
            if argument == "--lang", index + 1 < arguments.count {
                flag = Language(rawValue: arguments[index + 1]) ?? flag
            } else if argument.hasPrefix("--lang=") {
                flag = Language(rawValue: String(argument.dropFirst("--lang=".count))) ?? flag
            }
        }
        return resolve(flag, environment: environment)
    }
}

/// The sentences of `--help`, in the language `LanguageChoice.forHelp` finds in this
/// process's arguments and environment.
public enum HelpText {
    public static let language = LanguageChoice.forHelp(arguments: Array(CommandLine.arguments.dropFirst()))

    /// The help sentence `key` (`help.…`).
    public static func text(_ key: MessageKey) -> String {
        Message(key).rendered(in: language)
    }
}
