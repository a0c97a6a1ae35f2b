extension RGB {
    /// Linear-light sRGB components.
    public var linear: (r: Double, g: Double, b: Double) {
        let tables = CurveTables.shared
        return (tables.linearize(r), tables.linearize(g), tables.linearize(b))
    }

    /// Re-encodes linear-light sRGB, clipping each component to 0...1 first.
    public init(linearR: Double, g: Double, b: Double) {
        self.init(
            r: SRGBTransferFunction.encode(Self.clipped(linearR)),
            g: SRGBTransferFunction.encode(Self.clipped(g)),
            b: SRGBTransferFunction.encode(Self.clipped(b))
        )
    }

    /// WCAG 2.x relative luminance, linearization threshold 0.04045 (not 0.03928).
    public var relativeLuminance: Double {
        let (r, g, b) = linear
        return 0.2126 * r + 0.7152 * g + 0.0722 * b
    }

    static func clipped(_ component: Double) -> Double {
        // Written so that NaN falls to 0.
        component > 0 ? (component < 1 ? component : 1) : 0
    }
}
