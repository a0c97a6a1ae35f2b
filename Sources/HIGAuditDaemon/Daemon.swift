import Foundation
import HIGAuditCore
import HIGAuditDaemonSettings
import HIGAuditFiles
import HIGAuditHistory
import HIGAuditOutputs
import HIGAuditRules
import Logging
import NIOConcurrencyHelpers

/// What the daemon's services share: where it works, its configuration, its status,
/// metrics and systemd notifications, and the parts made by `assemble()`.
package final class Daemon: Sendable {
    package let paths: DaemonPaths
    package let configPath: String?
    package let logger: Logger
    package let settings: AuditSettingsBox
    package let status = DaemonStatus()
    package let metrics = DaemonMetrics()
    package let notifier = SystemdNotifier()
    package let settle: Duration
    package let parallelAudits: Int
    /// The ignore globs in force; a configuration reload replaces them.
    package let ignore: NIOLockedValueBox<[Glob]>
    /// Where and how long the history is kept; nil keeps none.
    private let history: HistorySettings?
    /// Whether the history is the SQLite database in the reports folder.
    package var keepsHistoryInReportsFolder: Bool { history != nil && history?.url == nil }

    package init(paths: DaemonPaths, configPath: String?, settings: Settings, logger: Logger) {
        self.paths = paths
        self.configPath = configPath
        self.logger = logger
        let history = settings[section: HistorySettings.self], daemon = settings[section: DaemonSettings.self]
        self.settings = AuditSettingsBox(Self.snapshot(settings, recordsHistory: history.enabled))
        self.history = history.enabled ? history : nil
        self.settle = .milliseconds(daemon.settleMilliseconds)
        self.parallelAudits = daemon.parallelAudits ?? max(1, ProcessInfo.processInfo.activeProcessorCount)
        self.ignore = NIOLockedValueBox(settings.ignore)
    }

    static func snapshot(_ settings: Settings, recordsHistory: Bool = false) -> AuditSettingsSnapshot {
        var audit = settings.audit
        audit.language = settings.language ?? .en
        return AuditSettingsSnapshot(
            sourceAuditor: .daemon(RuleCatalog.auditor(configuration: audit)), inputLimit: settings.inputLimit,
            recordsHistory: recordsHistory)
    }

    /// Brings the status and metrics up to date with the watcher's health.
    package static func refresh(_ status: DaemonStatus, watcher: TreeWatcher, metrics: DaemonMetrics) {
        metrics.setWatches(watcher.watchCount)
        switch watcher.health {
        case .healthy:
            status.setProblem("watches", nil)
        case .outOfWatches(let directory):
            status.setProblem("watches", Message("daemon.problem.watches", ["directory": directory]))
        case .rootMissing(let root):
            status.setProblem("watches", Message("daemon.problem.root-missing", ["root": root]))
        }
        let unreadable = watcher.unreadableFolders
        status.setProblem(
            "folders",
            unreadable.first.map { folder in
                Message(
                    unreadable.count == 1 ? "daemon.problem.unreadable-folder" : "daemon.problem.unreadable-folders",
                    ["folder": FileName.display(folder), "count": "\(unreadable.count)"])
            })
        metrics.setDegraded(status.isDegraded)
    }

    /// The status's problem for the report paths two screens share; nil when none is shared.
    package static func sharingProblem(_ shared: [(key: String, with: String)]) -> Message? {
        guard let first = shared.first else { return nil }
        let names: [Message.Argument] = [.init("screen", FileName.display(first.key)), .init("with", FileName.display(first.with))]
        if shared.count == 1 { return Message("daemon.problem.shared-report-path", names) }
        return Message("daemon.problem.shared-report-paths", [.init("count", String(shared.count))] + names)
    }

    /// The history recorder, when the configuration keeps a history: SQLite in the reports
    /// folder, or the PostgreSQL database `history.url` names. Its trouble makes the daemon
    /// degraded, never slower; what it learns shows on the overview (`digests` wakes the
    /// `HistoryService` to show it), and once it can be written again after it could not,
    /// `catchUp` wakes the service to tell it the reports it missed.
    package func makeRecorder(aggregates: AggregatePublisher, digests: Wakeup, catchUp: Wakeup) -> HistoryRecorder? {
        guard let history, let store = makeHistoryStore(history) else { return nil }
        let tree = Self.treeName(paths.watch)
        return HistoryRecorder(
            store: store, tree: tree, retentionDays: history.days, maxBytes: Int64(history.maxMegabytes) << 20, pacing: Self.historyPacing,
            totals: { await aggregates.dailyTotals(tree: tree) },
            health: { [status, metrics, logger] reason, waiting in
                if let reason {
                    let waitingEvents = Message.count("events", waiting)
                    status.setProblem("history", Message("daemon.problem.history", [.init("reason", reason), .init("waiting", .message(waitingEvents))]))
                    logger.error("history not written; keeping the changes", metadata: ["reason": "\(reason)", "waiting": "\(waiting)"])
                } else {
                    status.setProblem("history", nil)
                    logger.notice("history written again")
                }
                metrics.setDegraded(status.isDegraded)
            },
            digestChanged: { digests.signal() }, recovered: { catchUp.signal() },
            notice: { [logger] notice in Self.log(notice, to: logger) })
    }

    /// Says what the history did or saw in the log.
    static func log(_ notice: HistoryNotice, to logger: Logger) {
        switch notice {
        case .prunedByAge(let events, let before):
            logger.notice(
                "history events older than history.days pruned",
                metadata: ["events": "\(events)", "before": "\(UTCTime.timestamp(before))"])
        case .prunedBySize(let events, let maxBytes):
            logger.notice(
                "oldest history events pruned to keep the database within history.maxMegabytes",
                metadata: ["events": "\(events)", "maxBytes": "\(maxBytes)"])
        case .clockBehind(let reading, let newest):
            logger.warning(
                "the clock reads earlier than the newest history event; events are recorded at that event's time, with clockRead, until the clock passes it",
                metadata: ["clock": "\(UTCTime.timestamp(reading))", "newestEvent": "\(UTCTime.timestamp(newest))"])
        case .clockAgrees:
            logger.notice("the clock reads past the newest history event again; events are recorded at the clock's time")
        }
    }

    /// Written in batches of at most a few hundred, each as soon as it fills: every
    /// observation waiting holds its findings and their messages, and a first scan makes
    /// thousands a second. The quiet second stays for what is left over, so that a scan's
    /// last write comes after its aggregates' totals.
    static let historyPacing = HistoryRecorder.Pacing(batch: 250)

    /// The store `history` names; nil, said as the history's problem, when its URL can't be used.
    private func makeHistoryStore(_ history: HistorySettings) -> (any HistoryStore)? {
        guard let url = history.url else {
            return SQLiteHistoryStore(path: PathCalls.textPath(of: "history.sqlite", in: paths.reports))
        }
        do {
            let location = try PostgresLocation(url: url)
            logger.notice("history kept in PostgreSQL", metadata: ["database": "\(location.description)"])
            return PostgresHistoryStore(location: location, logger: logger)
        } catch {
            // The configuration's reading refuses such a URL; said, not ignored, should one
            // come another way: a history asked for elsewhere is not quietly kept here.
            let reason = HistorySettings.message(for: error)
            status.setProblem("history", Message("daemon.problem.history-url", [Message.Argument("reason", .message(reason))]))
            metrics.setDegraded(status.isDegraded)
            logger.error(
                "history.url can't be used; no history is kept",
                metadata: ["reason": "\(reason.rendered(in: .en))", "url": "\(Self.withoutPassword(url))"])
            return nil
        }
    }

    /// What the overview shows of a digest: every day from the first one the history knows
    /// (at most 30 back) to today, a day without a write showing the day before's errors
    /// (nothing changed that day).
    package static func recent(_ digest: HistoryDigest, now: Int64 = UTCTime.now()) -> HistoryDigest {
        let known = Dictionary(digest.dailyErrors.map { ($0.day, $0.errors) }, uniquingKeysWith: { _, last in last })
        var days: [HistoryDigest.Day] = []
        var carried: Int?
        for back in stride(from: 29, through: 0, by: -1) {
            let day = UTCTime.day(now - Int64(back) * 86400)
            if let errors = known[day] { carried = errors }
            if let carried { days.append(HistoryDigest.Day(day: day, errors: carried)) }
        }
        return HistoryDigest(newlyFailing: digest.newlyFailing, added: digest.added, fixed: digest.fixed, dailyErrors: days)
    }

    /// A database URL with its password, if any, left out (for logs and the status).
    static func withoutPassword(_ url: String) -> String {
        url.replacing(/:\/\/([^:@\/]*):[^@\/]*@/) { "://" + $0.output.1 + ":…@" }
    }

    /// The name events of this daemon's tree carry: the host and the watched folders, as
    /// people read them (`FileName.display`).
    static func treeName(_ watch: [String]) -> String {
        var name = [CChar](repeating: 0, count: 256)
        let host = gethostname(&name, name.count) == 0 ? String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : "localhost"
        return host + ":" + watch.map(FileName.display).joined(separator: ",")
    }
}
