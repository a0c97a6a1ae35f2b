/// A language the product speaks.
public enum Language: String, Sendable, CaseIterable {
    case en, ja
}
