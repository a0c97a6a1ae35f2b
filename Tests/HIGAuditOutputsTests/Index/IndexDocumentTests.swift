import Foundation
import HIGAuditCore
import Testing

@testable import HIGAuditOutputs

/// `index.json` made of its pieces is one JSON document, with or without rows.
@Suite struct IndexDocumentTests {
    static func row(_ source: String) -> JSONValue {
        .object([
            "source": .string(source), "screen": .string(source), "status": .string("pass"),
            "summary": .object(["errors": .number(0), "warnings": .number(1), "notes": .number(0)]),
            "auditedAt": .string("2026-11-29T00:00:00Z"),
        ])
    }

    static func assemble(_ rows: [JSONValue]) -> [UInt8] {
        var bytes = IndexDocument.head(generatedAt: "2026-11-29T01:00:00Z", isEmpty: rows.isEmpty)
        for (index, row) in rows.enumerated() {
            if index > 0 { bytes += IndexDocument.separator }
            bytes += IndexDocument.row(row)
        }
        return bytes + IndexDocument.tail(isEmpty: rows.isEmpty)
    }

    @Test func rowsBetweenTheHeadAndTheTailMakeTheDocument() throws {
        let bytes = Self.assemble([Self.row("a.json"), Self.row("b/c.yaml")])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        #expect(document["format"] as? String == "hig-index/1")
        #expect(document["generatedAt"] as? String == "2026-11-29T01:00:00Z")
        let screens = try #require(document["screens"] as? [[String: Any]])
        #expect(screens.compactMap { $0["source"] as? String } == ["a.json", "b/c.yaml"])
        #expect((screens.first?["summary"] as? [String: Int])?["warnings"] == 1)
        #expect(bytes.last == UInt8(ascii: "\n"))
    }

    @Test func anEmptyIndexHasAnEmptyList() throws {
        let bytes = Self.assemble([])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        #expect((document["screens"] as? [Any])?.isEmpty == true)
    }

    @Test func aRowIsLaidOutAsItsPlaceInTheListWants() {
        var whole = JSONWriter(indent: 1)
        whole.write(.object(["screens": .array([Self.row("a.json")])]))
        let row = String(decoding: IndexDocument.row(Self.row("a.json")), as: UTF8.self)
        #expect(String(decoding: whole.bytes, as: UTF8.self).contains(row))
    }
}
