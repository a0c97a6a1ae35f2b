/// The `hig-report/1` document for one screen.
public struct ScreenReport: Sendable {
    /// `pass` (no error-level finding), `fail` (at least one) or `error` (the input couldn't be audited).
    public enum Status: String, Sendable { case pass, fail, error }

    /// The path of the source file, as given.
    public var source: String
    /// `sha256:` and the hex SHA-256 of the source's bytes.
    public var sourceDigest: String
    /// The screen's name: its `id`, else the name the caller gives (`check` and the daemon
    /// give the source path without its extension).
    public var screen: String
    /// The screen's `platform`; nil when the input couldn't be decoded.
    public var platform: Platform?
    /// The profile the screen was audited with.
    public var profile: Profile
    /// The version of the program that audited it.
    public var auditorVersion: String
    /// The digest of the configuration it was audited with (`Auditor.configurationDigest`).
    public var configDigest: String
    /// When it was audited, as an RFC 3339 time.
    public var auditedAt: String
    /// The findings in document order.
    public var findings: [Finding]
    /// Why the input couldn't be audited, for a report of status `error`.
    public var error: InputError?
    /// The appearance the screen was audited in, for inputs audited in more than one
    /// (Interface Builder documents); nil otherwise.
    public var appearance: Appearance?
    /// Whether the screen was audited with Increase Contrast on (`increase-contrast.md`).
    public var contrast: Contrast = .standard
    /// A name people know the screen by (a storyboard identifier, a XIB's file name), when
    /// the input has one.
    public var title: String?
    /// The screen as audited, for outputs that draw it (the sketch on its page). Kept in
    /// memory only: a report read back has none.
    public var auditedScreen: Screen?
    /// Labels whose text is attributed only, not checked for contrast (Interface Builder
    /// documents); written as `attributedLabelsNotChecked` when there are any.
    public var attributedLabelsNotChecked = 0
    /// Buttons whose title is attributed only, not checked for contrast (Interface Builder
    /// documents); written as `attributedButtonsNotChecked` when there are any.
    public var attributedButtonsNotChecked = 0

    /// A report of the given fields; `appearance`, `title` and `auditedScreen` start nil.
    public init(
        source: String, sourceDigest: String, screen: String, platform: Platform?, profile: Profile,
        auditorVersion: String, configDigest: String, auditedAt: String, findings: [Finding], error: InputError?
    ) {
        self.source = source
        self.sourceDigest = sourceDigest
        self.screen = screen
        self.platform = platform
        self.profile = profile
        self.auditorVersion = auditorVersion
        self.configDigest = configDigest
        self.auditedAt = auditedAt
        self.findings = findings
        self.error = error
    }

    /// `error` when the input couldn't be audited; else `fail` when a finding has severity `error`; else `pass`.
    public var status: Status {
        if error != nil { return .error }
        return findings.contains { $0.severity == .error } ? .fail : .pass
    }

    /// Gives an input error without a line and column those of its `input-invalid`
    /// finding, once that finding is located.
    public mutating func placeErrorAtItsFinding() {
        guard error != nil, error?.line == nil, let location = findings.first?.location else { return }
        error?.line = location.line
        error?.column = location.column
    }

    /// How many findings have `severity`.
    public func count(_ severity: Severity) -> Int { findings.reduce(0) { $0 + ($1.severity == severity ? 1 : 0) } }
}
