import HIGAuditCore
import Testing

@testable import HIGAuditHistory

@Suite struct FindingsBlobTests {
    /// Findings of every kind the history keeps: messages to render with phrases and lists
    /// among their arguments, text kept by version 1, fingerprints that are and aren't hex.
    static let findings: [HistoryFinding] = [
        HistoryFinding(
            rule: "text-contrast", severity: "error", pointer: "/elements/4/children/0", fingerprint: "e8e0868ede8e20d8",
            message: Message(
                "text-contrast.message",
                [
                    Message.Argument("ratio", "1.68"), Message.Argument("foreground", "#C7C7CC"),
                    Message.Argument("change", .message(Message("text-contrast.change.darken"))),
                    Message.Argument("list", .list([Message("count.screen.one", ["count": "1"]), Message("list.separator")])),
                    Message.Argument("ratio", "a second argument of the same name"),
                ])),
        HistoryFinding(
            rule: "alert-wording", severity: "warning", pointer: "", fingerprint: "alert-wording /",
            messages: ["en": "Contrast 3.21:1 is below 4.5:1 \\ for “Sign in”", "ja": "コントラスト比 3.21:1 は 4.5:1 未満です"]),
        HistoryFinding(
            rule: "touch-target-size", severity: "warning", pointer: "/a\u{1}~1b", fingerprint: "A72C8CF4FAABF948",
            message: Message("touch-target-size.message", ["width": "28", "height": "44"])),
    ]

    @Test func findingsOfEveryKindReadBackAsTheyWere() throws {
        let read = try FindingsBlob.decode(FindingsBlob.encode(Self.findings))
        #expect(read == Self.findings)
        #expect(read.map(\.fingerprint) == Self.findings.map(\.fingerprint), "uppercase hex kept as it was")
        #expect(read[0].storedMessage == Self.findings[0].storedMessage, "arguments in their order, the same name twice included")
        #expect(read[1].storedMessage == nil && read[1].messages == Self.findings[1].messages)
        for language in Language.allCases { #expect(read[0].message(in: language) == Self.findings[0].message(in: language)) }
    }

    /// An observation keeps its findings as bytes while it waits, and gives them back as
    /// they were; its size is that of the bytes, not of the findings.
    @Test func anObservationGivesBackItsFindingsAsTheyWere() throws {
        let screen = ScreenIdentity(source: "screens/home.json", screen: "screens/home")
        var observation = ScreenObservation(screen: screen, at: 1, change: .audited(status: "fail", findings: Self.findings))
        guard case .audited(let status, let findings) = observation.change else {
            Issue.record("not audited")
            return
        }
        #expect(status == "fail" && findings == Self.findings)
        #expect(findings.map(\.fingerprint) == Self.findings.map(\.fingerprint))
        let plain = FindingsBlob.encode(Self.findings, deflating: false)
        #expect(observation.estimatedBytes < plain.count + 512)
        observation.change = .removed
        guard case .removed = observation.change else {
            Issue.record("not removed")
            return
        }
    }

    @Test func noFindingsAreNoBytes() throws {
        #expect(FindingsBlob.encode([]).isEmpty)
        #expect(try FindingsBlob.decode([]).isEmpty)
    }

    @Test func aScreensRepeatedFindingsAreDeflatedAndAFewStayAsTheyAre() throws {
        let one = [HistoryFinding(rule: "r", severity: "note", pointer: "/a", fingerprint: "1", message: Message("m"))]
        #expect(FindingsBlob.encode(one).first == 1, "too short to gain by deflating")
        #expect(try FindingsBlob.decode(FindingsBlob.encode(one)) == one)
        let many = (0..<30).map { index in
            HistoryFinding(
                rule: "button-missing-label", severity: "error", pointer: "/elements/\(index)/children/1", fingerprint: "be0f2a510baacc\(index % 10)f",
                message: Message("button-missing-label.message", ["symbol": "star.fill"]))
        }
        let bytes = FindingsBlob.encode(many)
        #expect(bytes.first == 2)
        #expect(bytes.count < 30 * 20, "\(bytes.count) bytes")
        #expect(try FindingsBlob.decode(bytes) == many)
    }

    @Test(
        arguments: [
            [0x03, 0x00], [0x01], [0x01, 0x05, 0x01], [0x02, 0x10, 0x78, 0x9C, 0x00], [0x02, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x78],
            [0x01, 0x00, 0x01, 0x07, 0x00, 0x00, 0x00, 0x00, 0x00],
        ] as [[UInt8]])
    func damagedBytesAreRefusedWithoutATypeName(_ bytes: [UInt8]) {
        let failure = #expect(throws: HistoryFailure.self) { try FindingsBlob.decode(bytes) }
        #expect(failure?.description.hasPrefix("the history database holds findings") == true)
    }

    @Test func everyTruncationOfABlobIsRefused() throws {
        let bytes = FindingsBlob.encode(Self.findings)
        for count in 1..<bytes.count {
            #expect(throws: HistoryFailure.self) { try FindingsBlob.decode(Array(bytes.prefix(count))) }
        }
    }

    @Test func phrasesNestedDeeperThanAnyMessageAreRefused() {
        var message = Message("leaf")
        for _ in 0..<20 { message = Message("phrase", [Message.Argument("inner", .message(message))]) }
        let deep = [HistoryFinding(rule: "r", severity: "note", pointer: "/", fingerprint: "f", message: message)]
        #expect(throws: HistoryFailure.self) { try FindingsBlob.decode(FindingsBlob.encode(deep)) }
    }
}
