extension RGBA {
    /// Display P3 gamma-encoded components (P3 uses the sRGB transfer curve, D65)
    /// converted to sRGB and clipped to 0...1 per component.
    public init(displayP3 r: Double, g: Double, b: Double, a: Double) {
        let (linearR, linearG, linearB) = Self.linearDisplayP3ToLinearSRGB.applied(
            to: SRGBTransferFunction.linearize(r),
            SRGBTransferFunction.linearize(g),
            SRGBTransferFunction.linearize(b)
        )
        let srgb = RGB(linearR: linearR, g: linearG, b: linearB)
        self.init(r: srgb.r, g: srgb.g, b: srgb.b, a: a)
    }

    /// XYZ_to_lin_sRGB · lin_P3_to_XYZ, multiplied out exactly from the rational matrices in
    /// CSS Color Module Level 4 (§ "Sample code for color conversions"); each row sums to 1.
    static let linearDisplayP3ToLinearSRGB = Matrix3x3(
        (1.2249401762805598, -0.22494017628055996, 0.0),
        (-0.04205695470968816, 1.042056954709688, 0.0),
        (-0.019637554590334432, -0.07863604555063189, 1.0982736001409663)
    )
}
