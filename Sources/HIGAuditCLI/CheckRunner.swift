import Foundation
import HIGAuditCore

/// Audits sources in parallel and writes their output in command-line order, holding
/// only a bounded window of finished reports in memory.
struct CheckRunner: Sendable {
    var sourceAuditor: SourceAuditor
    var format: any RunFormat
    var inputLimit: Int
    var auditedAt: String
    var baseline: Baseline?
    /// Collects baseline entries of every finding, for `--write-baseline`.
    var recordsBaseline = false

    private struct Outcome: Sendable {
        var index: Int
        var entries: [[UInt8]]
        var report: ScreenReport
        var match: Baseline.Match?
    }

    struct Result {
        var summary: RunSummary
        var baselineEntries: [Baseline.Entry]
    }

    func run(_ sources: [SourceFile]) async -> Result {
        var summary = RunSummary()
        if baseline != nil { summary.baseline = .init() }
        var recorded: [Baseline.Entry] = []
        var buffered: [UInt8] = []
        var wroteEntry = false
        let separator = Array(format.separator.utf8)
        func emit(_ bytes: [UInt8]) {
            if format.streams { StandardOutput.write(bytes) } else { buffered += bytes }
        }
        if format.streams { StandardOutput.write(format.header(nil)) }
        let window = max(4, ProcessInfo.processInfo.activeProcessorCount * 4)
        await withTaskGroup(of: Outcome.self) { group in
            var next = 0
            var emitted = 0
            var finished: [Int: Outcome] = [:]
            func start() {
                let index = next
                let source = sources[index]
                group.addTask { self.audit(source, index: index) }
                next += 1
            }
            while next < min(window, sources.count) { start() }
            for await outcome in group {
                finished[outcome.index] = outcome
                while let ready = finished.removeValue(forKey: emitted) {
                    for entry in ready.entries {
                        if wroteEntry { emit(separator) }
                        emit(entry)
                        wroteEntry = true
                    }
                    summary.add(ready.report)
                    if let match = ready.match {
                        summary.baseline?.suppressed += match.suppressed
                        summary.baseline?.fixed += match.fixed
                    }
                    if recordsBaseline { recorded += Baseline.entries(of: ready.report) }
                    emitted += 1
                }
                if next < sources.count { start() }
            }
        }
        if !format.streams {
            StandardOutput.write(format.header(summary))
            StandardOutput.write(buffered)
        }
        StandardOutput.write(format.footer(summary))
        return Result(summary: summary, baselineEntries: recorded)
    }

    private func audit(_ source: SourceFile, index: Int) -> Outcome {
        let input = SourceReader.read(source, limit: inputLimit)
        var syntax = source.syntax ?? .json
        if source.path == nil, case .bytes(let bytes) = input { syntax = SourceAuditor.syntax(sniffing: bytes) }
        var report = sourceAuditor.report(source: source.source, screenName: source.screenName, input: input,
                                          syntax: syntax, auditedAt: auditedAt)
        var match: Baseline.Match?
        if let baseline {
            match = baseline.apply(to: report)
            report = match!.report
        }
        return Outcome(index: index, entries: format.entries(for: report), report: report, match: match)
    }
}
