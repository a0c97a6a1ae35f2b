import HIGAuditCore

/// A color that may be written into a `style` attribute: always exactly `#RRGGBB`.
struct SwatchColor: Equatable {
    let rgb: RGB
    /// `#RRGGBB`, printed by `RGB.hexString`, never copied from input.
    let hex: String

    init(_ rgb: RGB) {
        self.rgb = rgb
        self.hex = rgb.hexString
    }

    /// Only a `#` and six hex digits pass; anything else gets no swatch.
    init?(validating text: String) {
        guard text.utf8.count == 7, let color = RGBA(hex: text) else { return nil }
        self.init(color.opaque)
    }

    func simulated(_ deficiency: ColorVisionDeficiency) -> SwatchColor {
        SwatchColor(deficiency.simulate(rgb))
    }
}
