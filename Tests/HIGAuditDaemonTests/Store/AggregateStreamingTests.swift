import Foundation
import HIGAuditCore
import HIGAuditRules
import Testing
@testable import HIGAuditDaemon

/// The aggregates are written report by report; they must come out exactly as the whole
/// documents built in memory from the same reports.
@Suite struct AggregateStreamingTests {
    private let rules = RuleCatalog.all.map(\.descriptor)

    private func generatedAt(of index: String) throws -> String {
        let object = try JSONSerialization.jsonObject(with: Data(index.utf8)) as? [String: Any]
        return try #require(object?["generatedAt"] as? String)
    }

    private enum Document { case index, sarif, html }

    /// One document written through a buffer of `bufferSize` bytes, read back.
    private func stream(_ document: Document, _ documents: AggregateDocuments, _ order: AggregateDocuments.Order,
                        into path: String, bufferSize: Int) throws -> String {
        try AtomicFile.write(to: path, bufferSize: bufferSize) { (output) throws(AtomicFile.Failure) in
            switch document {
            case .index: try documents.writeIndex(order, to: &output)
            case .sarif: try documents.writeSARIF(order, to: &output)
            case .html: try documents.writeHTML(order, to: &output)
            }
        }
        return String(decoding: try #require(FileManager.default.contents(atPath: path)), as: UTF8.self)
    }

    @Test func publishedDocumentsEqualTheWholeDocuments() async throws {
        let sandbox = try StoreSandbox.mixed()
        let publisher = AggregatePublisher(store: sandbox.store, settings: sandbox.settings, status: DaemonStatus(), logger: silentLogger)
        #expect(await publisher.publish(ReportSnapshot(summaries: sandbox.summaries, unwritten: [:])))

        let paths = sandbox.store.paths
        let index = sandbox.contents(paths.index)
        let time = try generatedAt(of: index)
        let reports = try sandbox.readBack(sandbox.keysInSourceOrder)
        #expect(reports.count == sandbox.summaries.count && reports.count > 10, "\(reports.map(\.source))")
        #expect(index == WholeDocuments.index(reports, generatedAt: time))
        #expect(sandbox.contents(paths.sarif) == WholeDocuments.sarif(reports, rules: rules, language: .en))
        #expect(sandbox.contents(paths.html) == WholeDocuments.html(reports, generatedAt: time, language: .en))
        #expect(sandbox.strays(in: paths.root).isEmpty)
    }

    @Test func sourceOrderIsByBytesAndThePageShowsFailingScreensFirst() throws {
        let sandbox = try StoreSandbox.mixed()
        let documents = sandbox.documents(language: .en)
        let bySource = documents.sourceOrder.map { documents.summaries[$0] }
        let sources = bySource.map(\.value.source)
        #expect(sources == sources.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        #expect(sources.firstIndex(of: "Z/settings.json")! < sources.firstIndex(of: "e/settings.json")!)
        #expect(sources.firstIndex(of: "e/settings.json")! < sources.firstIndex(of: "é/settings.json")!)

        let page = documents.pageOrder(documents.sourceOrder).map { documents.summaries[$0].value }
        let ranks = page.map { summary in [ScreenReport.Status.fail, .error, .pass].firstIndex(of: summary.status)! }
        #expect(ranks == ranks.sorted())
        #expect(Set(page.map(\.status)).count == 3, "the tree has failing, unreadable and passing screens")
        // Frames of one Figma export share a source: they keep one order, run after run.
        let frames = bySource.filter { $0.value.source == "designs/tokens.json" }
        #expect(frames.count > 1)
        #expect(frames.map(\.value.screen) == frames.map(\.value.screen).sorted())
    }

    @Test(arguments: [1, 7, 4096, AtomicFile.Output.defaultBufferSize])
    func documentsComeOutTheSameWhateverTheBufferSize(bufferSize: Int) throws {
        let sandbox = try StoreSandbox.mixed()
        let audited = sandbox.audited
        for language in Language.allCases {
            let documents = sandbox.documents(language: language)
            let bySource = documents.sourceOrder
            let reports = bySource.map { audited[documents.summaries[$0].key]! }
            let folder = sandbox.base
            #expect(try stream(.index, documents, bySource, into: folder + "/index.json", bufferSize: bufferSize)
                    == WholeDocuments.index(reports, generatedAt: documents.generatedAt))
            #expect(try stream(.sarif, documents, bySource, into: folder + "/audit.sarif", bufferSize: bufferSize)
                    == WholeDocuments.sarif(reports, rules: rules, language: language))
            #expect(try stream(.html, documents, documents.pageOrder(bySource), into: folder + "/index.html", bufferSize: bufferSize)
                    == WholeDocuments.html(reports, generatedAt: documents.generatedAt, language: language))
        }
    }

    @Test func anEmptyTreeGivesTheEmptyDocuments() async throws {
        let sandbox = try StoreSandbox()
        let publisher = AggregatePublisher(store: sandbox.store, settings: sandbox.settings, status: DaemonStatus(), logger: silentLogger)
        #expect(await publisher.publish(ReportSnapshot(summaries: [:], unwritten: [:])))
        let index = sandbox.contents(sandbox.store.paths.index)
        let time = try generatedAt(of: index)
        #expect(index == WholeDocuments.index([], generatedAt: time))
        #expect(sandbox.contents(sandbox.store.paths.sarif) == WholeDocuments.sarif([], rules: rules, language: .en))
        #expect(sandbox.contents(sandbox.store.paths.html) == WholeDocuments.html([], generatedAt: time, language: .en))
    }

    @Test func reportsNotYetWrittenComeFromMemory() async throws {
        let sandbox = try StoreSandbox.mixed()
        let key = "sign-in.json"
        let unwritten = try #require(sandbox.audited[key])
        try AtomicFile.remove(sandbox.store.paths.report(forSource: key))
        let publisher = AggregatePublisher(store: sandbox.store, settings: sandbox.settings, status: DaemonStatus(), logger: silentLogger)
        #expect(await publisher.publish(ReportSnapshot(summaries: sandbox.summaries, unwritten: [key: unwritten])))

        let time = try generatedAt(of: sandbox.contents(sandbox.store.paths.index))
        let reports = try sandbox.keysInSourceOrder.map { other in
            other == key ? unwritten : try #require(sandbox.store.read(key: other))
        }
        #expect(sandbox.contents(sandbox.store.paths.sarif) == WholeDocuments.sarif(reports, rules: rules, language: .en))
        #expect(sandbox.contents(sandbox.store.paths.html) == WholeDocuments.html(reports, generatedAt: time, language: .en))
    }

    @Test func aReportGoneFromDiskIsLeftOutOfTheFindingsButStaysInTheIndex() async throws {
        let sandbox = try StoreSandbox.mixed()
        let key = "settings.json"
        try AtomicFile.remove(sandbox.store.paths.report(forSource: key))
        let publisher = AggregatePublisher(store: sandbox.store, settings: sandbox.settings, status: DaemonStatus(), logger: silentLogger)
        #expect(await publisher.publish(ReportSnapshot(summaries: sandbox.summaries, unwritten: [:])))

        #expect(sandbox.contents(sandbox.store.paths.index).contains(#""source": "settings.json""#))
        #expect(!sandbox.contents(sandbox.store.paths.sarif).contains(#""uri":"settings.json""#))
        let html = sandbox.contents(sandbox.store.paths.html)
        #expect(html.components(separatedBy: "<article ").count - 1 == sandbox.summaries.count - 1)
        #expect(html.hasSuffix("</section></main></body></html>\n"))
    }
}
