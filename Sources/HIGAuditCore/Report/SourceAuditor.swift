/// Turns the bytes of one source file into its report: format detection, decoding,
/// auditing. Pure: the caller reads the file and supplies the time.
public struct SourceAuditor: Sendable {
    /// How a source is written.
    public enum Syntax: Sendable { case json, yaml }

    /// A source's bytes, or why they couldn't be read.
    public enum Input: Sendable {
        /// The source's whole content.
        case bytes([UInt8])
        /// The file is larger than the configured limit.
        case tooLarge(limit: Int)
        /// The source couldn't be read, for `reason` (an error description).
        case unreadable(reason: String)
        /// A folder to audit couldn't be opened or listed, for `reason`: what it holds is unknown.
        case unreadableFolder(reason: String)
    }

    /// Converts YAML to equivalent JSON bytes (provided by the YAML module).
    public typealias YAMLConverter = @Sendable ([UInt8]) -> Result<ConvertedYAML, InputError>

    /// Runs the rules, with their configuration, on each decoded screen.
    public let auditor: Auditor
    /// The program's version, which reports give as `auditor.version`.
    public let version: String
    /// Converts a YAML source to JSON before decoding.
    public let yamlConverter: YAMLConverter
    /// The digest of the auditor's configuration, computed once.
    public let configDigest: String

    /// Audits sources with `auditor`, reporting `version`; YAML sources go through `yamlConverter`.
    public init(auditor: Auditor, version: String = HIGAudit.version, yamlConverter: @escaping YAMLConverter) {
        self.auditor = auditor
        self.version = version
        self.yamlConverter = yamlConverter
        self.configDigest = auditor.configurationDigest
    }

    /// A screen's default name: its source path without the file's extension.
    public static func screenName(forPath sourcePath: String) -> String {
        // On UTF-8 bytes: `/` and `.` are ASCII, so they never fall inside a multi-byte character.
        let bytes = sourcePath.utf8
        let trimmed = bytes.last == UInt8(ascii: "/") ? bytes.dropLast(bytes.reversed().prefix { $0 == UInt8(ascii: "/") }.count) : bytes[...]
        let nameStart = trimmed.lastIndex(of: UInt8(ascii: "/")).map { bytes.index(after: $0) } ?? trimmed.startIndex
        guard let dot = trimmed[nameStart...].lastIndex(of: UInt8(ascii: ".")), dot != nameStart else { return sourcePath }
        return String(sourcePath[..<dot])
    }

    /// The report of one source: named `screenName` unless the screen has an `id`, audited at
    /// `auditedAt` (an RFC 3339 time). An input that can't be read or decoded gets status `error`.
    public func report(source: String, screenName: String, input: Input, syntax: Syntax, auditedAt: String) -> ScreenReport {
        // Without skipping, a report always comes back.
        screenReport(source: source, screenName: screenName, input: input, syntax: syntax, auditedAt: auditedAt, skipsOtherJSON: false)!
    }

    /// As `report`, or nil when `skipsOtherJSON` is set and the input is JSON whose top
    /// level has neither `format` nor `elements`: not a screen description (a
    /// `package.json`, an asset catalog's `Contents.json`), which is skipped, not an error.
    public func screenReport(
        source: String, screenName: String, input: Input, syntax: Syntax, auditedAt: String,
        skipsOtherJSON: Bool
    ) -> ScreenReport? {
        var report = ScreenReport(
            source: source, sourceDigest: "", screen: screenName, platform: nil,
            profile: auditor.configuration.profile, auditorVersion: version,
            configDigest: configDigest, auditedAt: auditedAt, findings: [], error: nil)
        let bytes: [UInt8]
        switch input {
        case .bytes(let content):
            bytes = content
        case .tooLarge(let limit):
            return failed(report, InputError(Message("input.too-large", ["limit": String(limit)]), pointer: ""))
        case .unreadable(let reason):
            return failed(report, InputError(Message("input.unreadable", ["reason": reason]), pointer: ""))
        case .unreadableFolder(let reason):
            return failed(report, InputError(Message("input.folder-unreadable", ["reason": reason]), pointer: ""))
        }
        // Hashed only when the file is audited: JSON that is skipped needs no digest.
        func digested(_ report: ScreenReport) -> ScreenReport {
            var report = report
            report.sourceDigest = "sha256:" + SHA256.hex(of: bytes)
            return report
        }
        var json = bytes
        var yamlPositions: [TextPosition]?
        if syntax == .yaml {
            switch yamlConverter(bytes) {
            case .success(let converted):
                json = converted.json
                yamlPositions = converted.positions
            case .failure(let error): return failed(digested(report), error)
            }
        }
        let tape: JSONTape
        do {
            tape = try JSONParser().parse(json)
        } catch {
            return failed(
                digested(report),
                InputError(
                    Message("input.not-json", [.init("detail", .message(error.message))]), pointer: error.pointer, line: error.line, column: error.column))
        }
        if skipsOtherJSON, syntax == .json, !Self.isScreenDescription(tape) { return nil }
        report = digested(report)
        let locator = FindingLocator(tape: tape, yamlPositions: yamlPositions)
        switch ScreenDecoder().decode(tape: tape) {
        case .failure(let error):
            return failed(report, error, locator: locator)
        case .success(let screen):
            report.platform = screen.platform
            report.contrast = screen.contrast
            if let id = screen.id { report.screen = id }
            report.findings = auditor.audit(screen)
            report.auditedScreen = screen
            locator.orderAndLocate(&report.findings)
            return report
        }
    }

    /// A JSON document is a screen description when its top level is an object with
    /// `format` or `elements` (a Figma export is recognized before this), unless its
    /// `format` names one of this project's own files: a baseline or a report written into
    /// the audited folder is not a screen either.
    public static func isScreenDescription(_ tape: JSONTape) -> Bool {
        guard tape.kind(tape.root) == .object else { return false }
        var found = false
        var ownFile = false
        tape.forEachMember(of: tape.root) { key, value in
            if tape.stringEquals(key, "format") {
                found = true
                ownFile = ownFormats.contains { tape.stringEquals(value, $0) }
            } else if tape.stringEquals(key, "elements") {
                found = true
            }
        }
        return found && !ownFile
    }

    /// The formats of the files this project writes.
    static let ownFormats: [StaticString] = ["higaudit-baseline/1", "hig-report/1", "hig-index/1", "hig-audit-run/1"]

    /// The error report of an input: one `input-invalid` finding, at the syntax error's
    /// line and column, or where the bad value starts when the tape is known.
    private func failed(_ report: ScreenReport, _ error: InputError, locator: FindingLocator? = nil) -> ScreenReport {
        var report = Self.inputErrorReport(report, error)
        if report.findings[0].location == nil, let locator {
            locator.locate(&report.findings)
            report.placeErrorAtItsFinding()
        }
        return report
    }

    /// `report` as the report of an input that could not be audited: `error` and its one
    /// `input-invalid` finding, placed at the error's line and column when it has them.
    public static func inputErrorReport(_ report: ScreenReport, _ error: InputError) -> ScreenReport {
        var report = report
        report.error = error
        var finding = Finding(
            rule: InputInvalid.id, severity: .error, pointer: error.pointer,
            message: Message("input-invalid.message", [.init("problem", .message(error.described))]))
        if let line = error.line, let column = error.column { finding.location = TextPosition(line: line, column: column) }
        report.findings = [finding]
        return report
    }
}

/// The program as a whole.
public enum HIGAudit {
    /// The version reports and SARIF name.
    public static let version = "0.1.0"
}
