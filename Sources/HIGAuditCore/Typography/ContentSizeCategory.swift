/// A text size people choose in Settings (UIKit's `UIContentSizeCategory`), from extra
/// small to the largest accessibility size; `large` is the default.
public enum ContentSizeCategory: Int, CaseIterable, Sendable, Comparable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// The short code findings and pages show: `xS` `S` `M` `L` `xL` `xxL` `xxxL` `AX1` … `AX5`.
    public var code: String {
        switch self {
        case .extraSmall: "xS"
        case .small: "S"
        case .medium: "M"
        case .large: "L"
        case .extraLarge: "xL"
        case .extraExtraLarge: "xxL"
        case .extraExtraExtraLarge: "xxxL"
        case .accessibilityMedium: "AX1"
        case .accessibilityLarge: "AX2"
        case .accessibilityExtraLarge: "AX3"
        case .accessibilityExtraExtraLarge: "AX4"
        case .accessibilityExtraExtraExtraLarge: "AX5"
        }
    }

    /// The category of `code`, as `code` spells it.
    public init?(code: String) {
        guard let match = Self.allCases.first(where: { $0.code == code }) else { return nil }
        self = match
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
