/// A contrast profile: which thresholds text must meet.
public enum Profile: String, Sendable, CaseIterable {
    case hig
    case wcagAA = "wcag-aa"
    case wcagAAA = "wcag-aaa"
    case apca

    /// What text in `font` must reach against its background.
    public func textRequirement(for font: Font?) -> ContrastRequirement {
        let size = font?.effectiveSize ?? Font.bodySize
        let bold = font?.isBold ?? false
        switch self {
        case .hig:
            return .ratio(size >= 18 || bold ? 3 : 4.5)
        case .wcagAA:
            return .ratio(Self.isWCAGLarge(size: size, bold: bold) ? 3 : 4.5)
        case .wcagAAA:
            return .ratio(Self.isWCAGLarge(size: size, bold: bold) ? 4.5 : 7)
        case .apca:
            if size >= 36 || (bold && size >= 24) { return .apcaLc(45) }
            if size >= 24 || (bold && size >= 16) { return .apcaLc(60) }
            return .apcaLc(75)
        }
    }

    private static func isWCAGLarge(size: Double, bold: Bool) -> Bool {
        size >= 24 || (bold && size >= 18.67)
    }
}

/// The contrast text must reach under a profile.
public enum ContrastRequirement: Sendable, Equatable {
    /// A WCAG 2.x contrast ratio, compared unrounded.
    case ratio(Double)
    /// A minimum absolute APCA lightness contrast.
    case apcaLc(Double)

    /// The ratio or Lc value required.
    public var value: Double {
        switch self {
        case .ratio(let value), .apcaLc(let value): value
        }
    }

    /// Whether `text` on `background` reaches the requirement.
    public func isMet(text: RGB, background: RGB) -> Bool {
        switch self {
        case .ratio(let required): WCAG.contrastRatio(text, background) >= required
        case .apcaLc(let required): abs(APCA.lightnessContrast(text: text, background: background)) >= required
        }
    }
}
