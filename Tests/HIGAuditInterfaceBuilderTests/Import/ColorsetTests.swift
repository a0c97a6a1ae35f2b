import HIGAuditCore
import Testing

@testable import HIGAuditInterfaceBuilder

/// A colorset's entries (`interface-builder.md`, "A colorset entry").
struct ColorsetTests {
    static func entry(_ idiom: String, _ luminosity: String?, white: String) -> String {
        let appearance = luminosity.map { #","appearances":[{"appearance":"luminosity","value":"\#($0)"}]"# } ?? ""
        return
            #"{"idiom":"\#(idiom)"\#(appearance),"color":{"color-space":"srgb","components":{"red":"\#(white)","green":"\#(white)","blue":"\#(white)","alpha":"1.000"}}}"#
    }

    static func color(_ entries: String...) -> AppearanceColor {
        Colorset.color(fromContents: Array(#"{"colors":[\#(entries.joined(separator: ","))]}"#.utf8))
    }

    static func gray(_ value: Double) -> RGBA { RGBA(r: value, g: value, b: value, a: 1) }

    /// A component's text is trimmed of spaces and tabs (any Unicode space separator), as
    /// `CharacterSet.whitespaces` trims, and of nothing else: a line break leaves it unreadable.
    @Test(
        arguments: [
            (" 0.5\t", 0.5), ("\u{3000}0x1A\u{00A0}", 26.0 / 255), ("\t51 ", 0.2), ("\n0.5", nil), ("0.5\r\n", nil), (" \t ", nil),
        ] as [(String, Double?)])
    func componentTextIsTrimmedOfSpacesOnly(_ text: String, _ expected: Double?) {
        #expect(ComponentText.value(text, isAlpha: false) == expected)
    }

    @Test func universalLightAndDark() {
        let color = Self.color(Self.entry("universal", nil, white: "0.200"), Self.entry("universal", "dark", white: "0.900"))
        #expect(color == AppearanceColor(light: Self.gray(0.2), dark: Self.gray(0.9)))
    }

    @Test func iPhoneWinsWhereBothHaveTheAppearance() {
        let color = Self.color(
            Self.entry("universal", nil, white: "0.200"), Self.entry("universal", "dark", white: "0.900"),
            Self.entry("iphone", nil, white: "0.300"), Self.entry("iphone", "dark", white: "0.800"))
        #expect(color == AppearanceColor(light: Self.gray(0.3), dark: Self.gray(0.8)))
    }

    /// An iPhone entry for dark only leaves light to the universal entry, and a light one
    /// for light only leaves dark to the universal dark entry.
    @Test func iPhoneWinsOnlyForTheAppearancesItHas() {
        let darkOnly = Self.color(Self.entry("universal", nil, white: "0.200"), Self.entry("iphone", "dark", white: "0.900"))
        #expect(darkOnly == AppearanceColor(light: Self.gray(0.2), dark: Self.gray(0.9)))
        let lightOnly = Self.color(
            Self.entry("universal", nil, white: "0.200"), Self.entry("universal", "dark", white: "0.900"),
            Self.entry("iphone", "light", white: "0.400"))
        #expect(lightOnly == AppearanceColor(light: Self.gray(0.4), dark: Self.gray(0.9)))
    }

    @Test func darkFallsBackToLightAndOtherIdiomsAreIgnored() {
        let color = Self.color(Self.entry("ipad", nil, white: "0.500"), Self.entry("iphone", "light", white: "0.400"))
        #expect(color == AppearanceColor(light: Self.gray(0.4), dark: Self.gray(0.4)))
        #expect(Self.color(Self.entry("mac", nil, white: "0.500")) == .unknown)
    }
}
