import Glibc
import HIGAuditCore

/// One top-level frame of a Figma export, as a `hig-screen/1` screen.
package struct FigmaScreen: Sendable {
    /// The frame's node `id` (`25:0`).
    package var nodeId: String
    /// The frame's layer name: for display only, never part of a path.
    package var name: String
    package var pageName: String
    /// JSON Pointer of the frame in the Figma document.
    package var pointer: String
    /// The equivalent `hig-screen/1` document (what `higaudit import figma` writes).
    package var hig: JSONValue
    /// The decoded screen, or why the generated document did not decode.
    package var decoded: Result<Screen, InputError>
    /// Generated-document pointers (elements, `/states/on|off`, `/buttons/N`) and the
    /// Figma nodes they came from.
    package var targets: [String: FigmaTarget]

    package var screen: Screen? { try? decoded.get() }

    /// The finding pointed into the Figma document, with the node's `id` as `elementId`:
    /// the deepest generated pointer the table knows, plus the rest of the finding's
    /// pointer when that rest also exists under the node in Figma.
    package func locate(_ finding: Finding, in tape: JSONTape? = nil) -> Finding {
        var located = finding
        var prefix = finding.pointer
        var rest = ""
        while true {
            if let target = targets[prefix] {
                located.pointer = target.pointer
                if !rest.isEmpty, let tape, FigmaPointer.exists(target.pointer + rest, in: tape) { located.pointer += rest }
                if !target.nodeId.isEmpty { located.elementId = target.nodeId }
                return located
            }
            guard let slash = prefix.lastIndex(of: "/") else { break }
            rest = String(prefix[slash...]) + rest
            prefix = String(prefix[..<slash])
        }
        located.pointer = pointer
        located.elementId = nodeId
        return located
    }

    /// The frame's name and, for a finding inside it, the layer's name and text.
    package func layer(at pointer: String, in tape: JSONTape) -> LayerLabel {
        let index = tape.deepestNode(atPointer: pointer)
        guard pointer != self.pointer, tape.kind(index) == .object else {
            return LayerLabel(frame: name.isEmpty ? nil : name, name: nil, text: nil)
        }
        let node = FigmaNode(index, in: tape)
        // A text layer is usually named by its text: said once.
        let text = node.characters.flatMap { $0.isEmpty || $0 == node.name ? nil : $0 }
        return LayerLabel(frame: name.isEmpty ? nil : name, name: node.name.isEmpty ? nil : node.name, text: text)
    }

    /// The file name of this frame's report: the node id with `:` as `-` and `;` as `_`
    /// (`25:0` is `25-0.json`); any other character but letters and digits as `~XX` hex.
    package var reportFileName: String { FigmaImport.fileName(forNodeId: nodeId) + ".json" }
}

package enum FigmaImport {
    /// Whether the bytes are a Figma REST export: JSON whose top level has `document`
    /// with `"type": "DOCUMENT"`. Files without the text `"DOCUMENT"` are turned away
    /// before any parsing.
    package static func isFigmaExport(_ bytes: [UInt8]) -> Bool {
        guard mentionsDocument(bytes), let tape = try? JSONParser().parse(bytes) else { return false }
        return isFigmaExport(tape)
    }

    package static func isFigmaExport(_ tape: JSONTape) -> Bool {
        guard tape.kind(tape.root) == .object, let document = tape.member("document", of: tape.root),
            tape.kind(document) == .object, let type = tape.member("type", of: document)
        else { return false }
        return tape.stringEquals(type, "DOCUMENT")
    }

    /// Cheap pre-check: the bytes contain `"DOCUMENT"` (found with `memchr` for its
    /// rare letter `U`, then compared around it).
    static func mentionsDocument(_ bytes: [UInt8]) -> Bool {
        let needle = Array("\"DOCUMENT\"".utf8)
        let offsetOfU = 4
        return bytes.withUnsafeBufferPointer { buffer -> Bool in
            guard let base = buffer.baseAddress, buffer.count >= needle.count else { return false }
            var from = offsetOfU
            while from < buffer.count - (needle.count - offsetOfU - 1) {
                guard let found = memchr(base + from, Int32(UInt8(ascii: "U")), buffer.count - from) else { return false }
                let position = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                let start = position - offsetOfU
                if start >= 0, start + needle.count <= buffer.count, memcmp(base + start, needle, needle.count) == 0 { return true }
                from = position + 1
            }
            return false
        }
    }

    /// One screen per top-level frame (frame, component, component set or instance) of
    /// each page, sections opened, in document order.
    package static func screens(from bytes: [UInt8], options: FigmaMapping = .init()) throws(InputError) -> [FigmaScreen] {
        let tape: JSONTape
        do {
            tape = try JSONParser().parse(bytes)
        } catch {
            throw InputError(
                Message("input.not-json", [.init("detail", .message(error.message))]), pointer: error.pointer, line: error.line, column: error.column)
        }
        return try screens(from: tape, options: options)
    }

    package static func screens(from tape: JSONTape, options: FigmaMapping = .init()) throws(InputError) -> [FigmaScreen] {
        FigmaWords.register()
        let converter = FigmaConverter(tape: tape, mapping: options)
        var result: [FigmaScreen] = []
        for frame in try converter.frames() {
            let hig = converter.screen(frame)
            var writer = JSONWriter(capacity: 16 * 1024)
            writer.write(hig)
            let node = FigmaNode(frame.node, in: tape)
            result.append(
                FigmaScreen(
                    nodeId: node.id, name: node.name, pageName: frame.pageName, pointer: frame.pointer, hig: hig,
                    decoded: ScreenDecoder(maxDepth: 4096).decode(json: writer.bytes).map { $0.made(in: .figma) }, targets: converter.targets))
        }
        return result
    }

    /// A node id as a file name part: letters and digits kept, `:` as `-`, `;` as `_`,
    /// anything else as `~` and two hex digits. Never empty, never `.` or `..`.
    package static func fileName(forNodeId id: String) -> String {
        var name = ""
        for byte in id.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                name.append(Character(Unicode.Scalar(byte)))
            case UInt8(ascii: ":"): name.append("-")
            case UInt8(ascii: ";"): name.append("_")
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                name += "~" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return name.isEmpty ? "~" : name
    }
}

enum FigmaPointer {
    /// Whether `pointer` resolves in the tape.
    static func exists(_ pointer: String, in tape: JSONTape) -> Bool {
        var node = tape.root
        for token in JSONPointer.tokens(pointer) {
            switch tape.kind(node) {
            case .object:
                var found: Int?
                tape.forEachMember(of: node) { key, value in
                    if found == nil, tape.string(key) == token { found = value }
                }
                guard let found else { return false }
                node = found
            case .array:
                guard let position = Int(token), position >= 0 else { return false }
                var found: Int?
                tape.forEachElement(of: node) { ordinal, value in if ordinal == position { found = value } }
                guard let found else { return false }
                node = found
            default:
                return false
            }
        }
        return true
    }
}
