import HIGAuditCore
import Prometheus

/// The daemon's metrics, kept in its own Prometheus registry (so several daemons in one
/// test process don't share them). Made through the registry rather than swift-metrics'
/// facade, which has no way to give a metric its `# HELP` line.
package final class DaemonMetrics: Sendable {
    private let registry: PrometheusCollectorRegistry
    private let audits: [ScreenReport.Status: Prometheus.Counter]
    private let duration: DurationHistogram
    private let queueDepth: Prometheus.Gauge
    private let watches: Prometheus.Gauge
    private let rescans: Prometheus.Counter
    private let degraded: Prometheus.Gauge
    private let writeFailures: Prometheus.Counter
    private let historyPendingBytes: Prometheus.Gauge

    init() {
        let registry = PrometheusCollectorRegistry()
        self.registry = registry
        func name(_ metric: String, _ unit: String = "", help: String) -> MetricNameDescriptor {
            MetricNameDescriptor(namespace: "higaudit", metricName: metric, unitName: unit, helpText: help)
        }
        let auditsName = name("audits", "total", help: "Screens audited since the daemon started, by the status of their report.")
        audits = Dictionary(
            uniqueKeysWithValues: [ScreenReport.Status.pass, .fail, .error].map {
                ($0, registry.makeCounter(descriptor: auditsName, labels: [("status", $0.rawValue)]))
            })
        duration = registry.makeDurationHistogram(
            descriptor: name("audit_duration", "seconds", help: "Time to read and audit one screen and make its report and page."),
            buckets: [
                .milliseconds(1), .milliseconds(2), .milliseconds(5), .milliseconds(10),
                .milliseconds(25), .milliseconds(50), .milliseconds(100), .milliseconds(250),
                .milliseconds(500), .seconds(1), .seconds(5),
            ])
        queueDepth = registry.makeGauge(descriptor: name("queue_depth", help: "Audits queued, running or waiting to run again."))
        watches = registry.makeGauge(descriptor: name("watches", help: "Folders watched with inotify."))
        rescans = registry.makeCounter(
            descriptor: name(
                "rescans", "total",
                help: "Watched trees listed again to recover lost events (the kernel's queue overflowed) or because a watched folder came back."))
        degraded = registry.makeGauge(descriptor: name("degraded", help: "1 while /v1/status says degraded (see its problems), else 0."))
        writeFailures = registry.makeCounter(
            descriptor: name("write_failures", "total", help: "Times a report, page or aggregate file could not be written or removed (each is tried again)."))
        historyPendingBytes = registry.makeGauge(
            descriptor: name("history_pending", "bytes", help: "Bytes held by changes waiting to be written to the history (bounded; see docs/history.md)."))
    }

    package func audited(_ status: ScreenReport.Status, seconds: Double) {
        audits[status]?.increment()
        duration.record(.nanoseconds(Int64(seconds * 1e9)))
    }

    package func setQueueDepth(_ depth: Int) { queueDepth.set(Int64(depth)) }
    func setWatches(_ count: Int) { watches.set(Int64(count)) }
    func rescanned() { rescans.increment() }
    package func setDegraded(_ isDegraded: Bool) { degraded.set(isDegraded ? 1.0 : 0.0) }
    package func writeFailed() { writeFailures.increment() }

    /// The metrics in Prometheus' text format, the queue's depth and the history's pending
    /// bytes read first.
    func render(coordinator: AuditCoordinator, historyPendingBytes pending: Int = 0) async -> String {
        setQueueDepth(await coordinator.queueDepth)
        historyPendingBytes.set(Int64(pending))
        return exposition
    }

    /// The metrics in Prometheus' text format, as they stand.
    var exposition: String { registry.emitToString() }
}
