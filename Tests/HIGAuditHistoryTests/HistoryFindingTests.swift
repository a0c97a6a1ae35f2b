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

    @Test func aFindingJustAuditedIsStoredAsOneRenderedWhenMade() throws {
        let kept = [HistoryFinding(Self.finding)]
        #expect(HistoryCoding.findingsText(kept) == HistoryCoding.findingsText([Self.rendered]))
        #expect(try HistoryCoding.text(kept) == (try HistoryCoding.text([Self.rendered])))
        #expect(try HistoryCoding.findings(HistoryCoding.findingsText(kept)) == kept)
    }

    @Test func aRenderedCopyHoldsTheSameMessages() throws {
        let kept = HistoryFinding(Self.finding)
        let rendered = kept.rendered()
        #expect(rendered == kept)
        #expect(rendered.messages == Self.rendered.messages)
        #expect(HistoryCoding.findingsText([rendered]) == HistoryCoding.findingsText([kept]))
        let observation = ScreenObservation(
            screen: ScreenIdentity(source: "a.json", screen: "a", appearance: ""), at: 1, change: .audited(status: "fail", findings: [kept]))
        guard case .audited(_, let findings) = observation.rendered().change else {
            Issue.record("the observation lost its audit")
            return
        }
        #expect(findings == [Self.rendered])
    }

    @Test func messagesSetLaterReplaceTheOnesToRender() {
        var kept = HistoryFinding(Self.finding)
        kept.messages = ["en": "replaced"]
        #expect(kept.message(in: .ja) == "replaced")
        #expect(kept != Self.rendered)
    }
}
