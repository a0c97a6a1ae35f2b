/// A kind of color blindness, whose view of colors can be simulated.
public enum ColorVisionDeficiency: String, Sendable, CaseIterable {
    case protanopia, deuteranopia, tritanopia, achromatopsia

    /// Machado, Oliveira & Fernandes (2009) at severity 1.0, applied to linear sRGB, clipped to 0...1,
    /// re-encoded. Achromatopsia maps a color to its relative luminance (a gray whose linear value is the luminance).
    public func simulate(_ c: RGB) -> RGB {
        let matrix: Matrix3x3
        switch self {
        case .protanopia: matrix = Self.protanopiaMatrix
        case .deuteranopia: matrix = Self.deuteranopiaMatrix
        case .tritanopia: matrix = Self.tritanopiaMatrix
        case .achromatopsia:
            let luminance = c.relativeLuminance
            return RGB(linearR: luminance, g: luminance, b: luminance)
        }
        let (r, g, b) = c.linear
        let (simulatedR, simulatedG, simulatedB) = matrix.applied(to: r, g, b)
        return RGB(linearR: simulatedR, g: simulatedG, b: simulatedB)
    }

    // Severity 1.0 rows of the matrices published by Machado et al. (2009),
    // as tabulated in colour-science's CVD_MATRICES_MACHADO2010.
    private static let protanopiaMatrix = Matrix3x3(
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998)
    )
    private static let deuteranopiaMatrix = Matrix3x3(
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881)
    )
    private static let tritanopiaMatrix = Matrix3x3(
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900)
    )
}
