import Foundation
import HIGAuditCore
import HIGAuditRules
import NIOConcurrencyHelpers
import NIOHTTP1
import Testing

@testable import HIGAuditDaemon

nonisolated(unsafe) private var sharedTreeFolder: String?

/// Every route of the socket API, answered in process through `DaemonAPI.respond(to:)`:
/// no socket, no daemon, no client process. The reports are those of a mixed tree written
/// as the daemon writes them.
@Suite struct DaemonAPIRouteTests {
    let sandbox: StoreSandbox
    let api: DaemonAPI
    let rescans = NIOLockedValueBox(0)

    /// One tree for every test: the routes only read it. Its folder goes when the test
    /// process ends.
    static let tree: Result<StoreSandbox, any Error> = {
        let made = Result { try StoreSandbox.mixed() }
        if case .success(let sandbox) = made {
            sharedTreeFolder = sandbox.base
            atexit { if let folder = sharedTreeFolder { try? FileManager.default.removeItem(atPath: folder) } }
        }
        return made
    }()

    init() throws {
        RuleCatalog.registerWords()
        sandbox = try Self.tree.get()
        let coordinator = sandbox.quietCoordinator(existing: sandbox.summaries)
        let status = DaemonStatus()
        status.setWatching([sandbox.screens])
        let rescans = self.rescans
        api = DaemonAPI(
            coordinator: coordinator, status: status, metrics: DaemonMetrics(), language: { .en }, flush: { 0 },
            rescan: { rescans.withLockedValue { $0 += 1 } })
    }

    func answer(_ method: HTTPMethod, _ target: String) async -> (status: HTTPResponseStatus, json: JSONValue?, text: String, allow: String?) {
        let head = HTTPRequestHead(version: .http1_1, method: method, uri: target)
        let response = await api.respond(to: APIRequest(head: head, body: []))
        let text = String(decoding: response.body, as: UTF8.self)
        let json: JSONValue? = response.contentType == "application/json" ? Self.decode(response.body) : nil
        return (response.status, json, text, response.allow)
    }

    /// The answer's JSON as a value, read by Foundation: an independent reader.
    static func decode(_ bytes: [UInt8]) -> JSONValue? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed]) else { return nil }
        return value(object)
    }

    private static func value(_ object: Any) -> JSONValue? {
        switch object {
        case is NSNull: return .null
        case let text as String: return .string(text)
        case let number as NSNumber: return String(cString: number.objCType) == "c" ? .bool(number.boolValue) : .number(number.doubleValue)
        case let array as [Any]: return .array(array.compactMap(value))
        case let members as [String: Any]:
            return .object(members.sorted { $0.key < $1.key }.compactMap { key, member in value(member).map { JSONValue.Member(key, $0) } })
        default: return nil
        }
    }

    @Test func statusCountsTheReportsItWasGiven() async throws {
        let answer = await answer(.GET, "/v1/status")
        #expect(answer.status == .ok)
        let summaries = sandbox.summaries.values
        #expect(answer.json?["screens"] == .number(Double(summaries.count)))
        #expect(answer.json?["failing"] == .number(Double(summaries.filter { $0.status == .fail }.count)))
        #expect(answer.json?["unreadable"] == .number(Double(summaries.filter { $0.status == .error }.count)))
        #expect(answer.json?["watching"] == .array([.string(sandbox.screens)]))
        #expect(answer.json?["state"] == .string("starting"), "no scan has run")
    }

    @Test func screensAreListedAndFiltered() async throws {
        guard case .array(let all)? = await answer(.GET, "/v1/screens").json else {
            Issue.record("not an array")
            return
        }
        #expect(all.count == sandbox.summaries.count)
        guard case .array(let failing)? = await answer(.GET, "/v1/screens?status=fail").json else {
            Issue.record("not an array")
            return
        }
        #expect(failing.count == sandbox.summaries.values.filter { $0.status == .fail }.count)
        #expect(failing.allSatisfy { $0["status"] == .string("fail") })
        #expect(await answer(.GET, "/v1/screens?status=broken").status == .badRequest)
    }

    @Test func aScreenIsItsReportAndAnUnknownOneIsNotFound() async throws {
        let answer = await answer(.GET, "/v1/screens/settings.json")
        #expect(answer.status == .ok)
        #expect(answer.json?["format"] == .string("hig-report/1"))
        #expect(answer.json?["source"] == .string("settings.json"))
        let japanese = await self.answer(.GET, "/v1/screens/settings.json?lang=ja")
        #expect(japanese.status == .ok)
        #expect(await self.answer(.GET, "/v1/screens/nowhere.json").status == .notFound)
        #expect(await self.answer(.GET, "/v1/screens/a%2").status == .badRequest)
        let export = await self.answer(.GET, "/v1/screens/designs/tokens.json")
        guard case .array(let frames)? = export.json?["reports"] else {
            Issue.record("a Figma export answers its frames: \(export.text.prefix(200))")
            return
        }
        #expect(frames.count > 1)
    }

    @Test func rulesAreTheCatalogInTheAskedLanguage() async throws {
        guard case .array(let rules)? = await answer(.GET, "/v1/rules").json else {
            Issue.record("not an array")
            return
        }
        #expect(rules.count == RuleCatalog.all.count)
        guard case .array(let japanese)? = await answer(.GET, "/v1/rules?lang=ja").json else {
            Issue.record("not an array")
            return
        }
        #expect(japanese.first?["title"] != rules.first?["title"])
        #expect(await answer(.GET, "/v1/rules?lang=fr").status == .badRequest)
    }

    @Test func rescanIsAPostThatIsAccepted() async throws {
        let answer = await answer(.POST, "/v1/rescan")
        #expect(answer.status == .accepted)
        #expect(rescans.withLockedValue { $0 } == 1)
        let refused = await self.answer(.GET, "/v1/rescan")
        #expect(refused.status == .methodNotAllowed)
        #expect(refused.allow == "POST")
    }

    @Test func waitTimesOutBeforeTheFirstScanAndRefusesABadTimeout() async throws {
        #expect(await answer(.GET, "/v1/wait?timeout=0").status == .requestTimeout)
        #expect(await answer(.GET, "/v1/wait?timeout=-1").status == .badRequest)
        #expect(await answer(.GET, "/v1/wait?timeout=3601").status == .badRequest)
    }

    @Test func historyRoutesSayThereIsNoHistory() async throws {
        #expect(await answer(.GET, "/v1/history").status == .notFound)
        #expect(await answer(.GET, "/v1/trends?days=7").status == .notFound)
    }

    @Test func metricsAreInPrometheusTextFormat() async throws {
        let answer = await answer(.GET, "/metrics")
        #expect(answer.status == .ok)
        #expect(answer.text.contains("# HELP higaudit_"))
    }

    @Test func anUnknownPathIsNotFoundAndAWrongMethodNamesTheAllowedOnes() async throws {
        let unknown = await answer(.GET, "/v2/status")
        #expect(unknown.status == .notFound)
        #expect(unknown.json?["status"] == .number(404))
        let post = await answer(.POST, "/v1/status")
        #expect(post.status == .methodNotAllowed)
        #expect(post.allow == "GET, HEAD")
        #expect(await answer(.HEAD, "/v1/status").status == .ok)
    }
}
