import HIGAuditCore

/// Findings recorded at one time, so that later runs report only what is new.
package struct Baseline: Sendable, Equatable {
    package static let formatName = "higaudit-baseline/1"

    package struct Entry: Sendable, Hashable {
        package var source: String
        package var rule: String
        package var pointer: String
        package var fingerprint: String

        package init(source: String, rule: String, pointer: String, fingerprint: String) {
            self.source = source
            self.rule = rule
            self.pointer = pointer
            self.fingerprint = fingerprint
        }
    }

    package let entries: [Entry]
    private let entriesBySource: [String: [Entry]]
    /// The absolute folder sources are recorded relative to (the current directory of the
    /// run); nil keeps them as given.
    package let currentDirectory: String?

    /// Entries with their sources normalized (`./a.json` and `a.json` are one path), made
    /// relative to `currentDirectory` where they lie inside it.
    package init(entries: [Entry], currentDirectory: String? = nil) {
        self.currentDirectory = currentDirectory
        let normalized = entries.map { entry in
            var entry = entry
            entry.source = Self.normalizedSource(entry.source, relativeTo: currentDirectory)
            return entry
        }
        self.entries = normalized.sorted { ($0.source, $0.rule, $0.pointer, $0.fingerprint) < ($1.source, $1.rule, $1.pointer, $1.fingerprint) }
        self.entriesBySource = Dictionary(grouping: self.entries, by: \.source)
    }

    /// A source path with `.` and `..` folded, repeated and trailing `/` dropped, and, when
    /// it is inside `directory` (absolute), made relative to it: an absolute path, or one
    /// that leaves the directory and comes back (`../here/a.json`).
    package static func normalizedSource(_ path: String, relativeTo directory: String?) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            if part == "..", absolute { continue }
            parts.append(part)
        }
        let folded = (absolute ? "/" : "") + parts.joined(separator: "/")
        // `../here/a.json` from `here` is `a.json`; one that stays outside keeps its `..`,
        // so that a baseline holds no absolute path that another checkout wouldn't have.
        if !absolute, parts.first == "..", let directory, directory.hasPrefix("/") {
            let resolved = normalizedSource(directory + "/" + folded, relativeTo: directory)
            return resolved.hasPrefix("/") ? folded : resolved
        }
        guard absolute, let directory else { return folded.isEmpty ? "." : folded }
        if folded == directory { return "." }
        let prefix = directory == "/" ? "/" : directory + "/"
        return folded.hasPrefix(prefix) ? String(folded.dropFirst(prefix.count)) : folded
    }

    package static func == (lhs: Baseline, rhs: Baseline) -> Bool { lhs.entries == rhs.entries }

    /// Sources the baseline knows.
    package var sources: Set<String> { Set(entriesBySource.keys) }

    package init(reports: [ScreenReport]) {
        self.init(entries: reports.flatMap(Self.entries(of:)))
    }

    package static func entries(of report: ScreenReport) -> [Entry] {
        report.findings.map { Entry(source: report.source, rule: $0.rule, pointer: $0.pointer, fingerprint: $0.fingerprint) }
    }

    /// The outcome of holding one report against the baseline.
    package struct Match: Sendable {
        package var report: ScreenReport
        package var suppressed: Int
        /// Baseline entries of this source that no finding matched any more.
        package var fixed: Int
    }

    /// Removes the known findings from `report`: first those whose rule and fingerprint
    /// match (they survive unrelated edits), then those whose rule and pointer match.
    package func apply(to report: ScreenReport) -> Match {
        var known = entriesBySource[Self.normalizedSource(report.source, relativeTo: currentDirectory)] ?? []
        var kept: [Finding] = []
        var pending: [Finding] = []
        for finding in report.findings {
            if let index = known.firstIndex(where: { $0.rule == finding.rule && $0.fingerprint == finding.fingerprint }) {
                known.remove(at: index)
            } else {
                pending.append(finding)
            }
        }
        for finding in pending {
            if let index = known.firstIndex(where: { $0.rule == finding.rule && $0.pointer == finding.pointer }) {
                known.remove(at: index)
            } else {
                kept.append(finding)
            }
        }
        var filtered = report
        // In the report's order, which `kept` follows.
        filtered.findings = kept
        return Match(report: filtered, suppressed: report.findings.count - kept.count, fixed: known.count)
    }

    package var json: JSONValue {
        .object([
            "format": .string(Self.formatName),
            "findings": .array(
                entries.map {
                    .object(["source": .string($0.source), "rule": .string($0.rule), "pointer": .string($0.pointer), "fingerprint": .string($0.fingerprint)])
                }),
        ])
    }

    /// Reads a baseline file's JSON.
    package static func decode(_ bytes: [UInt8]) -> Result<Baseline, InputError> {
        let tape: JSONTape
        do {
            tape = try JSONParser().parse(bytes)
        } catch {
            return .failure(
                InputError(
                    Message("input.not-json", [.init("detail", .message(error.message))]), pointer: error.pointer, line: error.line, column: error.column))
        }
        let read = TapeReader(tape: tape)
        do throws(DecodeFailure) {
            guard tape.kind(tape.root) == .object else { throw DecodeFailure(node: tape.root, message: Message("input.object")) }
            guard let format = try read.string(tape.member("format", of: tape.root)), format == formatName else {
                OutputWords.register()
                throw DecodeFailure(node: tape.root, missingKey: "format", message: Message("baseline.format", ["format": formatName]))
            }
            guard let list = try read.array(tape.member("findings", of: tape.root)) else {
                throw DecodeFailure(node: tape.root, missingKey: "findings", message: Message("input.array"))
            }
            var entries: [Entry] = []
            var failure: DecodeFailure?
            tape.forEachElement(of: list) { _, item in
                guard failure == nil else { return }
                do throws(DecodeFailure) {
                    guard tape.kind(item) == .object else { throw DecodeFailure(node: item, message: Message("input.object")) }
                    func field(_ name: StaticString) throws(DecodeFailure) -> String {
                        guard let value = try read.string(tape.member(name, of: item)) else {
                            throw DecodeFailure(node: item, missingKey: name.description, message: Message("input.string"))
                        }
                        return value
                    }
                    entries.append(
                        Entry(
                            source: try field("source"), rule: try field("rule"),
                            pointer: (try? read.string(tape.member("pointer", of: item))).flatMap { $0 } ?? "",
                            fingerprint: try field("fingerprint")))
                } catch {
                    failure = error
                }
            }
            if let failure { throw failure }
            return .success(Baseline(entries: entries))
        } catch {
            var pointer = tape.pointer(to: error.node)
            if let key = error.missingKey { pointer += "/" + JSONPointer.escape(key) }
            return .failure(InputError(error.message, pointer: pointer))
        }
    }
}
