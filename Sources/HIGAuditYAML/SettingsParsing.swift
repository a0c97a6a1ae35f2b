import HIGAuditCore

/// Reads configuration bytes, YAML or JSON, into settings.
package enum SettingsParsing {
    /// The settings `bytes` give, for rules of the ids `ruleIds` with the limits `limits`,
    /// with the sections `sections` other modules read.
    package static func parse(
        _ bytes: [UInt8], isYAML: Bool, ruleIds: [String], limits: [LimitDefinition], sections: [any SettingsSection.Type] = []
    ) -> Result<Settings, InputError> {
        var json = bytes
        if isYAML {
            do throws(YAMLInputError) {
                json = try YAMLToJSON.convert(bytes)
            } catch {
                return .failure(
                    InputError(Message("input.not-yaml", ["detail": error.message]), pointer: error.pointer, line: error.line, column: error.column))
            }
        }
        return SettingsDecoder(ruleIds: ruleIds, limits: limits, sections: sections).decode(json: json)
    }

    /// Whether a configuration path names a YAML file (anything but `.json`).
    package static func isYAML(path: String) -> Bool {
        !path.lowercased().hasSuffix(".json")
    }
}
