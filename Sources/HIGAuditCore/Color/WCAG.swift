/// Relative luminance and contrast ratio as WCAG 2.x defines them.
public enum WCAG {
    /// WCAG 2.x contrast ratio (L1 + 0.05) / (L2 + 0.05), L1 the lighter; unrounded.
    public static func contrastRatio(_ a: RGB, _ b: RGB) -> Double {
        let luminanceA = a.relativeLuminance
        let luminanceB = b.relativeLuminance
        let lighter = max(luminanceA, luminanceB)
        let darker = min(luminanceA, luminanceB)
        return (lighter + 0.05) / (darker + 0.05)
    }
}
