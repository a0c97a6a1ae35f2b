import HIGAuditCore
import Metrics
import Prometheus

/// The daemon's metrics through swift-metrics, kept in its own Prometheus registry
/// (so several daemons in one test process don't share them).
final class DaemonMetrics: Sendable {
    private let registry = PrometheusCollectorRegistry()
    private let audits: [ScreenReport.Status: Metrics.Counter]
    private let duration: Metrics.Timer
    private let queueDepth: Metrics.Gauge
    private let watches: Metrics.Gauge
    private let rescans: Metrics.Counter
    private let degraded: Metrics.Gauge

    init() {
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.defaultDurationHistogramBuckets = [
            .milliseconds(1), .milliseconds(2), .milliseconds(5), .milliseconds(10),
            .milliseconds(25), .milliseconds(50), .milliseconds(100), .milliseconds(250),
            .milliseconds(500), .seconds(1), .seconds(5),
        ]
        audits = Dictionary(
            uniqueKeysWithValues: [ScreenReport.Status.pass, .fail, .error].map {
                ($0, Metrics.Counter(label: "higaudit_audits_total", dimensions: [("status", $0.rawValue)], factory: factory))
            })
        duration = Metrics.Timer(label: "higaudit_audit_duration_seconds", factory: factory)
        queueDepth = Metrics.Gauge(label: "higaudit_queue_depth", factory: factory)
        watches = Metrics.Gauge(label: "higaudit_watches", factory: factory)
        rescans = Metrics.Counter(label: "higaudit_rescans_total", factory: factory)
        degraded = Metrics.Gauge(label: "higaudit_degraded", factory: factory)
    }

    func audited(_ status: ScreenReport.Status, seconds: Double) {
        audits[status]?.increment()
        duration.recordNanoseconds(Int64(seconds * 1e9))
    }

    func setQueueDepth(_ depth: Int) { queueDepth.record(depth) }
    func setWatches(_ count: Int) { watches.record(count) }
    func rescanned() { rescans.increment() }
    func setDegraded(_ isDegraded: Bool) { degraded.record(isDegraded ? 1 : 0) }

    func render(coordinator: AuditCoordinator) async -> String {
        setQueueDepth(await coordinator.queueDepth)
        return registry.emitToString()
    }
}
