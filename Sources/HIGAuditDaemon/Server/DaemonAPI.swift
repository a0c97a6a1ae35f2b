import HIGAuditCore
import HIGAuditFiles
import HIGAuditHistory
import HIGAuditOutputs
import HIGAuditRules
import NIOHTTP1

/// The socket API of `interfaces.md`, independent of the transport.
package struct DaemonAPI: Sendable {
    var coordinator: AuditCoordinator
    var status: DaemonStatus
    var metrics: DaemonMetrics
    /// The history, when the daemon keeps one.
    var history: HistoryRecorder? = nil
    /// `/v1/history` answers are made one at a time: each takes a core for a while and
    /// holds up to `historyAnswerBudget`, and `/v1/status` must find a thread free.
    let historyGate = AnswerGate(width: 1)
    /// Writes what the history holds and brings the overview's account of it up to date.
    var settleHistory: @Sendable () async -> Void = {}
    var language: @Sendable () -> Language
    /// Brings the status's account of the watcher up to date (an unreadable folder that became
    /// readable with no screen in it sends no batch that would).
    var refreshHealth: @Sendable () -> Void = {}
    /// Drains the inotify queue and returns the batch sequence covering it.
    var flush: @Sendable () async -> UInt64
    var rescan: @Sendable () async -> Void
    /// The report audited again in another language (nil when its file changed or is gone).
    var rerender: @Sendable (ScreenReport, Language) async -> ScreenReport? = { _, _ in nil }

    static let maximumWaitSeconds = 3600.0

    func respond(to request: APIRequest) async -> APIResponse {
        let path = request.path
        let language = answerLanguage(request)
        switch path {
        case "/v1/status": return await only(.GET, request) { await localized(request) { await statusResponse(in: $0) } }
        case "/v1/screens":
            return await only(.GET, request) { await screens(status: request.query["status"], contrast: request.query["contrast"], in: language) }
        case "/v1/rescan":
            return await only(.POST, request) {
                await rescan()
                return .json(.accepted, HIGJSON.bytes(.object(["accepted": .bool(true)])))
            }
        case "/v1/wait": return await only(.GET, request) { await wait(request.query["timeout"], in: language) }
        case "/v1/rules": return await only(.GET, request) { await localized(request) { rules(in: $0) } }
        case "/v1/history": return await only(.GET, request) { await localized(request) { await historyEvents(request.query, in: $0) } }
        case "/v1/trends": return await only(.GET, request) { await trends(request.query["days"], in: language) }
        case "/metrics":
            return await only(.GET, request) {
                let text = await metrics.render(coordinator: coordinator, historyPendingBytes: history?.waitingBytes ?? 0)
                return .text(.ok, text, contentType: "text/plain; version=0.0.4; charset=utf-8")
            }
        default:
            if path.hasPrefix("/v1/screens/") {
                return await only(.GET, request) {
                    await localized(request) { await screen(String(path.dropFirst("/v1/screens/".count)), in: $0) }
                }
            }
            return .problem(.notFound, Message("api.no-such-path"), in: language)
        }
    }

    private func only(_ method: HTTPMethod, _ request: APIRequest, _ body: () async -> APIResponse) async -> APIResponse {
        guard request.method == method || (method == .GET && request.method == .HEAD) else {
            var refusal = APIResponse.problem(.methodNotAllowed, Message("api.method", ["method": method.rawValue]), in: answerLanguage(request))
            refusal.allow = method == .GET ? "GET, HEAD" : method.rawValue
            return refusal
        }
        return await body()
    }

    /// `?lang=en|ja` chooses the language of one answer (status problems, rule docs, a
    /// screen's messages); without it the daemon answers in its configured language.
    private func localized(_ request: APIRequest, _ body: (Language) async -> APIResponse) async -> APIResponse {
        guard let code = request.query["lang"] else { return await body(language()) }
        guard let language = Language(rawValue: code.lowercased()) else {
            let languages = Language.allCases.map(\.rawValue).joined(separator: ", ")
            return .problem(.badRequest, Message("api.lang", ["languages": languages]), in: self.language())
        }
        return await body(language)
    }

    /// The language of an answer's error: the one `?lang=` names, else the configured one.
    private func answerLanguage(_ request: APIRequest) -> Language {
        request.query["lang"].flatMap { Language(rawValue: $0.lowercased()) } ?? language()
    }

    func statusResponse(in language: Language? = nil) async -> APIResponse {
        let language = language ?? self.language()
        refreshHealth()
        let reports = await coordinator.reports
        let queued = await coordinator.queueDepth
        let scanning = await coordinator.scanning
        let initial = await coordinator.initialScanComplete
        let problems = status.problems(in: language)
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
        return .json(
            .ok,
            HIGJSON.bytes(
                .object([
                    "state": .string(state.rawValue),
                    "problems": .array(problems.map { .string($0) }),
                    "version": .string(HIGAudit.version),
                    "uptimeSeconds": .number(NumberFormatting.rounded(status.uptimeSeconds, places: 3)),
                    "watching": .array(status.watching.map { .string($0) }),
                    "screens": .number(Double(reports.count)),
                    "passing": .number(Double(passing)),
                    "failing": .number(Double(failing)),
                    "unreadable": .number(Double(errors)),
                    "skipped": .number(Double(await coordinator.skippedSources.count)),
                    "queued": .number(Double(queued)),
                    "auditsTotal": .number(Double(await coordinator.auditsTotal)),
                    "lastAuditAt": lastAuditAt.map { .string($0) } ?? .null,
                ])))
    }

    func screens(status filter: String?, contrast: String?, in language: Language) async -> APIResponse {
        if let filter, ScreenReport.Status(rawValue: filter) == nil {
            return .problem(.badRequest, Message("api.status-filter"), in: language)
        }
        if let contrast, Contrast(rawValue: contrast) == nil {
            return .problem(.badRequest, Message("api.contrast-filter"), in: language)
        }
        let summaries = Array(await coordinator.reports.values).sorted {
            $0.source.utf8.lexicographicallyPrecedes($1.source.utf8) || ($0.source == $1.source && $0.screen < $1.screen)
        }
        let rows = summaries.filter { (filter == nil || $0.status.rawValue == filter) && (contrast == nil || $0.contrast.rawValue == contrast) }
            .map(\.row)
        return .json(.ok, HIGJSON.bytes(.array(rows)))
    }

    /// Whether `source` has a report: its own or a frame's.
    private func hasReport(_ source: String) async -> Bool {
        if await coordinator.fullReport(source) != nil { return true }
        return await !coordinator.reports(ofSource: source).isEmpty
    }

    /// One screen's report in `language` (by default the configured one). Reports are kept
    /// in the configured language; asked for another, the daemon audits the screen again
    /// in that language (when its file is unchanged), so the answer reads naturally. JSON
    /// keys and rule ids never change.
    func screen(_ encodedSource: String, in language: Language? = nil) async -> APIResponse {
        guard let decoded = APIRequest.percentDecodePath(encodedSource) else {
            return .problem(.badRequest, Message("api.malformed-path"), in: language ?? self.language())
        }
        // The source as a report shows it (`\xFF` for a byte that is not UTF-8, `\x5C` for a
        // backslash before an `x`), else as sent.
        var source = decoded
        let shown = decoded.contains("\\x") ? FileName.fromDisplay(decoded) : decoded
        if shown != decoded, await hasReport(shown) { source = shown }
        let configured = self.language()
        let language = language ?? configured
        func localized(_ report: ScreenReport) async -> ScreenReport {
            guard language != configured else { return report }
            return await rerender(report, language) ?? report
        }
        // Only a source path names a screen: `settings` is not `settings.json` (404).
        if let report = await coordinator.fullReport(source) {
            return .json(.ok, ReportJSON.document(await localized(report), language: language, indent: HIGJSON.indent))
        }
        // A Figma export: every frame's report.
        let frames = await coordinator.reports(ofSource: source)
        guard !frames.isEmpty else { return .problem(.notFound, Message("api.no-screen"), in: language) }
        var localizedFrames: [ScreenReport] = []
        for frame in frames { localizedFrames.append(await localized(frame)) }
        // {"source": …, "reports": [report, …]}, laid out as HIGJSON lays out a value.
        var writer = HIGJSON.writer()
        writer.appendByte(UInt8(ascii: "{"))
        writer.beginMember("source", isFirst: true, level: 0)
        writer.writeString(FileName.display(source))
        writer.beginMember("reports", isFirst: false, level: 0)
        writer.writeArray(localizedFrames, level: 1) { writer, frame, level in ReportJSON.write(frame, into: &writer, language: language, level: level) }
        writer.newline(0)
        writer.append("}\n")
        return .json(.ok, writer.bytes)
    }

    func wait(_ timeoutText: String?, in language: Language) async -> APIResponse {
        var timeout = 30.0
        if let timeoutText {
            guard let value = Double(timeoutText), value >= 0, value <= Self.maximumWaitSeconds else {
                return .problem(.badRequest, Message("api.timeout", ["maximum": "\(Int(Self.maximumWaitSeconds))"]), in: language)
            }
            timeout = value
        }
        let sequence = await flush()
        let reported = await coordinator.waitUntilReported(sequence, timeout: .milliseconds(Int(timeout * 1000)))
        guard reported else { return .problem(.requestTimeout, Message("api.not-yet-reported"), in: language) }
        // What the history was told of those changes is written too, when it can be, and
        // the overview says so.
        await settleHistory()
        return .json(.ok, HIGJSON.bytes(.object(["reported": .bool(true)])))
    }

    /// The most bytes of events one answer of `/v1/history` holds (at least one event):
    /// past it the answer ends with `next`, from which `before=NEXT` asks for the rest. A
    /// client asking for 10,000 events of large screens gets them a megabyte at a time
    /// rather than the daemon holding a quarter of a gigabyte for it; a client that never
    /// reads holds one such answer (measured: eight such clients asking again every 5 s
    /// held 264 MiB with 4 MiB answers).
    static let historyAnswerBudget = 1 << 20
    /// Events read from the database at a time while an answer is made.
    static let historyPage = 200

    /// `GET /v1/history?since=TIME&source=PATH&limit=N&before=ID`: events, last recorded
    /// first, at most `historyAnswerBudget` bytes of them.
    func historyEvents(_ query: [String: String], in language: Language) async -> APIResponse {
        guard let history else { return .problem(.notFound, Message("api.no-history"), in: language) }
        var selection = HistoryQuery(limit: 100)
        if let since = query["since"] {
            guard let time = HistoryTime.since(since, now: UTCTime.now()) else {
                return .problem(.badRequest, Message("api.since"), in: language)
            }
            selection.since = time
        }
        if let source = query["source"] { selection.source = source }
        if let limit = query["limit"] {
            guard let value = Int(limit), (1...10_000).contains(value) else { return .problem(.badRequest, Message("api.limit"), in: language) }
            selection.limit = value
        }
        if let before = query["before"] {
            guard let value = Int64(before), value > 0 else { return .problem(.badRequest, Message("api.before"), in: language) }
            selection.before = value
        }
        return await historyGate.pass { [self, selection] in await historyAnswer(selection, history: history, in: language) }
    }

    /// The answer to a valid `/v1/history` request.
    private func historyAnswer(_ selection: HistoryQuery, history: HistoryRecorder, in language: Language) async -> APIResponse {
        do {
            let (events, next) = try await historyEvents(selection, history: history, in: language)
            var body = Array(#"{"events":["#.utf8)
            body.reserveCapacity(events.reduce(32) { $0 + $1.count + 1 })
            for (index, event) in events.enumerated() {
                if index > 0 { body.append(UInt8(ascii: ",")) }
                body += event
            }
            body += Array("]".utf8)
            if let next { body += Array(#","next":\#(next)"#.utf8) }
            body.append(UInt8(ascii: "}"))
            return .json(.ok, body)
        } catch {
            return .problem(.serviceUnavailable, Message("api.history-unreadable", ["reason": "\(error)"]), in: language)
        }
    }

    /// The events `selection` asks for, each as JSON, read a page at a time up to the
    /// answer's budget; and the cursor to the rest when the budget ended the answer.
    private func historyEvents(
        _ selection: HistoryQuery, history: HistoryRecorder, in language: Language
    ) async throws -> (events: [[UInt8]], next: Int64?) {
        var events: [[UInt8]] = []
        var size = 0
        var page = selection
        while events.count < selection.limit {
            page.limit = min(selection.limit - events.count, Self.historyPage)
            let read = try await history.events(page)
            for event in read {
                let bytes = HIGJSON.bytes(event.json(in: language))
                if !events.isEmpty, size + bytes.count > Self.historyAnswerBudget { return (events, page.before) }
                events.append(bytes)
                size += bytes.count
                page.before = event.id
            }
            if read.count < page.limit { break }
        }
        return (events, nil)
    }

    /// `GET /v1/trends?days=N`: the daily totals of the last N days (30 unless given), oldest first.
    func trends(_ daysText: String?, in language: Language) async -> APIResponse {
        guard let history else { return .problem(.notFound, Message("api.no-history"), in: language) }
        var days = 30
        if let daysText {
            guard let value = Int(daysText), (1...3650).contains(value) else { return .problem(.badRequest, Message("api.days"), in: language) }
            days = value
        }
        do {
            let totals = try await history.trends(days: days)
            return .json(.ok, HIGJSON.bytes(.object(["days": .array(totals.map(\.json))])))
        } catch {
            return .problem(.serviceUnavailable, Message("api.history-unreadable", ["reason": "\(error)"]), in: language)
        }
    }

    func rules(in language: Language? = nil) -> APIResponse {
        let language = language ?? self.language()
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

    package init(
        coordinator: AuditCoordinator, status: DaemonStatus, metrics: DaemonMetrics, history: HistoryRecorder? = nil,
        settleHistory: @escaping @Sendable () async -> Void = {}, language: @escaping @Sendable () -> Language,
        refreshHealth: @escaping @Sendable () -> Void = {}, flush: @escaping @Sendable () async -> UInt64, rescan: @escaping @Sendable () async -> Void,
        rerender: @escaping @Sendable (ScreenReport, Language) async -> ScreenReport? = { _, _ in nil }
    ) {
        self.coordinator = coordinator
        self.status = status
        self.metrics = metrics
        self.history = history
        self.settleHistory = settleHistory
        self.language = language
        self.refreshHealth = refreshHealth
        self.flush = flush
        self.rescan = rescan
        self.rerender = rerender
    }
}
