/// A part of the configuration file that another module reads and checks (the daemon's
/// `daemon` and `history`): its key at the top of the file, its settings when the file has
/// none, and how it is read. The programs give the sections they know to `SettingsDecoder`;
/// `Settings` keeps what was read, by type.
package protocol SettingsSection: Sendable, Hashable {
    /// The section's key at the top of the configuration file.
    static var key: String { get }
    /// The section's settings when the file doesn't have it.
    init()
    /// Reads the section, or throws its first problem.
    init(reading section: SettingsSectionReader) throws(DecodeFailure)
}

extension SettingsSection {
    /// Whether `other` is a section of the same type with the same settings.
    func isEqual(to other: any SettingsSection) -> Bool {
        (other as? Self) == self
    }
}

/// The sections of a configuration that other modules read, by key.
struct SettingsSections: Sendable, Hashable {
    private var values: [String: any SettingsSection] = [:]

    subscript<Section: SettingsSection>(_ type: Section.Type) -> Section {
        get { values[Section.key] as? Section ?? Section() }
        set { values[Section.key] = newValue }
    }

    mutating func set(_ value: any SettingsSection, for key: String) {
        values[key] = value
    }

    static func == (lhs: SettingsSections, rhs: SettingsSections) -> Bool {
        lhs.values.count == rhs.values.count
            && lhs.values.allSatisfy { key, value in rhs.values[key].map { value.isEqual(to: $0) } ?? false }
    }

    func hash(into hasher: inout Hasher) {
        for key in values.keys.sorted() {
            hasher.combine(key)
            values[key]?.hash(into: &hasher)
        }
    }
}
