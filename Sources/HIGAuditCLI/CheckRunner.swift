import Foundation
import HIGAuditCore
import HIGAuditYAML

/// Audits sources in parallel and writes their output in command-line order, holding
/// only a bounded window of finished reports in memory.
struct CheckRunner: Sendable {
    var sourceAuditor: SourceAuditor
    var format: OutputFormat
    var renderer: TextRenderer
    var inputLimit: Int
    var auditedAt: String

    private struct Outcome: Sendable {
        var index: Int
        var output: [UInt8]
        var report: ScreenReport
    }

    func run(_ sources: [SourceFile]) async -> RunSummary {
        var summary = RunSummary()
        if format == .json { StandardOutput.write(#"{"format":"hig-audit-run/1","screens":["#) }
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
                    if format == .json && emitted > 0 { StandardOutput.write(",") }
                    StandardOutput.write(ready.output)
                    summary.add(ready.report)
                    emitted += 1
                }
                if next < sources.count { start() }
            }
        }
        switch format {
        case .json:
            var writer = JSONWriter()
            writer.write(summary.json)
            StandardOutput.write(#"],"summary":"#)
            StandardOutput.write(writer.bytes)
            StandardOutput.write("}\n")
        case .text:
            StandardOutput.write(renderer.summary(summary))
        }
        StandardOutput.flush()
        return summary
    }

    private func audit(_ source: SourceFile, index: Int) -> Outcome {
        let input = SourceReader.read(source, limit: inputLimit)
        var syntax = source.syntax ?? .json
        if source.path == nil, case .bytes(let bytes) = input { syntax = SourceAuditor.syntax(sniffing: bytes) }
        let report = sourceAuditor.report(source: source.source, screenName: source.screenName, input: input,
                                          syntax: syntax, auditedAt: auditedAt)
        let output: [UInt8]
        switch format {
        case .json:
            var writer = JSONWriter(capacity: 4096)
            writer.write(report.json(in: renderer.language))
            output = writer.bytes
        case .text:
            output = Array(renderer.render(report).utf8)
        }
        return Outcome(index: index, output: output, report: report)
    }
}

extension SourceAuditor {
    /// The auditor the command line and the daemon use: YAML through libyaml.
    static func standard(_ auditor: Auditor) -> SourceAuditor {
        SourceAuditor(auditor: auditor) { bytes in
            do throws(YAMLInputError) {
                return .success(try YAMLToJSON.convert(bytes))
            } catch {
                return .failure(InputError(Message("input.not-yaml", ["detail": error.message]), pointer: error.pointer, line: error.line, column: error.column))
            }
        }
    }
}
