import Testing

@testable import HIGAuditCore

/// The registry behind `MessageCatalog`, tried on registries of its own so that the
/// catalog of the process stays as the product makes it.
@Suite struct MessageRegistryTests {
    private static func table(_ english: [String: String], japanese: [String: String] = [:]) -> MessageTable {
        MessageTable([.en: english, .ja: japanese])
    }

    private static func registry() -> MessageRegistry {
        MessageRegistry([.init(name: "base", table: table(["base.hello": "Hello"], japanese: ["base.hello": "こんにちは"]))])
    }

    @Test func aTableRegisteredLaterIsRenderedFromThenOn() {
        let registry = Self.registry()
        #expect(registry.text("added.bye", in: .en) == nil)
        registry.register(Self.table(["added.bye": "Goodbye"], japanese: ["added.bye": "さようなら"]), as: "added")
        #expect(registry.text("added.bye", in: .en) == "Goodbye")
        #expect(registry.text("added.bye", in: .ja) == "さようなら")
        #expect(registry.text("base.hello", in: .ja) == "こんにちは")
        #expect(registry.snapshot.tables.map(\.name) == ["base", "added"])
    }

    @Test func aLanguageWithoutTheKeyFallsBackToEnglish() {
        let registry = Self.registry()
        registry.register(Self.table(["added.only-english": "Only English"]), as: "added")
        #expect(registry.text("added.only-english", in: .ja) == "Only English")
        #expect(registry.snapshot.own[Language.ja.tableIndex]["added.only-english"] == nil)
    }

    @Test func registeringANameAgainChangesNothing() {
        let registry = Self.registry()
        registry.register(Self.table(["added.word": "first"]), as: "added")
        registry.register(Self.table(["added.word": "second", "added.other": "other"]), as: "added")
        #expect(registry.text("added.word", in: .en) == "first")
        #expect(registry.text("added.other", in: .en) == nil)
        #expect(registry.snapshot.tables.count == 2)
    }

    @Test func aKeyAnEarlierTableHasKeepsItsText() {
        let registry = Self.registry()
        registry.register(Self.table(["base.hello": "Hi"]), as: "added")
        #expect(registry.text("base.hello", in: .en) == "Hello")
    }

    /// Readers and writers at once: every registration is seen once it returns, and a reader
    /// never sees a table lose a key it had (each snapshot has all the earlier tables).
    @Test func readersSeeEveryRegistrationWhileOthersRegister() async {
        let registry = Self.registry()
        let names = (0..<32).map { "table\($0)" }
        await withTaskGroup(of: Void.self) { group in
            for name in names {
                group.addTask {
                    registry.register(Self.table([name + ".key": name]), as: name)
                    #expect(registry.text(name + ".key", in: .en) == name)
                }
                group.addTask {
                    for _ in 0..<100 {
                        #expect(registry.text("base.hello", in: .ja) == "こんにちは")
                        let seen = registry.snapshot.tables.map(\.name)
                        #expect(seen.first == "base")
                        #expect(Set(seen).count == seen.count)
                    }
                }
            }
        }
        #expect(Set(registry.snapshot.tables.map(\.name)) == Set(["base"] + names))
        for name in names { #expect(registry.text(name + ".key", in: .ja) == name) }
    }

    @Test func theCatalogStartsWithCoresOwnTable() {
        #expect(MessageCatalog.registeredTables.first?.name == MessageCatalog.coreTableName)
        #expect(MessageCatalog.text("list.separator", in: .en) == ", ")
    }
}
