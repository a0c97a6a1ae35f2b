import Foundation
import HIGAuditCore
import HIGAuditFiles
import HIGAuditOutputs
import HIGAuditRules
import Testing

@testable import HIGAuditDaemon

/// The aggregates come out exactly as the whole documents built in memory from the same
/// reports, whether every piece is made afresh or most are copied from the version before.
@Suite struct AggregatePublisherTests {
    private let rules = RuleCatalog.all.map(\.descriptor)

    private func generatedAt(of index: String) throws -> String {
        let object = try JSONSerialization.jsonObject(with: Data(index.utf8)) as? [String: Any]
        return try #require(object?["generatedAt"] as? String)
    }

    /// The overview's own time: an overview written after `index.json` may carry a later second.
    private func generatedAt(ofPage page: String) throws -> String {
        let time = try #require(page.firstMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ/))
        return String(time.output)
    }

    private func publisher(_ sandbox: StoreSandbox) -> AggregatePublisher {
        AggregatePublisher(store: sandbox.store, settings: sandbox.settings, logger: silentLogger)
    }

    /// The three files equal the whole documents of the reports of `audited`'s keys, as
    /// the publisher reads them: from disk (their messages then carry text only), or from
    /// `unwritten`.
    private func expectWhole(
        _ sandbox: StoreSandbox, _ audited: [String: ScreenReport], unwritten: [String: ScreenReport] = [:],
        language: Language = .en, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let paths = sandbox.store.paths
        var reports: [String: ScreenReport] = [:]
        for key in audited.keys { reports[key] = unwritten[key] ?? sandbox.store.read(key: key) }
        let index = sandbox.contents(paths.index)
        let time = try generatedAt(of: index)
        let keys = sandbox.keysInSourceOrder.filter { reports[$0] != nil }
        let ordered = keys.map { reports[$0]! }
        #expect(index == WholeDocuments.index(ordered, generatedAt: time), sourceLocation: sourceLocation)
        #expect(sandbox.contents(paths.sarif) == WholeDocuments.sarif(ordered, rules: rules, language: language), sourceLocation: sourceLocation)
        let page = sandbox.contents(paths.html)
        #expect(
            page == WholeDocuments.html(keys.map { ($0, reports[$0]!) }, generatedAt: try generatedAt(ofPage: page), language: language),
            sourceLocation: sourceLocation)
        #expect(sandbox.strays(in: paths.root).isEmpty, sourceLocation: sourceLocation)
    }

    @Test func publishedDocumentsEqualTheWholeDocuments() async throws {
        let sandbox = try StoreSandbox.mixed()
        #expect(await publisher(sandbox).publish(sandbox.everything, force: true).isComplete)
        #expect(sandbox.audited.count > 10)
        try expectWhole(sandbox, sandbox.audited)
    }

    @Test func piecesMadeOnEveryCoreAcrossChunksEqualTheWholeDocuments() async throws {
        let sandbox = try StoreSandbox()
        let examples = StoreSandbox.packageRoot.appendingPathComponent("examples/screens")
        let screens = try ["settings.json", "sign-in.json", "delete-confirmation.json"].map { try Data(contentsOf: examples.appendingPathComponent($0)) }
        // More reports than a chunk, each chunk enough for every core.
        let count = FreshPieces.chunk * 2 + FreshPieces.parallelFrom * 2 + 1
        try sandbox.audit((0..<count).map { ("s\($0 / 50)/\($0).json", screens[$0 % screens.count]) })
        let publisher = publisher(sandbox)
        #expect(await publisher.publish(sandbox.everything, force: true).isComplete)
        #expect(await publisher.lastCounts[.sarif]?.fresh == count)
        try expectWhole(sandbox, sandbox.audited)
    }

    @Test func aChangeIsWrittenByCopyingEveryOtherPiece() async throws {
        let sandbox = try StoreSandbox.mixed()
        let publisher = publisher(sandbox)
        #expect(await publisher.publish(sandbox.everything, force: true).isComplete)
        let untouched = sandbox.contents(sandbox.store.paths.sarif)

        // One screen fixed, one broken, one removed, one added.
        try sandbox.audit([
            ("sign-in.json", Data(#"{"format": "hig-screen/1", "elements": []}"#.utf8)),
            ("e/settings.json", Data(#"{"format": "hig-screen/1", "elements": [ }"#.utf8)),
            ("a/new.json", try Data(contentsOf: StoreSandbox.packageRoot.appendingPathComponent("examples/screens/settings.json"))),
        ])
        try sandbox.forget("delete-confirmation.json")
        let changed: Set = ["sign-in.json", "e/settings.json", "a/new.json", "delete-confirmation.json"]
        #expect(await publisher.publish(sandbox.changes(changed), force: true).isComplete)
        try expectWhole(sandbox, sandbox.audited)
        #expect(sandbox.contents(sandbox.store.paths.sarif) != untouched)
        let counts = await publisher.lastCounts
        for document in AggregateDocument.allCases {
            #expect(counts[document]?.fresh == 3, "\(document): the three changed reports still there")
            #expect(counts[document]?.copied == sandbox.audited.count - 3, "\(document)")
        }

        // Nothing changed: nothing is written.
        let before = try FileManager.default.attributesOfItem(atPath: sandbox.store.paths.sarif)[.systemFileNumber] as? Int
        #expect(await publisher.publish(sandbox.changes([]), force: true).isComplete)
        try expectWhole(sandbox, sandbox.audited)
        #expect(try FileManager.default.attributesOfItem(atPath: sandbox.store.paths.sarif)[.systemFileNumber] as? Int == before)
    }

    @Test func sarifWrittenJustBeforeWaitsUnlessForced() async throws {
        let sandbox = try StoreSandbox.mixed()
        // SARIF's lag made an hour, so that a slow machine can't outlast it between two publishes.
        let publisher = AggregatePublisher(
            store: sandbox.store, settings: sandbox.settings, logger: silentLogger,
            lag: { $0 == .sarif ? .seconds(3600) : $0.lag })
        #expect(await publisher.publish(sandbox.everything, force: false).isComplete, "the first version of each is written at once")
        try sandbox.audit([("sign-in.json", Data(#"{"format": "hig-screen/1", "elements": []}"#.utf8))])
        let later = await publisher.publish(sandbox.changes(["sign-in.json"]), force: false)
        #expect(later.ok && later.waiting != nil && later.waiting! <= Duration.seconds(3600))
        #expect(sandbox.contents(sandbox.store.paths.index).contains(#""source": "sign-in.json","#))
        #expect(sandbox.contents(sandbox.store.paths.index) != "" && !sandbox.contents(sandbox.store.paths.sarif).isEmpty)
        let forced = await publisher.publish(sandbox.changes([]), force: true)
        #expect(forced.isComplete)
        try expectWhole(sandbox, sandbox.audited)
    }

    @Test func aFileChangedBehindTheDaemonsBackIsMadeAfresh() async throws {
        let sandbox = try StoreSandbox.mixed()
        let publisher = publisher(sandbox)
        #expect(await publisher.publish(sandbox.everything, force: true).isComplete)
        let index = try FileManager.default.attributesOfItem(atPath: sandbox.store.paths.index)[.systemFileNumber] as? Int
        try Data("{}".utf8).write(to: URL(fileURLWithPath: sandbox.store.paths.sarif))
        try FileManager.default.removeItem(atPath: sandbox.store.paths.html)
        #expect(await publisher.publish(sandbox.changes([]), force: true).isComplete)
        try expectWhole(sandbox, sandbox.audited)
        let counts = await publisher.lastCounts
        #expect(counts[.sarif]?.copied == 0 && counts[.overview]?.copied == 0)
        #expect(
            try FileManager.default.attributesOfItem(atPath: sandbox.store.paths.index)[.systemFileNumber] as? Int == index,
            "index.json, untouched and unchanged, is left alone")
    }

    @Test func aFailedPublishKeepsTheVersionOnDiskUsable() async throws {
        guard geteuid() != 0 else {
            // Root writes into a read-only folder: make the write fail with a full disk instead.
            try await failedPublishByFullDisk()
            return
        }
        let sandbox = try StoreSandbox.mixed()
        let publisher = publisher(sandbox)
        #expect(await publisher.publish(sandbox.everything, force: true).isComplete)
        try sandbox.audit([("sign-in.json", Data(#"{"format": "hig-screen/1", "elements": []}"#.utf8))])
        chmod(sandbox.store.paths.root, 0o555)
        #expect(await !publisher.publish(sandbox.changes(["sign-in.json"]), force: true).ok)
        chmod(sandbox.store.paths.root, 0o755)
        // The change is remembered although the changes after it name none.
        #expect(await publisher.publish(sandbox.changes([]), force: true).isComplete)
        try expectWhole(sandbox, sandbox.audited)
    }

    private func failedPublishByFullDisk() async throws {
        let sandbox = try StoreSandbox.mixed()
        let publisher = publisher(sandbox)
        #expect(await publisher.publish(sandbox.everything, force: true).isComplete)
        try sandbox.audit([("sign-in.json", Data(#"{"format": "hig-screen/1", "elements": []}"#.utf8))])
        // A folder where the temporary file should go makes its creation fail.
        let paths = sandbox.store.paths
        try FileManager.default.moveItem(atPath: paths.root, toPath: paths.root + ".moved")
        try "".write(toFile: paths.root, atomically: false, encoding: .utf8)
        #expect(await !publisher.publish(sandbox.changes(["sign-in.json"]), force: true).ok)
        try FileManager.default.removeItem(atPath: paths.root)
        try FileManager.default.moveItem(atPath: paths.root + ".moved", toPath: paths.root)
        #expect(await publisher.publish(sandbox.changes([]), force: true).isComplete)
        try expectWhole(sandbox, sandbox.audited)
        #expect(await publisher.lastCounts[.sarif]?.fresh == 1)
    }

    @Test func sourceOrderIsByBytesAndFramesKeepTheirOrder() throws {
        let sandbox = try StoreSandbox.mixed()
        let summaries = sandbox.summaries
        let sources = sandbox.keysInSourceOrder.map { summaries[$0]!.source }
        #expect(sources == sources.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        #expect(sources.firstIndex(of: "Z/settings.json")! < sources.firstIndex(of: "e/settings.json")!)
        #expect(sources.firstIndex(of: "e/settings.json")! < sources.firstIndex(of: "é/settings.json")!)
        let frames = sandbox.keysInSourceOrder.compactMap { summaries[$0] }.filter { $0.source == "designs/tokens.json" }
        #expect(frames.count > 1)
        #expect(frames.map(\.screen) == frames.map(\.screen).sorted())
    }

    @Test func theStateKeepsTheSourceOrderAndTheTotals() throws {
        let sandbox = try StoreSandbox.mixed()
        var state = AggregateState()
        state.apply(upserts: sandbox.everything.upserts, removals: [])
        #expect(state.order.map { state.rows[$0].entry!.key } == sandbox.keysInSourceOrder)
        try sandbox.audit([
            ("b/added.json", Data(#"{"format": "hig-screen/1", "elements": []}"#.utf8)),
            ("sign-in.json", Data(#"{"format": "hig-screen/1", "elements": [ }"#.utf8)),
        ])
        try sandbox.forget("settings.json")
        let changes = sandbox.changes(["b/added.json", "sign-in.json", "settings.json"])
        state.apply(upserts: changes.upserts, removals: changes.removals)
        #expect(state.order.map { state.rows[$0].entry!.key } == sandbox.keysInSourceOrder)
        let summaries = sandbox.summaries
        #expect(state.totals == OverviewTotals(summaries.map { $0.value.entry(key: $0.key) }))
        // The id settings.json freed went to the report added with its removal, whose
        // pieces are made afresh.
        #expect(state.rows.count == summaries.count)
        #expect(state.dirtyMask(.sarif)[state.id(of: "b/added.json")!])
        try sandbox.audit([("c/another.json", Data(#"{"format": "hig-screen/1", "elements": []}"#.utf8))])
        state.apply(upserts: sandbox.changes(["c/another.json"]).upserts, removals: [])
        #expect(state.rows.count == summaries.count + 1)
        #expect(state.dirtyMask(.sarif)[state.id(of: "c/another.json")!])
    }

    @Test func anEmptyTreeGivesTheEmptyDocuments() async throws {
        let sandbox = try StoreSandbox()
        #expect(await publisher(sandbox).publish(sandbox.changes([]), force: true).isComplete)
        try expectWhole(sandbox, [:])
    }

    @Test func reportsNotYetWrittenComeFromMemory() async throws {
        let sandbox = try StoreSandbox.mixed()
        let key = "sign-in.json"
        let unwritten = try #require(sandbox.audited[key])
        try AtomicFile.remove(sandbox.store.paths.report(forSource: key))
        #expect(await publisher(sandbox).publish(sandbox.changes(sandbox.audited.keys, unwritten: [key: unwritten]), force: true).isComplete)
        try expectWhole(sandbox, sandbox.audited, unwritten: [key: unwritten])
    }

    @Test func aReportThatCantBeReadIsMadeAgainNextTimeNotCopiedAsEmpty() async throws {
        let sandbox = try StoreSandbox.mixed()
        let key = "settings.json"
        let report = try #require(sandbox.store.read(key: key))
        try AtomicFile.remove(sandbox.store.paths.report(forSource: key))
        let publisher = publisher(sandbox)
        #expect(await publisher.publish(sandbox.everything, force: true).isComplete)
        #expect(!sandbox.contents(sandbox.store.paths.sarif).contains(#""uri":"settings.json""#))
        // Back on disk, with no change named: the next publish puts its results in.
        try sandbox.store.write(report, key: key, language: .en)
        #expect(await publisher.publish(sandbox.changes([]), force: true).isComplete)
        try expectWhole(sandbox, sandbox.audited)
        #expect(await publisher.lastCounts[.sarif]?.fresh == 1)
    }

    @Test func aReportGoneFromDiskIsLeftOutOfTheFindingsButStaysInTheIndex() async throws {
        let sandbox = try StoreSandbox.mixed()
        let key = "settings.json"
        try AtomicFile.remove(sandbox.store.paths.report(forSource: key))
        #expect(await publisher(sandbox).publish(sandbox.everything, force: true).isComplete)
        #expect(sandbox.contents(sandbox.store.paths.index).contains(#""source": "settings.json""#))
        #expect(!sandbox.contents(sandbox.store.paths.sarif).contains(#""uri":"settings.json""#))
        #expect(sandbox.contents(sandbox.store.paths.html).contains(#"["settings.json",0,"#))
    }
}
