import HIGAuditCore
import Testing

@testable import HIGAuditHistory

@Suite struct HistoryFindingTests {
    static let finding = Finding(
        rule: "input-invalid", severity: .error, pointer: "/elements/2", elementId: "title",
        message: Message("input.wrong-format", ["format": "hig-screen/1", "found": "hig-screen/2"]))

    /// The same finding with its messages rendered when it is made.
    static var rendered: HistoryFinding {
        HistoryFinding(
            rule: finding.rule, severity: finding.severity.rawValue, pointer: finding.pointer,
            fingerprint: HistoryFinding.fingerprint(of: finding),
            messages: Dictionary(uniqueKeysWithValues: Language.allCases.map { ($0.rawValue, finding.message.rendered(in: $0)) }))
    }

    @Test func aFindingJustAuditedHasItsMessageInEveryLanguage() {
        let kept = HistoryFinding(Self.finding)
        #expect(kept.messages.keys.sorted() == ["en", "ja"])
        #expect(kept.message(in: .en).contains("hig-screen/2"))
        #expect(kept.message(in: .ja) == Self.finding.message.rendered(in: .ja))
        #expect(kept.message(in: .ja) != kept.message(in: .en))
        #expect(kept == Self.rendered)
        #expect(kept.hashValue == Self.rendered.hashValue)
    }

    @Test func aFindingJustAuditedIsStoredAsKeyAndArgumentsAndReadBackInEveryLanguage() throws {
        let kept = [HistoryFinding(Self.finding)]
        let text = try HistoryCoding.text(kept)
        #expect(text.contains(#""message":{"arguments":[["format","hig-screen/1"],["found","hig-screen/2"]],"key":"input.wrong-format"}"#))
        #expect(!text.contains("messages"))
        let read = try HistoryCoding.findings(text)
        #expect(read == kept)
        #expect(read == [Self.rendered], "alike to the same finding read as text")
        for language in Language.allCases { #expect(read[0].message(in: language) == Self.finding.message.rendered(in: language)) }
        let stored = try FindingsBlob.decode(FindingsBlob.encode(kept))
        #expect(stored[0].storedMessage == Self.finding.message, "kept as key and arguments, as version 3's JSON kept it")
    }

    @Test func phrasesAndListsInArgumentsAreStoredAndReadBack() throws {
        let nested = Message(
            "rule.example",
            [
                Message.Argument("name", "“Sign in”, \\ \"quoted\""),
                Message.Argument("phrase", .message(Message("count.screen.other", ["count": "3"]))),
                Message.Argument("list", .list([Message("list.separator"), Message("count.screen.one", ["count": "1"])])),
                Message.Argument("name", "a second argument of the same name"),
            ])
        let finding = HistoryFinding(Finding(rule: "r", severity: .note, pointer: "/elements/0", message: nested))
        let read = try FindingsBlob.decode(FindingsBlob.encode([finding]))
        #expect(read == [finding])
        #expect(read[0].storedMessage == nested, "arguments in their order, the same name twice included")
        #expect(try HistoryCoding.findings(HistoryCoding.text([finding])) == [finding], "and as version 3 kept it")
    }

    @Test func findingsStoredAsTextByEarlierVersionsAreStillRead() throws {
        let stored = #"[{"fingerprint":"f","messages":{"en":"Contrast is low.","ja":"コントラストが低い。"},"pointer":"/a","rule":"text-contrast","severity":"error"}]"#
        let read = try HistoryCoding.findings(stored)
        #expect(read.count == 1)
        #expect(read[0].message(in: .ja) == "コントラストが低い。")
        #expect(read[0].storedMessage == nil)
        #expect(try FindingsBlob.decode(FindingsBlob.encode(read)) == read, "kept as text from then on")
    }

    @Test func messagesSetLaterReplaceTheOnesToRender() {
        var kept = HistoryFinding(Self.finding)
        kept.messages = ["en": "replaced"]
        #expect(kept.message(in: .ja) == "replaced")
        #expect(kept != Self.rendered)
    }
}
