import Foundation
import HIGAuditCore
import HIGAuditFiles
import HIGAuditOutputs
import HIGAuditRules
import Logging
import Testing

@testable import HIGAuditDaemon

/// A reports folder in a fresh temporary folder, with screens audited into it the way the
/// daemon audits them: the examples, a Figma export of several frames, input errors, and
/// sources whose order differs between bytes and characters.
final class StoreSandbox: @unchecked Sendable {
    let base: String
    let store: ReportStore
    let settings = AuditSettingsBox(Daemon.snapshot(Settings()))
    /// Every report by key, as the daemon's summaries see them.
    private(set) var audited: [String: ScreenReport] = [:]

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let figmaExport = packageRoot.appendingPathComponent("Tests/Fixtures/real/figma/figmagic_mockFigmaFiles.json").path

    init() throws {
        var template = Array("/tmp/higaudit-store-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        guard let made else { throw POSIXError(.EIO) }
        base = String(cString: made)
        store = ReportStore(root: base + "/reports")
        try store.prepare()
        try FileManager.default.createDirectory(atPath: screens, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: base) }

    var screens: String { base + "/screens" }

    /// A coordinator over this folder's store whose events go nowhere, knowing `existing`.
    func quietCoordinator(existing: [String: ReportSummary] = [:]) -> AuditCoordinator {
        AuditCoordinator(
            store: store, existing: existing, logger: silentLogger,
            events: CoordinatorEvents(
                publish: { _, _ in PublishOutcome() }, audited: { _, _ in }, queueDepthChanged: { _ in }, file: { _ in nil }, writeFailed: {}),
            schedule: PublishSchedule(settle: .milliseconds(10)), publishWakeup: Wakeup())
    }
    var root: SourceRoot { SourceRoot(path: screens, name: "") }

    /// Copies or writes each screen into the tree, audits it and writes its reports.
    func audit(_ files: [(name: String, contents: Data)]) throws {
        let worker = AuditWorker(store: store, catalogs: CatalogRegistry())
        for file in files {
            let path = screens + "/" + file.name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try file.contents.write(to: URL(fileURLWithPath: path))
            let reports = try #require(worker.audit(SourceFile(root: root, relativePath: file.name), with: settings.current))
            for keyed in reports {
                try store.write(keyed.report, key: keyed.key, language: settings.current.language)
                audited[keyed.key] = keyed.report
            }
        }
    }

    /// A tree with every kind of screen the aggregates order and render.
    static func mixed() throws -> StoreSandbox {
        let sandbox = try StoreSandbox()
        let examples = packageRoot.appendingPathComponent("examples/screens")
        var files: [(String, Data)] = try ["settings.json", "sign-in.json", "delete-confirmation.json"].map { name in
            (name, try Data(contentsOf: examples.appendingPathComponent(name)))
        }
        let settings = files[0].1
        files += [
            ("é/settings.json", settings), ("e/settings.json", settings), ("Z/settings.json", settings),
            ("broken.json", Data(#"{"format": "hig-screen/1", "elements": [ }"#.utf8)),
            ("empty.yaml", Data("format: hig-screen/1\nelements: []\n".utf8)),
            ("<script>alert(1)</script>.json", Data(#"{"format": "hig-screen/1", "elements": []}"#.utf8)),
        ]
        if let figma = FileManager.default.contents(atPath: figmaExport) { files.append(("designs/tokens.json", figma)) }
        try sandbox.audit(files)
        return sandbox
    }

    var summaries: [String: ReportSummary] { audited.mapValues(ReportSummary.init) }

    /// Every key, sorted by source bytes, then screen, then key.
    var keysInSourceOrder: [String] {
        let summaries = self.summaries
        return summaries.keys.sorted { leftKey, rightKey in
            let left = summaries[leftKey]!, right = summaries[rightKey]!
            if !left.source.utf8.elementsEqual(right.source.utf8) { return left.source.utf8.lexicographicallyPrecedes(right.source.utf8) }
            if left.screen != right.screen { return left.screen < right.screen }
            return leftKey.utf8.lexicographicallyPrecedes(rightKey.utf8)
        }
    }

    /// What the coordinator hands the publisher for these keys: the summaries of those
    /// still audited, the others as removals.
    func changes(_ keys: some Sequence<String>, unwritten: [String: ScreenReport] = [:]) -> AggregateChanges {
        let summaries = self.summaries
        var changes = AggregateChanges(upserts: [:], removals: [], unwritten: unwritten)
        for key in keys {
            if let summary = summaries[key] { changes.upserts[key] = summary } else { changes.removals.insert(key) }
        }
        return changes
    }

    /// Every report, as at the first publish.
    var everything: AggregateChanges { changes(audited.keys) }

    /// Removes a report as the coordinator does when its source goes.
    func forget(_ key: String) throws {
        try store.remove(key: key)
        audited[key] = nil
    }

    /// The reports as the publisher reads them back from disk, in source order.
    func readBack(_ keys: [String]) throws -> [ScreenReport] {
        try keys.map { key in try #require(store.read(key: key), "report \(key) not read back") }
    }

    func contents(_ path: String) -> String {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// Names in a folder that a streamed write left behind.
    func strays(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasPrefix(AtomicFile.temporaryPrefix) }
    }
}

let silentLogger = Logger(label: "higaudit.store.test", factory: { _ in SwiftLogNoOpLogHandler() })

/// The aggregates as they were built before they were streamed: each document whole, in memory.
enum WholeDocuments {
    static func index(_ reports: [ScreenReport], generatedAt: String) -> String {
        var writer = JSONWriter(indent: 1)
        writer.write(
            .object([
                "format": .string("hig-index/1"),
                "generatedAt": .string(generatedAt),
                "screens": .array(reports.map { ReportSummary($0).row }),
            ]))
        writer.append("\n")
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    static func sarif(_ reports: [ScreenReport], rules: [RuleDescriptor], language: Language) -> String {
        var writer = JSONWriter()
        writer.write(SARIFBuilder(rules: rules, language: language).log(reports))
        writer.append("\n")
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// `keyed`: the reports in source order with their keys.
    static func html(_ keyed: [(key: String, report: ScreenReport)], generatedAt: String, language: Language) -> String {
        let rules = AggregatePublisher.rules
        return OverviewPage(language: language, generatedAt: generatedAt, version: HIGAudit.version, rules: rules)
            .render(keyed.map { OverviewEntry($0.report, key: $0.key, rules: rules) })
    }
}
