import Foundation
import HIGAuditCore
import HIGAuditFiles
import HIGAuditInputs
import HIGAuditInterfaceBuilder
import HIGAuditOutputs

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
    /// The configuration file in force, named in the run's summary.
    var configurationPath: String?
    /// Writes each screen's page as its report is made (`--format html --output`).
    var pages: ReportPages?

    private struct Outcome: Sendable {
        var index: Int
        var entries: [[UInt8]]
        /// One report per screen of the source (a Figma export has one per frame).
        var reports: [ScreenReport]
        /// The reports whose pages were written.
        var written: [ReportPages.Written] = []
        /// The first page that couldn't be written.
        var pageFailure: CommandFailure?
        var matches: [Baseline.Match]
        var skipped: SkipReason?
    }

    struct Result {
        var summary: RunSummary
        var baselineEntries: [Baseline.Entry]
        /// The overview's rows and totals, when pages are written.
        var rows: [ReportPages.Row] = []
        var totals = OverviewTotals()
        /// The first page, in command-line order, that couldn't be written.
        var pageFailure: CommandFailure?
    }

    /// Audits `sources` as they come (a walk still under way hands them over one by one).
    func run(_ sources: AsyncStream<CheckInput>) async -> Result {
        // One colorset index per audited root, shared by the documents below it.
        var catalogs: [String: AssetCatalogs] = [:]
        var summary = RunSummary()
        summary.configuration = configurationPath
        if baseline != nil { summary.baseline = .init() }
        var recorded: [Baseline.Entry] = []
        var rows: [ReportPages.Row] = []
        var totals = OverviewTotals()
        var pageFailure: CommandFailure?
        var buffered: [UInt8] = []
        let spool = format.streams ? nil : OutputSpool()
        var wroteEntry = false
        let separator = Array(format.separator.utf8)
        // Streamed output leaves in blocks of about 64 KiB (one system call per block, not per
        // entry), or entry by entry on a terminal, where a person watches it come.
        let block = isatty(STDOUT_FILENO) == 1 ? 0 : 65_536
        func emit(_ bytes: [UInt8]) {
            if let spool { return spool.append(bytes) }
            buffered += bytes
            if buffered.count >= block {
                StandardOutput.write(buffered)
                buffered.removeAll(keepingCapacity: true)
            }
        }
        if format.streams { StandardOutput.write(format.header(nil)) }
        let window = max(4, ProcessInfo.processInfo.activeProcessorCount * 4)
        var inputs: [CheckInput] = []
        var remaining = sources.makeAsyncIterator()
        await withTaskGroup(of: Outcome.self) { group in
            var emitted = 0
            var finished: [Int: Outcome] = [:]
            func startNext() async {
                guard let source = await remaining.next() else { return }
                let index = inputs.count
                inputs.append(source)
                var rootCatalogs: AssetCatalogs?
                if source.kind == .interfaceBuilder {
                    rootCatalogs = catalogs[source.root] ?? AssetCatalogs(root: source.root)
                    catalogs[source.root] = rootCatalogs
                }
                group.addTask { [rootCatalogs] in self.audit(source, index: index, catalogs: rootCatalogs) }
            }
            for _ in 0..<window { await startNext() }
            for await outcome in group {
                finished[outcome.index] = outcome
                while let ready = finished.removeValue(forKey: emitted) {
                    for entry in ready.entries {
                        if wroteEntry { emit(separator) }
                        emit(entry)
                        wroteEntry = true
                    }
                    if ready.skipped != nil { summary.skipped += 1 }
                    if ready.skipped == .savedBeforeXcode5 { summary.savedBeforeXcode5.append(FileName.display(inputs[ready.index].source)) }
                    for written in ready.written {
                        rows.append(written.row)
                        totals.add(written.entry)
                    }
                    if pageFailure == nil { pageFailure = ready.pageFailure }
                    for report in ready.reports {
                        summary.add(report)
                        if recordsBaseline { recorded += Baseline.entries(of: report) }
                    }
                    for match in ready.matches {
                        summary.baseline?.suppressed += match.suppressed
                        summary.baseline?.fixed += match.fixed
                    }
                    emitted += 1
                }
                await startNext()
            }
        }
        if let spool {
            StandardOutput.write(format.header(summary))
            spool.drain { StandardOutput.write($0) }
        }
        StandardOutput.write(buffered)
        StandardOutput.write(format.footer(summary))
        return Result(summary: summary, baselineEntries: recorded, rows: rows, totals: totals, pageFailure: pageFailure)
    }

    private func audit(_ source: CheckInput, index: Int, catalogs: AssetCatalogs?) -> Outcome {
        let input = SourceReader.read(source, limit: inputLimit, language: sourceAuditor.auditor.configuration.language)
        var kind = source.kind ?? .json
        if source.path == nil, case .bytes(let bytes) = input { kind = InputKind(sniffing: bytes) }
        let outcome = InputAuditor(sourceAuditor: sourceAuditor).audit(
            source: source.source, path: source.path, input: input, kind: kind,
            catalogs: catalogs, auditedAt: auditedAt)
        var reports = outcome.reports.map(\.report)
        var matches: [Baseline.Match] = []
        if let baseline, reports.count == 1 {
            let match = baseline.apply(to: reports[0])
            reports[0] = match.report
            matches.append(match)
        } else if let baseline, !reports.isEmpty {
            // The frames of one Figma export share its source: match the baseline once
            // against all their findings, so that "fixed" counts each entry once.
            var merged = reports[0]
            merged.findings = reports.flatMap(\.findings)
            let match = baseline.apply(to: merged)
            var kept: [String: Int] = [:]
            func key(_ finding: Finding) -> String { finding.rule + "\u{1F}" + finding.pointer + "\u{1F}" + finding.fingerprint }
            for finding in match.report.findings { kept[key(finding), default: 0] += 1 }
            for k in reports.indices {
                reports[k].findings = reports[k].findings.filter { finding in
                    guard let count = kept[key(finding)], count > 0 else { return false }
                    kept[key(finding)] = count - 1
                    return true
                }
            }
            matches.append(match)
        }
        var result = Outcome(
            index: index, entries: reports.flatMap { format.entries(for: $0) }, reports: reports, matches: matches, skipped: outcome.skipped)
        if let pages {
            do throws(CommandFailure) {
                for (report, made) in zip(reports, outcome.reports) {
                    result.written.append(try pages.write(report, key: PagePaths.key(forGivenPath: FileName.display(made.reportKey))))
                }
            } catch {
                result.pageFailure = error
            }
        }
        // The summary needs no screen: the report's sketch goes with this task.
        for index in result.reports.indices { result.reports[index].auditedScreen = nil }
        return result
    }
}
