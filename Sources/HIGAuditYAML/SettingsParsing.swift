import HIGAuditCore

/// Reads configuration bytes, YAML or JSON, into settings.
public enum SettingsParsing {
    public static func parse(_ bytes: [UInt8], isYAML: Bool, ruleIds: [String]) -> Result<Settings, InputError> {
        var json = bytes
        if isYAML {
            do throws(YAMLInputError) {
                json = try YAMLToJSON.convert(bytes)
            } catch {
                return .failure(InputError(Message("input.not-yaml", ["detail": error.message]), pointer: error.pointer, line: error.line, column: error.column))
            }
        }
        return SettingsDecoder(ruleIds: ruleIds).decode(json: json)
    }

    /// Whether a configuration path names a YAML file (anything but `.json`).
    public static func isYAML(path: String) -> Bool {
        !path.lowercased().hasSuffix(".json")
    }
}
