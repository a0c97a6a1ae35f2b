import Glibc
import HIGAuditCore
import Testing

/// The system's commonest errors in the reader's language; in English, the system's own words.
struct SystemErrorWordsTests {
    static func rendered(_ code: Int32, in language: Language) -> String {
        Message("literal", [.init("text", SystemErrorWords.reason(code))]).rendered(in: language)
    }

    @Test func englishIsTheSystemsOwnWords() {
        for code in SystemErrorWords.codes {
            #expect(Self.rendered(code, in: .en) == String(cString: strerror(code)), "errno \(code)")
        }
    }

    @Test func japaneseHasWordsOfItsOwn() {
        for code in SystemErrorWords.codes {
            let japanese = Self.rendered(code, in: .ja)
            #expect(japanese != String(cString: strerror(code)), "errno \(code)")
            #expect(japanese.unicodeScalars.contains { $0.value >= 0x3000 }, "errno \(code): \(japanese)")
        }
        #expect(Self.rendered(ENOENT, in: .ja) == "そのようなファイルやフォルダはありません")
    }

    @Test func otherErrorsKeepTheSystemsWords() {
        #expect(Self.rendered(EXDEV, in: .ja) == String(cString: strerror(EXDEV)))
    }
}
