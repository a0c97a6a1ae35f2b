import HIGAuditCore
import Testing

@testable import HIGAuditFigma

/// A member the importer reads, of the wrong type, is an input error at its JSON Pointer,
/// not a layer left out of the audit.
struct FigmaValidationTests {
    static let label = FigmaJSON.text("2:1", "Pale", (120, 260, 100, 20), color: FigmaJSON.solid(0.8, 0.8, 0.8))

    static func problem(_ bytes: [UInt8]) -> (pointer: String, message: String)? {
        do {
            _ = try FigmaImport.screens(from: bytes)
            return nil
        } catch {
            return (error.pointer, error.message(in: .en))
        }
    }

    @Test(arguments: [
        (#""children": {"0": {}}"#, "/children", "must be an array"),
        (#""opacity": 1e999"#, "/opacity", "must be a number from 0 to 1"),
        (#""opacity": -0.5"#, "/opacity", "must be a number from 0 to 1"),
        (#""fills": [{"type": "SOLID", "color": {"r": "0.9", "g": 0, "b": 0}}]"#, "/fills/0/color/r", "must be a number from 0 to 1"),
        (#""fills": [{"type": "SOLID", "color": {"r": 0.9, "g": 0, "b": 0, "a": -0.5}}]"#, "/fills/0/color/a", "must be a number from 0 to 1"),
        (#""fills": [{"type": "SOLID", "color": {"r": 0.9, "g": 0}}]"#, "/fills/0/color", "must be an object with the numbers r, g and b"),
        (#""fills": {"type": "SOLID"}"#, "/fills", "must be an array"),
        (#""visible": "no""#, "/visible", "must be true or false"),
        (#""characters": 5"#, "/characters", "must be a string"),
        (#""style": {"fontSize": "17"}"#, "/style/fontSize", "must be a finite number"),
    ])
    func aWrongTypeIsAnInputErrorAtItsPointer(member: String, suffix: String, message: String) throws {
        let node = FigmaJSON.node("RECTANGLE", "2:2", "Card", (110, 250, 200, 100), member)
        let found = try #require(Self.problem(FigmaJSON.screen([node, Self.label])))
        #expect(found.pointer == "/document/children/0/children/0/children/0" + suffix)
        #expect(found.message.hasPrefix(message), "\(found.message)")
    }

    @Test func aBoxWithATextForANumberIsAnInputError() throws {
        let node = #"{"id": "2:2", "name": "Card", "type": "RECTANGLE", "absoluteBoundingBox": {"x": "0", "y": 0, "width": 10, "height": 10}}"#
        let found = try #require(Self.problem(FigmaJSON.screen([node])))
        #expect(found.pointer == "/document/children/0/children/0/children/0/absoluteBoundingBox/x")
    }

    @Test func nullIsAbsentAndTheRealExportsPass() throws {
        let node = FigmaJSON.node(
            "RECTANGLE", "2:2", "Card", (110, 250, 200, 100),
            #""opacity": null, "fills": [null], "strokes": null, "absoluteBoundingBox": null, "children": [null]"#)
        #expect(Self.problem(FigmaJSON.screen([node, Self.label])) == nil)
        for name in [FigmaFixtures.dialog, FigmaFixtures.signIn, FigmaFixtures.designSystem] {
            #expect(Self.problem(try FigmaFixtures.bytes(name)) == nil, "\(name)")
        }
    }
}
