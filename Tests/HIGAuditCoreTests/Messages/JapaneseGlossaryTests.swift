import Foundation
import HIGAuditCore
import Testing

/// The Japanese sentences use the terms of Apple's Japanese Human Interface Guidelines, and
/// one term for one thing. A review compared every sentence with the Japanese HIG; this
/// glossary keeps the variants it replaced from coming back. (That every English key has a
/// Japanese text with the same placeholders is JapaneseMessagesTests' job.)
@Suite struct JapaneseGlossaryTests {
    static let japanese = AllMessages.table(for: .ja)
    static let keys = japanese.keys.sorted()

    /// A term of the Japanese HIG and the variants the tables must not use instead.
    struct Term: Sendable, CustomTestStringConvertible {
        /// What the Japanese HIG says.
        let term: String
        /// Variants that must not appear.
        let banned: [String]
        /// Longer words a banned variant may be part of: the term itself (影 in 陰影) and
        /// words that mean something else.
        let allowedIn: [String]

        init(_ term: String, banned: [String], alsoAllowedIn: [String] = []) {
            self.term = term
            self.banned = banned
            self.allowedIn = [term] + alsoAllowedIn
        }

        var testDescription: String { term }
    }

    static let glossary: [Term] = [
        Term("色合い", banned: ["ティント"]),
        Term("タイトルスタイルの大文字", banned: ["タイトルケース", "タイトルスタイル"]),
        Term("陰影", banned: ["影"], alsoAllowedIn: ["影響"]),
        Term("スケール", banned: ["拡大率", "拡大"]),
        Term("角の半径", banned: ["角丸の半径"]),
        // The Japanese HIG's page and links say トグル (a toggle need not look like a button).
        Term("トグル", banned: ["トグルボタン"]),
        Term("色とコントラスト", banned: ["カラーとコントラスト"]),
        Term("塗りつぶされたボタン", banned: ["塗りつぶしのボタン"]),
        Term("省略記号", banned: ["三点リーダ"]),
        // Titles are measured in characters; 桁 is right only for the digits of a number.
        Term("文字", banned: ["桁"], alsoAllowedIn: ["16 進数 4 桁"]),
        // The current medical term; 全色盲 is outdated and offensive.
        Term("1色覚", banned: ["全色盲", "色盲"]),
    ]

    /// The banned variants that occur in `text` outside every allowed word.
    static func violations(of term: Term, in text: String) -> [String] {
        let allowed = term.allowedIn.flatMap { text.ranges(of: $0) }
        return term.banned.filter { variant in
            text.ranges(of: variant).contains { found in
                !allowed.contains { $0.lowerBound <= found.lowerBound && found.upperBound <= $0.upperBound }
            }
        }
    }

    @Test func theCheckTellsAVariantFromTheTermThatContainsIt() throws {
        let shadow = try #require(Self.glossary.first { $0.term == "陰影" })
        #expect(Self.violations(of: shadow, in: "影を付けています") == ["影"])
        #expect(Self.violations(of: shadow, in: "陰影を付けています").isEmpty)
        #expect(Self.violations(of: shadow, in: "陰影だけが離れて見え、影が残ります") == ["影"])
        let toggle = try #require(Self.glossary.first { $0.term == "トグル" })
        #expect(Self.violations(of: toggle, in: "トグルボタンの状態") == ["トグルボタン"])
        #expect(Self.violations(of: toggle, in: "トグルの状態").isEmpty)
        let characters = try #require(Self.glossary.first { $0.term == "文字" })
        #expect(Self.violations(of: characters, in: "タイトルの長さが 100 桁あります") == ["桁"])
        #expect(Self.violations(of: characters, in: "エスケープ \\u には 16 進数 4 桁が必要です").isEmpty)
        let monochromacy = try #require(Self.glossary.first { $0.term == "1色覚" })
        #expect(Self.violations(of: monochromacy, in: "1色覚（全色盲）") == ["全色盲", "色盲"])
    }

    @Test(arguments: glossary)
    func everySentenceUsesTheHIGTerm(_ term: Term) {
        for key in Self.keys {
            let text = Self.japanese[key] ?? ""
            let found = Self.violations(of: term, in: text)
            #expect(found.isEmpty, "\(key) says \(found) where the HIG says \(term.term): \(text)")
        }
        #expect(Self.japanese.values.contains { $0.contains(term.term) }, "no sentence says \(term.term): is the glossary entry still needed?")
    }

    /// キャンセル on its own is the action; the button is キャンセルボタン. Every キャンセル is
    /// the button, a quoted title (「キャンセル」) or the cancel role (キャンセルの役割).
    @Test func cancelNamesTheButtonATitleOrTheRole() {
        for key in Self.keys {
            let text = Self.japanese[key] ?? ""
            for found in text.ranges(of: "キャンセル") {
                let rest = text[found.upperBound...]
                #expect(
                    rest.hasPrefix("ボタン") || rest.hasPrefix("」") || rest.hasPrefix("の役割"),
                    "\(key): write キャンセルボタン where the button is meant: \(text)")
            }
        }
    }

    /// One counter style: つ after a small number written in the sentence (3 つ), and no
    /// counter after a number filled in when the message is made, which may be 10 or more
    /// (「10 つ」 is wrong, and 個 would mix two styles): 「ボタンの数が {count} です」.
    @Test func countersAreConsistent() {
        for key in Self.keys {
            let text = Self.japanese[key] ?? ""
            #expect(text.firstMatch(of: /\}\s*[個つ]/) == nil, "\(key): a counter after a placeholder: \(text)")
            #expect(text.firstMatch(of: /[0-9]\s*個/) == nil, "\(key): 個 where the tables count with つ: \(text)")
            #expect(text.firstMatch(of: /[0-9]{2,}\s*つ/) == nil, "\(key): つ counts only up to 9: \(text)")
        }
    }

    /// The Japanese pages of the guide (README.ja.md and docs/ja/) use the HIG's terms too,
    /// outside their code.
    @Test(arguments: [
        "README.ja.md", "docs/ja/command-line.md", "docs/ja/interface-builder.md", "docs/ja/daemon.md", "docs/ja/history.md",
        "docs/ja/configuration.md", "docs/ja/figma.md",
    ])
    func theJapaneseGuideUsesTheHIGTerms(page: String) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let guide = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
        var inCode = false
        for (number, line) in guide.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("```") { inCode.toggle() }
            guard !inCode, !line.hasPrefix("```") else { continue }
            let text = String(line).replacing(/`[^`]*`/, with: "")
            for term in Self.glossary {
                let found = Self.violations(of: term, in: text)
                #expect(found.isEmpty, "\(page):\(number + 1) says \(found) where the HIG says \(term.term): \(text)")
            }
        }
    }

    /// On the report page a JSON Pointer is a JSON ポインタ: ポインタ alone is the pointing
    /// device, the name of a whole area of rules.
    @Test func theReportPageSaysJSONPointer() {
        let pointer = Term("JSON ポインタ", banned: ["ポインタ"])
        for key in Self.keys where key.hasPrefix("page.") {
            let text = Self.japanese[key] ?? ""
            #expect(Self.violations(of: pointer, in: text).isEmpty, "\(key): \(text)")
        }
        #expect(Self.japanese["page.finding.pointer"] == "JSON ポインタ")
    }
}
