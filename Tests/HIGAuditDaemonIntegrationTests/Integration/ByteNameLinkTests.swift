import Foundation
import ProcessTestSupport
import Testing

/// A file named with the text of an escape (`a\xFF.json`) and one named with the byte
/// itself are two screens, each linked and located by its own bytes.
@Suite(.serialized)
struct ByteNameLinkTests {
    static let literal = Array(#"a\xFF.json"#.utf8)
    static let byte = Array("a".utf8) + [0xFF] + Array(".json".utf8)

    @Test("the overview's links are made by its script")
    func theOverviewLinksEachScreenToItsOwnPage() async throws {
        let daemon = try DaemonProcess()
        try daemon.write(bytes: Self.literal, DaemonProcess.failingScreen)
        try daemon.write(bytes: Self.byte, DaemonProcess.failingScreen)
        try await daemon.start()
        try await daemon.waitReported()
        #expect(daemon.report(bytes: Self.literal)?["source"] as? String == #"a\x5CxFF.json"#)
        #expect(daemon.report(bytes: Self.byte)?["source"] as? String == #"a\xFF.json"#)

        let page = try String(contentsOf: daemon.reports.appendingPathComponent("index.html"), encoding: .utf8)
        let rows = try #require(Self.text(in: page, after: #"id="rows">"#, before: "</script>"))
        let href = try #require(Self.text(in: page, after: "const href=", before: ".html';"))
        let script =
            "const href=" + href + ".html';"
            + "const rows=JSON.parse(require('fs').readFileSync(0,'utf8'));console.log(JSON.stringify(rows.map(r=>href(r[0])).sort()))"
        let links = try await Self.node(script, input: rows)
        #expect(links == ["screens/a%5CxFF.html", "screens/a%FF.html"])
        for link in links {
            let path = Array(daemon.reports.path.utf8) + [UInt8(ascii: "/")] + Self.percentDecoded(link)
            #expect(DaemonProcess.withPath(path) { access($0, F_OK) } == 0, "\(link) names a page")
        }

        let sarif = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: daemon.reports.appendingPathComponent("audit.sarif"))) as? [String: Any])
        #expect((sarif["runs"] as? [[String: Any]])?.first?["columnKind"] as? String == "unicodeCodePoints")
        let results = (sarif["runs"] as? [[String: Any]])?.flatMap { $0["results"] as? [[String: Any]] ?? [] } ?? []
        let uris = results.flatMap { $0["locations"] as? [[String: Any]] ?? [] }.compactMap {
            (($0["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"] as? String
        }
        #expect(Set(uris) == ["a%5CxFF.json", "a%FF.json"])

        // The API takes the names as the reports show them, percent-encoded.
        for (asked, bytes) in [("a%5CxFF.json", Self.byte), ("a%5Cx5CxFF.json", Self.literal), ("a%FF.json", Self.byte)] {
            let answer = try await daemon.get("/v1/screens/" + asked)
            #expect(answer.status == 200, "\(asked)")
            #expect((answer.json as? [String: Any])?["source"] as? String == daemon.report(bytes: bytes)?["source"] as? String, "\(asked)")
        }
        daemon.signal(SIGTERM)
        #expect(await daemon.waitForExit() == 0)
    }

    static func text(in page: String, after start: String, before end: String) -> String? {
        guard let from = page.range(of: start), let to = page[from.upperBound...].range(of: end) else { return nil }
        return String(page[from.upperBound..<to.lowerBound])
    }

    /// What `script` prints given `input`, as a JSON array of strings.
    static func node(_ script: String, input: String) async throws -> [String] {
        let result = try await ChildProcess.run(try TestTool.url(TestTool.node), ["-e", script], stdin: Data(input.utf8))
        return (try JSONSerialization.jsonObject(with: result.output) as? [String]) ?? []
    }

    /// The bytes of a percent-encoded URI path.
    static func percentDecoded(_ text: String) -> [UInt8] {
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
                let value = UInt8(String(decoding: bytes[index + 1...index + 2], as: UTF8.self), radix: 16)
            {
                out.append(value)
                index += 3
            } else {
                out.append(bytes[index])
                index += 1
            }
        }
        return out
    }
}
