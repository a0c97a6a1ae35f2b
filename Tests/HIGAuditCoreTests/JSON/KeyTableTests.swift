import Testing

@testable import HIGAuditCore

@Suite struct KeyTableTests {
    let names = ["type", "id", "frame", "title", "text", "items", "style", "t", "textFields", "subtitle"]

    @Test func everyNameFindsItsSlot() {
        let table = KeyTable(names)
        for (slot, name) in names.enumerated() {
            #expect(table.slot(of: Array(name.utf8)) == slot, "\(name)")
        }
    }

    @Test(arguments: ["", "types", "Type", "tex", "textFieldz", "x", "subtitles", "ids"])
    func otherNamesHaveNoSlot(_ name: String) {
        #expect(KeyTable(names).slot(of: Array(name.utf8)) == nil)
    }

    @Test func keysAreMatchedInTheTapeEscapedOrNot() throws {
        let tape = try JSONParser().parse(Array(#"{"frame":1,"ti\u0074le":2,"other":3}"#.utf8))
        let table = KeyTable(names)
        var slots: [Int?] = []
        tape.forEachMember(of: tape.root) { key, _ in slots.append(table.slot(of: key, in: tape)) }
        #expect(slots == [2, 3, nil])
    }
}
