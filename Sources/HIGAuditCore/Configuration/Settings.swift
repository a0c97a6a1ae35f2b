/// Everything a configuration file sets.
public struct Settings: Sendable, Hashable {
    /// What changes findings: profile, rules, limits, words.
    public var audit = AuditConfiguration()
    /// The language of messages and reports, when the file names one.
    public var language: Language?
    /// Input files larger than this are refused unread.
    public var inputLimit = 16 * 1024 * 1024
    /// Paths (relative to a watched or named directory) that are not audited.
    public var ignore: [Glob] = []
    /// The sections other modules read (the daemon's), by type: see `SettingsSection`.
    private var sections = SettingsSections()

    /// The settings of an empty configuration file: every value at its default.
    public init() {}

    /// A section another module reads: as the file set it, else its defaults.
    package subscript<Section: SettingsSection>(section type: Section.Type) -> Section {
        get { sections[type] }
        set { sections[type] = newValue }
    }

    /// Keeps a section as read from the file.
    mutating func setSection(_ value: any SettingsSection, for key: String) {
        sections.set(value, for: key)
    }

    /// Whether the path, relative to a watched or named directory, matches an ignore glob.
    public func isIgnored(_ relativePath: String) -> Bool {
        ignore.contains { $0.matches(relativePath) }
    }
}

extension Profile: FormatEnumeration {}
extension Severity: FormatEnumeration {}
extension Language: FormatEnumeration {}
