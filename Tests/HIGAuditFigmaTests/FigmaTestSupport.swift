import Foundation
import HIGAuditCore
import HIGAuditRules

@testable import HIGAuditFigma

enum FigmaFixtures {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let folder = packageRoot.appendingPathComponent("Tests/Fixtures/real/figma")

    static let dialog = "figmasharp_AddFigmaDocument.json"
    static let signIn = "figmasharp_FigmaStoryboard.json"
    static let designSystem = "figmagic_mockFigmaFiles.json"

    static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: folder.appendingPathComponent(name)))
    }

    static let sourceAuditor = SourceAuditor(
        auditor: Auditor(rules: RuleCatalog.all),
        yamlConverter: { _ in
            .failure(InputError(Message("input.not-yaml"), pointer: ""))
        })

    static func reports(_ bytes: [UInt8], source: String = "figma.json") -> [ScreenReport] {
        sourceAuditor.reports(source: source, screenName: "figma", input: .bytes(bytes), syntax: .json, auditedAt: "2026-01-01T00:00:00Z")
    }

    static func reports(file name: String) throws -> [ScreenReport] {
        reports(try bytes(name), source: name)
    }
}

/// Small hand-made Figma documents.
enum FigmaJSON {
    static func node(
        _ type: String, _ id: String, _ name: String, _ box: (Double, Double, Double, Double)? = nil,
        _ extra: String = "", children: [String]? = nil
    ) -> String {
        var parts = [#""id": "\#(id)""#, #""name": "\#(name)""#, #""type": "\#(type)""#]
        if let box { parts.append(#""absoluteBoundingBox": {"x": \#(box.0), "y": \#(box.1), "width": \#(box.2), "height": \#(box.3)}"#) }
        if !extra.isEmpty { parts.append(extra) }
        if let children { parts.append(#""children": [\#(children.joined(separator: ","))]"#) }
        return "{" + parts.joined(separator: ", ") + "}"
    }

    static func solid(_ r: Double, _ g: Double, _ b: Double, a: Double = 1, opacity: Double? = nil, visible: Bool = true) -> String {
        var text = #"{"type": "SOLID", "blendMode": "NORMAL", "color": {"r": \#(r), "g": \#(g), "b": \#(b), "a": \#(a)}"#
        if let opacity { text += #", "opacity": \#(opacity)"# }
        if !visible { text += #", "visible": false"# }
        return text + "}"
    }

    static func fills(_ paints: String...) -> String { #""fills": [\#(paints.joined(separator: ","))]"# }

    static func text(
        _ id: String, _ characters: String, _ box: (Double, Double, Double, Double), color: String = solid(0, 0, 0),
        size: Double = 17, weight: Double = 400, extra: String = ""
    ) -> String {
        node(
            "TEXT", id, characters, box,
            [
                fills(color), #""characters": "\#(characters)""#,
                #""style": {"fontFamily": "Inter", "fontWeight": \#(weight), "fontSize": \#(size)}"#, extra,
            ]
            .filter { !$0.isEmpty }.joined(separator: ", "))
    }

    static let white = solid(1, 1, 1)
    static let red = solid(1, 71.0 / 255, 58.0 / 255)

    /// A document with one page holding `nodes` at its top level.
    static func document(_ nodes: [String], components: String = "{}") -> [UInt8] {
        let text =
            #"{"document": {"id": "0:0", "name": "Document", "type": "DOCUMENT", "children": [{"id": "0:1", "name": "Page 1", "type": "CANVAS", "children": [\#(nodes.joined(separator: ","))]}]}, "components": \#(components), "schemaVersion": 0, "name": "Test"}"#
        return Array(text.utf8)
    }

    /// One 375 × 812 frame at (100, 200) holding `children`.
    static func screen(_ children: [String], frameExtra: String = fills(white)) -> [UInt8] {
        document([node("FRAME", "1:1", "Screen", (100, 200, 375, 812), frameExtra, children: children)])
    }

    static func firstScreen(_ bytes: [UInt8]) throws -> FigmaScreen {
        let screens = try FigmaImport.screens(from: bytes)
        guard let first = screens.first else { throw FigmaTestError.noScreen }
        return first
    }

    enum FigmaTestError: Error { case noScreen }
}

extension JSONValue {
    /// Follows object keys and array indices.
    func at(_ path: Any...) -> JSONValue? {
        var current: JSONValue? = self
        for step in path {
            switch (current, step) {
            case (.object?, let key as String): current = current?[key]
            case (.array(let items)?, let index as Int): current = items.indices.contains(index) ? items[index] : nil
            default: return nil
            }
        }
        return current
    }

    var string: String? { if case .string(let text) = self { text } else { nil } }
    var number: Double? { if case .number(let value) = self { value } else { nil } }
    var bool: Bool? { if case .bool(let flag) = self { flag } else { nil } }
}
