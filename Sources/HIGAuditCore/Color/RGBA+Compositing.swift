extension RGBA {
    /// Alpha compositing in gamma-encoded sRGB (as browsers and UIKit do): c = fg*a + bg*(1-a) per channel.
    public func composited(over background: RGB) -> RGB {
        let remainder = 1 - a
        return RGB(
            r: r * a + background.r * remainder,
            g: g * a + background.g * remainder,
            b: b * a + background.b * remainder
        )
    }
}
