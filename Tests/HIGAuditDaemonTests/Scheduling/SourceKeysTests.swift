import Testing

@testable import HIGAuditDaemon

@Suite struct SourceKeysTests {
    @Test func keysKeepTheirOrderAsTheyAreAdded() {
        var keys: SourceKeys = []
        #expect(keys.isEmpty)
        keys.append("a.json")
        #expect(Array(keys) == ["a.json"])
        keys.append("a.json/2")
        keys.append("a.json/3")
        #expect(Array(keys) == ["a.json", "a.json/2", "a.json/3"])
        #expect(keys.first == "a.json" && keys.count == 3)
        #expect(SourceKeys(["x"]) == ["x"])
        #expect(SourceKeys(["x", "y"]) != ["x"])
    }
}
