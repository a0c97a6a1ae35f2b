import Foundation
import HIGAuditCore
import ProcessTestSupport
import Testing

@testable import HIGAuditInterfaceBuilder

/// The XML reader against Python's ElementTree, an independent reader: on every real
/// fixture and the fuzzer's own seed, the same elements in the same order and nesting,
/// with the same attributes (names, values after entity and whitespace normalization,
/// document order). Text between tags is not compared: the reader keeps none, since
/// Interface Builder writes what it needs in attributes.
@Suite struct XMLDifferentialTests {
    /// The fuzzer's seed document (scripts/fuzz), beside the fixtures it also seeds with.
    static let fuzzSeed = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/Seeds/small.xib")

    /// Entities, character references, whitespace in attribute values and a BOM, which
    /// the fixtures hold few of.
    static let edges =
        "\u{FEFF}<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- a comment -->\n<document a=\"x &amp; y &lt;&gt; &quot;q&quot; &apos;\" "
        + "b=\"tab\there\nline\" c='&#65;&#x42;&#x1F600;'>\n  <empty/>\n  <nested one=\"1\"><deeper two=\"2\"/></nested>\n"
        + "  <![CDATA[ <notanelement/> ]]>\n</document>\n"

    /// Each element as `[depth, name, [[attribute, value], ...]]`, in document order.
    static let python = """
        import json, sys
        import xml.etree.ElementTree as ET
        out = []
        for path in sys.argv[1:]:
            rows = []
            def walk(element, depth):
                rows.append([depth, element.tag, [[k, v] for k, v in element.attrib.items()]])
                for child in element:
                    walk(child, depth + 1)
            walk(ET.parse(path).getroot(), 0)
            out.append(rows)
        json.dump(out, sys.stdout, ensure_ascii=False)
        """

    /// What our reader gives, in the same shape.
    static func rows(_ bytes: [UInt8]) throws -> [[Any]] {
        let document = try XMLScanner().parse(bytes)
        return (0..<document.count).map { element in
            [document.depth(of: element), document.name(of: element), document.attributes(of: element).map { [$0.name, $0.value] }]
        }
    }

    @Test func theReaderAgreesWithElementTreeOnEveryFixtureAndSeed() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xml-differential-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let edges = folder.appendingPathComponent("edges.xib")
        try Data(Self.edges.utf8).write(to: edges)
        let paths = XMLTesting.fixturePaths().map { XMLTesting.fixtureFolder.appendingPathComponent($0).path } + [Self.fuzzSeed.path, edges.path]
        let python = try #require(["/usr/bin/python3", "/usr/local/bin/python3"].first { FileManager.default.isExecutableFile(atPath: $0) })
        let result = try await ChildProcess.run(URL(fileURLWithPath: python), ["-c", Self.python] + paths)
        #expect(result.status == 0, "\(String(decoding: result.errorOutput, as: UTF8.self))")
        let theirs = try #require(try JSONSerialization.jsonObject(with: result.output) as? [[[Any]]])
        #expect(theirs.count == paths.count)
        for (path, expected) in zip(paths, theirs) {
            let ours = try Self.rows(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
            #expect(ours.count == expected.count, "\(path): \(ours.count) elements, ElementTree \(expected.count)")
            for (index, (mine, other)) in zip(ours, expected).enumerated() {
                let same = NSArray(array: mine).isEqual(to: other)
                #expect(same, "\(path), element \(index): \(mine) against \(other)")
                if !same { break }
            }
        }
    }
}
