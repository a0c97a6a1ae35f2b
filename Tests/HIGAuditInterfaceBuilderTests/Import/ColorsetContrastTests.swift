import HIGAuditCore
import Testing

@testable import HIGAuditInterfaceBuilder

/// A colorset's values with Increase Contrast (`increase-contrast.md`, "Colorsets"), for
/// each combination of entries the contract lists.
struct ColorsetContrastTests {
    static func entry(_ idiom: String, _ luminosity: String?, high: Bool = false, contrast: String = "high", white: String) -> String {
        var appearances: [String] = []
        if let luminosity { appearances.append(#"{"appearance":"luminosity","value":"\#(luminosity)"}"#) }
        if high { appearances.append(#"{"appearance":"contrast","value":"\#(contrast)"}"#) }
        let list = appearances.isEmpty ? "" : #","appearances":[\#(appearances.joined(separator: ","))]"#
        return
            #"{"idiom":"\#(idiom)"\#(list),"color":{"color-space":"srgb","components":{"red":"\#(white)","green":"\#(white)","blue":"\#(white)","alpha":"1.000"}}}"#
    }

    static func color(_ entries: String...) -> AppearanceColor {
        Colorset.color(fromContents: Array(#"{"colors":[\#(entries.joined(separator: ","))]}"#.utf8))
    }

    static func gray(_ value: Double) -> RGBA { RGBA(r: value, g: value, b: value, a: 1) }

    /// Xcode's "Appearances: None" with High Contrast: iOS shows the high-contrast entry in
    /// dark too.
    @Test func anyAndAnyHighGiveTheHighEntryInBothLuminosities() {
        let color = Self.color(Self.entry("universal", nil, white: "0.500"), Self.entry("universal", nil, high: true, white: "0.300"))
        #expect(color.light == Self.gray(0.5) && color.dark == Self.gray(0.5))
        #expect(color.lightIncreased == Self.gray(0.3) && color.darkIncreased == Self.gray(0.3))
        #expect(color.lightFromContrastEntry && color.darkFromContrastEntry)
        #expect(color.changesWithIncreaseContrast(in: .light) && color.changesWithIncreaseContrast(in: .dark))
    }

    @Test func fourEntriesGiveFourValues() {
        let color = Self.color(
            Self.entry("universal", nil, white: "0.500"), Self.entry("universal", "dark", white: "0.600"),
            Self.entry("universal", nil, high: true, white: "0.300"), Self.entry("universal", "dark", high: true, white: "0.800"))
        #expect(
            [color.light, color.dark, color.lightIncreased, color.darkIncreased] == [Self.gray(0.5), Self.gray(0.6), Self.gray(0.3), Self.gray(0.8)])
        #expect(color.lightFromContrastEntry && color.darkFromContrastEntry)
    }

    @Test func aDarkEntryWithoutADarkHighOneKeepsItsValue() {
        let color = Self.color(
            Self.entry("universal", nil, white: "0.500"), Self.entry("universal", "dark", white: "0.600"),
            Self.entry("universal", nil, high: true, white: "0.300"))
        #expect(color.darkIncreased == Self.gray(0.6))
        #expect(!color.darkFromContrastEntry && color.lightFromContrastEntry)
        #expect(!color.changesWithIncreaseContrast(in: .dark))
    }

    @Test func withoutHighEntriesTheStandardValuesStand() {
        let color = Self.color(Self.entry("universal", "light", white: "0.500"), Self.entry("universal", "dark", white: "0.600"))
        #expect(color.lightIncreased == Self.gray(0.5) && color.darkIncreased == Self.gray(0.6))
        #expect(!color.lightFromContrastEntry && !color.darkFromContrastEntry)
        #expect(!color.hasIncreaseContrastVariant(in: .light))
    }

    @Test func anExplicitLightHighEntryWinsOverAnAnyHighOne() {
        let color = Self.color(
            Self.entry("universal", nil, white: "0.500"), Self.entry("universal", nil, high: true, white: "0.300"),
            Self.entry("universal", "light", high: true, white: "0.200"))
        #expect(color.lightIncreased == Self.gray(0.2))
    }

    @Test func aContrastOtherThanHighIsIgnoredAndTheIPhoneEntryWinsItsSlot() {
        let other = Self.color(Self.entry("universal", nil, white: "0.500"), Self.entry("universal", nil, high: true, contrast: "low", white: "0.300"))
        #expect(other.lightIncreased == Self.gray(0.5) && !other.lightFromContrastEntry)
        let phone = Self.color(
            Self.entry("universal", nil, white: "0.500"), Self.entry("universal", nil, high: true, white: "0.300"),
            Self.entry("iphone", nil, high: true, white: "0.100"), Self.entry("ipad", nil, high: true, white: "0.900"))
        #expect(phone.lightIncreased == Self.gray(0.1))
    }

    /// A reference to a system color resolves in the appearance asked for: systemBlue's
    /// Increase Contrast values, #0040DD and #409CFF.
    @Test func aSystemReferenceResolvesWithIncreaseContrast() {
        let color = Colorset.color(
            fromContents: Array(#"{"colors":[{"idiom":"universal","color":{"reference":"systemBlueColor"}}]}"#.utf8))
        #expect(color.light == RGBA(hex: "#007AFF") && color.dark == RGBA(hex: "#0A84FF"))
        #expect(color.lightIncreased == RGBA(hex: "#0040DD") && color.darkIncreased == RGBA(hex: "#409CFF"))
        #expect(color.lightIsSystemReference && color.hasIncreaseContrastVariant(in: .dark))
    }
}

/// The system colors' values with Increase Contrast (`increase-contrast.md`, "System colors").
struct SystemColorContrastTests {
    @Test(arguments: [
        ("systemBlueColor", "#0040DD", "#409CFF"), ("tintColor", "#0040DD", "#409CFF"), ("systemTealColor", "#008299", "#5DE6FF"),
        ("systemYellowColor", "#A05A00", "#FFD426"), ("systemGray2Color", "#8E8E93", "#7C7C80"), ("labelColor", "#000000", "#FFFFFF"),
        ("secondarySystemBackgroundColor", "#EBEBF0", "#242426"), ("whiteColor", "#FFFFFF", "#FFFFFF"),
    ])
    func theTableGivesEachValue(_ name: String, _ light: String, _ dark: String) throws {
        let color = try #require(SystemColorTable.color(named: name))
        #expect(color.lightIncreased == RGBA(hex: light) && color.darkIncreased == RGBA(hex: dark))
    }

    @Test func secondaryLabelsAlphaRises() throws {
        let color = try #require(SystemColorTable.color(named: "secondaryLabelColor"))
        #expect(color.lightIncreased == RGBA(red: 60, green: 60, blue: 67, alpha: 173.0 / 255))
        #expect(color.light == RGBA(red: 60, green: 60, blue: 67, alpha: 0.6))
    }

    /// systemBlue on white: 4.01:1 standard, 7.56:1 with Increase Contrast.
    @Test func systemBlueOnWhiteReachesTheRatiosTheSpecGives() throws {
        let color = try #require(SystemColorTable.color(named: "systemBlueColor"))
        let white = RGB(r: 1, g: 1, b: 1)
        #expect(NumberFormatting.truncated(WCAG.contrastRatio(color.light!.opaque, white), places: 2) == 4.01)
        #expect(NumberFormatting.truncated(WCAG.contrastRatio(color.lightIncreased!.opaque, white), places: 2) == 7.56)
    }
}
