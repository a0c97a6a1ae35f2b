import HIGAuditCore

/// One `hig-screen/1` document from a screen built twice, with Increase Contrast off and on:
/// where a color differs, a variant color `{"standard", "increased"}` (`increase-contrast.md`,
/// "Import").
enum VariantColors {
    /// `standard` with each color that `increased` gives another value made a variant color.
    static func merge(_ standard: JSONValue, _ increased: JSONValue) -> JSONValue {
        guard standard != increased else { return standard }
        switch (standard, increased) {
        case (.object(let members), .object(let others)) where members.map(\.key) == others.map(\.key):
            return .object(zip(members, others).map { JSONValue.Member($0.key, merge($0.value, $1.value)) })
        case (.array(let items), .array(let others)) where items.count == others.count:
            return .array(zip(items, others).map { merge($0, $1) })
        default:
            guard isColor(standard), isColor(increased) else { return standard }
            return .object(["standard": standard, "increased": increased])
        }
    }

    /// A color as the importer writes it: `#RRGGBB(AA)`, or components.
    private static func isColor(_ value: JSONValue) -> Bool {
        switch value {
        case .string(let text): text.hasPrefix("#")
        case .object(let members): Set(members.map(\.key)) == ["r", "g", "b", "a"]
        default: false
        }
    }
}
