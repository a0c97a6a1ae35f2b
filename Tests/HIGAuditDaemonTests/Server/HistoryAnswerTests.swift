import Foundation
import HIGAuditCore
import HIGAuditHistory
import NIOHTTP1
import Testing

@testable import HIGAuditDaemon

/// `/v1/history` answers a few megabytes at a time, however many events a client asks for.
struct HistoryAnswerTests {
    /// The API of a daemon with an empty tree and `history`.
    private func api(_ history: HistoryRecorder, _ sandbox: StoreSandbox) -> DaemonAPI {
        let coordinator = sandbox.quietCoordinator()
        return DaemonAPI(
            coordinator: coordinator, status: DaemonStatus(), metrics: DaemonMetrics(), history: history, language: { .en }, flush: { 0 }, rescan: {})
    }

    @Test func aLargeHistoryIsAnsweredInBoundedPagesThatTogetherHoldEveryEvent() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("higaudit-answer-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let recorder = HistoryRecorder(store: SQLiteHistoryStore(path: folder + "/history.sqlite"), tree: "t")
        // 120 screens of 150 findings each with a long message: about 12 MB of events.
        let long = String(repeating: "a sentence that goes on ", count: 20)
        for screen in 0..<120 {
            let findings = (0..<150).map {
                HistoryFinding(rule: "contrast", severity: "error", pointer: "/elements/\($0)", fingerprint: "\(screen)-\($0)", messages: ["en": long])
            }
            let identity = ScreenIdentity(source: "s\(screen).json", screen: "s\(screen)")
            recorder.observe(ScreenObservation(screen: identity, at: UTCTime.now(), change: .audited(status: "fail", findings: findings)))
        }
        #expect(await recorder.flushNow())
        let sandbox = try StoreSandbox()
        let api = api(recorder, sandbox)
        var sources: [String] = []
        var before: Int?
        var answers = 0
        repeat {
            let target = "/v1/history?limit=10000" + (before.map { "&before=\($0)" } ?? "")
            let response = await api.respond(to: APIRequest(head: HTTPRequestHead(version: .http1_1, method: .GET, uri: target), body: []))
            #expect(response.status == .ok)
            #expect(response.body.count <= DaemonAPI.historyAnswerBudget + 200_000, "one event past the budget at most: \(response.body.count)")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
            let events = try #require(object["events"] as? [[String: Any]])
            #expect(!events.isEmpty)
            sources += events.compactMap { $0["source"] as? String }
            before = object["next"] as? Int
            answers += 1
        } while before != nil && answers < 100
        #expect(answers >= 3, "12 MB of events in answers of at most 1 MB")
        #expect(sources.count == 120 && Set(sources).count == 120, "each event once: \(sources.count)")
        #expect(sources.first == "s119.json" && sources.last == "s0.json", "the last recorded first")
        await recorder.close()
    }

    @Test func historyAnswersAreMadeOneAtATime() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("higaudit-answer-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let recorder = HistoryRecorder(store: SQLiteHistoryStore(path: folder + "/history.sqlite"), tree: "t")
        for screen in 0..<50 {
            let findings = (0..<20).map {
                HistoryFinding(rule: "contrast", severity: "error", pointer: "/elements/\($0)", fingerprint: "\(screen)-\($0)", messages: ["en": "m"])
            }
            let identity = ScreenIdentity(source: "s\(screen).json", screen: "s")
            recorder.observe(ScreenObservation(screen: identity, at: UTCTime.now(), change: .audited(status: "fail", findings: findings)))
        }
        #expect(await recorder.flushNow())
        let sandbox = try StoreSandbox()
        let api = api(recorder, sandbox)
        let statuses = await withTaskGroup(of: HTTPResponseStatus.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    await api.respond(to: APIRequest(head: HTTPRequestHead(version: .http1_1, method: .GET, uri: "/v1/history?limit=10000"), body: [])).status
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(statuses == Array(repeating: .ok, count: 8))
        #expect(await api.historyGate.arrivals == 8)
        #expect(await api.historyGate.mostInside == 1)
        await recorder.close()
    }

    @Test(arguments: ["limit=10001", "limit=0", "before=0", "before=x"])
    func aLimitOrCursorOutOfRangeIsRefused(_ query: String) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("higaudit-answer-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let recorder = HistoryRecorder(store: SQLiteHistoryStore(path: folder + "/history.sqlite"), tree: "t")
        let sandbox = try StoreSandbox()
        let api = api(recorder, sandbox)
        let response = await api.respond(to: APIRequest(head: HTTPRequestHead(version: .http1_1, method: .GET, uri: "/v1/history?" + query), body: []))
        #expect(response.status == .badRequest)
        await recorder.close()
    }
}
