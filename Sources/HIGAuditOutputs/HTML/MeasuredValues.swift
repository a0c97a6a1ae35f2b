import HIGAuditCore

/// Reads the `measured` object of a finding without trusting its shape.
struct MeasuredValues {
    let value: JSONValue?

    func string(_ key: String) -> String? {
        guard case .string(let text)? = value?[key] else { return nil }
        return text
    }

    func number(_ key: String) -> Double? {
        guard case .number(let number)? = value?[key] else { return nil }
        return number
    }

    func flag(_ key: String) -> Bool {
        value?[key] == .bool(true)
    }

    func objects(_ key: String) -> [MeasuredValues]? {
        guard case .array(let items)? = value?[key] else { return nil }
        return items.map { MeasuredValues(value: $0) }
    }

    func strings(_ key: String) -> [String]? {
        guard case .array(let items)? = value?[key] else { return nil }
        let strings = items.compactMap { item -> String? in
            guard case .string(let text) = item else { return nil }
            return text
        }
        return strings.isEmpty ? nil : strings
    }

    func object(_ key: String) -> MeasuredValues {
        MeasuredValues(value: value?[key])
    }
}
