import Testing

@testable import HIGAuditDaemon

@Suite struct DaemonMetricsTests {
    /// The exposition's lines for `family`: its `# HELP` and `# TYPE` lines and its samples.
    private func lines(of family: String, in text: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter {
            $0.hasPrefix("# HELP \(family) ") || $0.hasPrefix("# TYPE \(family) ") || $0.hasPrefix(family)
        }
    }

    @Test func everyFamilyHasHelpAndType() {
        let text = DaemonMetrics().exposition
        let families = [
            "higaudit_audits_total", "higaudit_audit_duration_seconds", "higaudit_queue_depth", "higaudit_watches",
            "higaudit_rescans_total", "higaudit_degraded", "higaudit_write_failures_total", "higaudit_history_pending_bytes",
        ]
        for family in families {
            let help = lines(of: family, in: text).filter { $0.hasPrefix("# HELP ") }
            let type = lines(of: family, in: text).filter { $0.hasPrefix("# TYPE ") }
            #expect(help.count == 1, "\(family)")
            #expect(help.first.map { $0.count > "# HELP \(family) ".count + 10 } == true, "\(family)")
            #expect(type.count == 1, "\(family)")
        }
        let declared = Set(text.split(separator: "\n").filter { $0.hasPrefix("# TYPE ") }.map { $0.split(separator: " ")[2] })
        #expect(declared == Set(families.map { Substring($0) }))
        #expect(text.contains("# TYPE higaudit_audits_total counter"))
        #expect(text.contains("# TYPE higaudit_audit_duration_seconds histogram"))
        #expect(text.contains("# TYPE higaudit_degraded gauge"))
    }

    @Test func valuesFollowWhatTheDaemonTellsThem() {
        let metrics = DaemonMetrics()
        metrics.audited(.fail, seconds: 0.003)
        metrics.audited(.fail, seconds: 0.2)
        metrics.audited(.pass, seconds: 0.0005)
        metrics.writeFailed()
        metrics.setDegraded(true)
        metrics.setWatches(12)
        metrics.rescanned()
        let text = metrics.exposition
        #expect(text.contains("higaudit_audits_total{status=\"fail\"} 2\n"))
        #expect(text.contains("higaudit_audits_total{status=\"pass\"} 1\n"))
        #expect(text.contains("higaudit_audits_total{status=\"error\"} 0\n"))
        #expect(text.contains("higaudit_audit_duration_seconds_count 3\n"))
        #expect(text.contains("higaudit_audit_duration_seconds_bucket{le=\"0.001\"} 1\n"))
        #expect(text.contains("higaudit_audit_duration_seconds_bucket{le=\"0.005\"} 2\n"))
        #expect(text.contains("higaudit_audit_duration_seconds_bucket{le=\"0.25\"} 3\n"))
        #expect(text.contains("higaudit_write_failures_total 1\n"))
        #expect(text.contains("higaudit_rescans_total 1\n"))
        #expect(lines(of: "higaudit_degraded", in: text).last?.hasSuffix(" 1.0") == true)
        #expect(lines(of: "higaudit_watches", in: text).last?.hasSuffix(" 12.0") == true)
        metrics.setDegraded(false)
        #expect(lines(of: "higaudit_degraded", in: metrics.exposition).last?.hasSuffix(" 0.0") == true)
    }
}
