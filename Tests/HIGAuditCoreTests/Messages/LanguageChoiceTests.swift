import HIGAuditCore
import Testing

struct LanguageChoiceTests {
    @Test func theFlagWinsThenLCAllThenLCMessagesThenLang() {
        #expect(LanguageChoice.resolve(.en, environment: ["LANG": "ja_JP.UTF-8"]) == .en)
        #expect(LanguageChoice.resolve(nil, environment: ["LC_ALL": "ja_JP.UTF-8", "LANG": "en_US.UTF-8"]) == .ja)
        #expect(LanguageChoice.resolve(nil, environment: ["LC_MESSAGES": "ja", "LANG": "en_US.UTF-8"]) == .ja)
        #expect(LanguageChoice.resolve(nil, environment: ["LC_ALL": "", "LANG": "ja_JP.UTF-8"]) == .ja, "an empty variable doesn't count")
        #expect(LanguageChoice.resolve(nil, environment: ["LANG": "fr_FR.UTF-8"]) == .en)
        #expect(LanguageChoice.resolve(nil, environment: [:]) == .en)
    }

    @Test func helpFindsLangAmongTheArgumentsBeforeTheyAreParsed() {
        let japanese = ["LANG": "ja_JP.UTF-8"]
        #expect(LanguageChoice.forHelp(arguments: ["higaudit", "check", "--lang", "ja", "--help"], environment: [:]) == .ja)
        #expect(LanguageChoice.forHelp(arguments: ["higaudit", "check", "--lang=ja", "--help"], environment: [:]) == .ja)
        #expect(LanguageChoice.forHelp(arguments: ["higaudit", "check", "--lang", "en", "--help"], environment: japanese) == .en)
        #expect(LanguageChoice.forHelp(arguments: ["higaudit", "check", "--help"], environment: japanese) == .ja)
        #expect(
            LanguageChoice.forHelp(arguments: ["higaudit", "check", "--lang", "xx", "--help"], environment: japanese) == .ja,
            "not a language: the environment decides")
        #expect(LanguageChoice.forHelp(arguments: ["higaudit", "check", "--lang"], environment: [:]) == .en, "no value")
        #expect(LanguageChoice.forHelp(arguments: ["higaudit", "check", "--", "--lang", "ja"], environment: [:]) == .en, "past -- is a path")
    }
}
