import HIGAuditCore
import HIGAuditRules
import NIOHTTP1

/// The socket API of `interfaces.md`, independent of the transport.
struct DaemonAPI: Sendable {
    var coordinator: AuditCoordinator
    var status: DaemonStatus
    var metrics: DaemonMetrics
    var language: @Sendable () -> Language
    /// Drains the inotify queue and returns the batch sequence covering it.
    var flush: @Sendable () async -> UInt64
    var rescan: @Sendable () async -> Void

    static let maximumWaitSeconds = 3600.0

    func respond(to request: APIRequest) async -> APIResponse {
        let path = request.path
        switch path {
        case "/v1/status": return await only(.GET, request) { await statusResponse() }
        case "/v1/screens": return await only(.GET, request) { await screens(filter: request.query["status"]) }
        case "/v1/rescan": return await only(.POST, request) {
            await rescan()
            return .json(.accepted, HIGJSON.bytes(.object(["accepted": .bool(true)])))
        }
        case "/v1/wait": return await only(.GET, request) { await wait(request.query["timeout"]) }
        case "/v1/rules": return await only(.GET, request) { rules() }
        case "/metrics": return await only(.GET, request) {
            .text(.ok, await metrics.render(coordinator: coordinator), contentType: "text/plain; version=0.0.4; charset=utf-8")
        }
        default:
            if path.hasPrefix("/v1/screens/") {
                return await only(.GET, request) { await screen(String(path.dropFirst("/v1/screens/".count))) }
            }
            return .problem(.notFound, "no such path")
        }
    }

    private func only(_ method: HTTPMethod, _ request: APIRequest, _ body: () async -> APIResponse) async -> APIResponse {
        guard request.method == method || (method == .GET && request.method == .HEAD) else {
            return .problem(.methodNotAllowed, "use \(method.rawValue)")
        }
        return await body()
    }

    func statusResponse() async -> APIResponse {
        let reports = await coordinator.reports
        let queued = await coordinator.queueDepth
        let scanning = await coordinator.scanning
        let initial = await coordinator.initialScanComplete
        let problems = status.problems(in: language())
        let state: DaemonStatus.State = !problems.isEmpty ? .degraded : (scanning ? .scanning : (initial ? .idle : .starting))
        var passing = 0, failing = 0, errors = 0
        for report in reports.values {
            switch report.status {
            case .pass: passing += 1
            case .fail: failing += 1
            case .error: errors += 1
            }
        }
        let lastAuditAt = await coordinator.lastAuditAt
        return .json(.ok, HIGJSON.bytes(.object([
            "state": .string(state.rawValue),
            "problems": .array(problems.map { .string($0) }),
            "version": .string(HIGAudit.version),
            "uptimeSeconds": .number(NumberFormatting.rounded(status.uptimeSeconds, places: 3)),
            "watching": .array(status.watching.map { .string($0) }),
            "screens": .number(Double(reports.count)),
            "passing": .number(Double(passing)),
            "failing": .number(Double(failing)),
            "errors": .number(Double(errors)),
            "queued": .number(Double(queued)),
            "auditsTotal": .number(Double(await coordinator.auditsTotal)),
            "lastAuditAt": lastAuditAt.map { .string($0) } ?? .null,
        ])))
    }

    func screens(filter: String?) async -> APIResponse {
        if let filter, ScreenReport.Status(rawValue: filter) == nil {
            return .problem(.badRequest, "status must be pass, fail or error")
        }
        let reports = AggregateDocuments.sorted(Array(await coordinator.reports.values))
        let rows = reports.filter { filter == nil || $0.status.rawValue == filter }.map(AggregateDocuments.row)
        return .json(.ok, HIGJSON.bytes(.array(rows)))
    }

    func screen(_ encodedSource: String) async -> APIResponse {
        guard let source = APIRequest.percentDecode(encodedSource) else { return .problem(.badRequest, "malformed path") }
        guard let report = await coordinator.reports[source] else { return .problem(.notFound, "no screen with that source path") }
        return .json(.ok, HIGJSON.bytes(report.json(in: language())))
    }

    func wait(_ timeoutText: String?) async -> APIResponse {
        var timeout = 30.0
        if let timeoutText {
            guard let value = Double(timeoutText), value >= 0, value <= Self.maximumWaitSeconds else {
                return .problem(.badRequest, "timeout must be a number of seconds from 0 to \(Int(Self.maximumWaitSeconds))")
            }
            timeout = value
        }
        let sequence = await flush()
        let reported = await coordinator.waitUntilReported(sequence, timeout: .milliseconds(Int(timeout * 1000)))
        guard reported else { return .problem(.requestTimeout, "changes not yet reported") }
        return .json(.ok, HIGJSON.bytes(.object(["reported": .bool(true)])))
    }

    func rules() -> APIResponse {
        let language = language()
        let rules: [JSONValue] = RuleCatalog.all.map(\.descriptor).map { rule in
            .object([
                "id": .string(rule.id),
                "severity": .string(rule.defaultSeverity.rawValue),
                "area": .string(rule.area.rawValue),
                "title": .string(Message(rule.title).rendered(in: language)),
                "rationale": .string(Message(rule.rationale).rendered(in: language)),
                "higSection": .string(Message(rule.higSection.name).rendered(in: language)),
            ])
        }
        return .json(.ok, HIGJSON.bytes(.array(rules)))
    }
}
