import HIGAuditCore
import HIGAuditRules
import Testing

@testable import HIGAuditInterfaceBuilder

/// `increase-contrast.md`, "When a screen is audited with Increase Contrast" and "Reports":
/// which screens an Interface Builder document gives, what their reports are called and say.
struct IncreaseContrastScreensTests {
    /// A label of 17 pt in `textColor` (markup) on the root view's white.
    static func label(_ textColor: String) -> [UInt8] {
        InterfaceBuilderImportTests.xib(
            """
            <label text="Learn more" id="lab-1">
                <rect key="frame" x="10" y="100" width="200" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                \(textColor)
            </label>
            """)
    }

    static let systemBlue = #"<color key="textColor" systemColor="systemBlueColor"/>"#

    static func screens(
        _ bytes: [UInt8], colorset: @escaping (String) -> AppearanceColor? = { _ in nil }, increaseContrast: Bool = true
    ) throws -> [InterfaceBuilderScreen] {
        guard
            case .screens(let screens, _) = try InterfaceBuilderImport.read(bytes, fileName: "Card.xib", colorset: colorset, increaseContrast: increaseContrast)
        else { throw InputError(Message("input.not-json", [:]), pointer: "") }
        return screens
    }

    static func reports(_ bytes: [UInt8], profile: Profile = .hig, increaseContrast: Bool = true) -> [ScreenReport] {
        var configuration = AuditConfiguration(profile: profile)
        configuration.increaseContrast = increaseContrast
        let auditor = SourceAuditor(
            auditor: Auditor(rules: RuleCatalog.all, configuration: configuration),
            yamlConverter: { _ in .failure(InputError(Message("input.not-yaml"), pointer: "")) })
        return auditor.interfaceBuilderReports(
            source: "Card.xib", screenName: "Card", input: .bytes(bytes), fileName: "Card.xib", directory: nil, catalogs: nil,
            auditedAt: "2026-01-01T00:00:00Z"
        ).reports.map(\.report)
    }

    @Test func aColorThatChangesGivesTheFourAppearancesInOrder() throws {
        let screens = try Self.screens(Self.label(Self.systemBlue))
        #expect(screens.map(\.reportFileName) == ["root-1.json", "root-1.dark.json", "root-1.hc.json", "root-1.dark.hc.json"])
        #expect(screens.map(\.contrast) == [.standard, .standard, .increased, .increased])
        let increased = try screens[2].decoded.get()
        #expect(increased.contrast == .increased)
        #expect(increased.elements[1].foreground?.opaque.hexString == "#0040DD")
        // The standard screen is compared with the one of its luminosity.
        let standard = try screens[0].decoded.get()
        #expect(standard.counterpart?.screen.elements[1].foreground?.opaque.hexString == "#0040DD")
        #expect(try screens[1].decoded.get().counterpart?.screen.elements[1].foreground?.opaque.hexString == "#409CFF")
    }

    @Test func colorsThatDontChangeGiveNoIncreaseContrastScreen() throws {
        // Component colors keep their values: black text on white, in light only.
        let screens = try Self.screens(
            Self.label(#"<color key="textColor" white="0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#))
        #expect(screens.map(\.reportFileName) == ["root-1.json"])
        #expect(try screens[0].decoded.get().counterpart == nil)
    }

    @Test func turnedOffThereIsNoIncreaseContrastScreenNorCounterpart() throws {
        let screens = try Self.screens(Self.label(Self.systemBlue), increaseContrast: false)
        #expect(screens.map(\.reportFileName) == ["root-1.json", "root-1.dark.json"])
        #expect(try screens.allSatisfy { try $0.decoded.get().counterpart == nil })
    }

    /// systemBlue text on white: 4.01:1, excused under `hig` because it passes (7.56:1) with
    /// Increase Contrast; the Increase Contrast reports say `contrast` and have no failure.
    @Test func theReportsOfSystemBlueOnWhite() throws {
        let reports = Self.reports(Self.label(Self.systemBlue))
        #expect(reports.map(\.contrast) == [.standard, .standard, .increased, .increased])
        let light = try #require(reports.first)
        let finding = try #require(light.findings.first { $0.rule == "text-contrast" })
        #expect(finding.severity == .warning)
        #expect(finding.measured?["ratio"] == .number(4.01))
        #expect(finding.measured?["increased"]?["ratio"] == .number(7.56))
        #expect(!reports[2].findings.contains { $0.rule == "text-contrast" })
        // Every finding of an Increase Contrast report says so.
        for report in reports where report.contrast == .increased {
            for finding in report.findings { #expect(finding.message.rendered(in: .en).hasSuffix(" (Increase Contrast)")) }
            for finding in report.findings { #expect(finding.message.rendered(in: .ja).hasSuffix("（コントラストを上げる）")) }
        }
        // WCAG never excuses; turned off, nothing is excused and no report is made.
        #expect(Self.reports(Self.label(Self.systemBlue), profile: .wcagAA)[0].findings.first { $0.rule == "text-contrast" }?.severity == .error)
        let off = Self.reports(Self.label(Self.systemBlue), increaseContrast: false)
        #expect(off.count == 2)
        #expect(off[0].findings.first { $0.rule == "text-contrast" }?.severity == .error)
        #expect(off[0].findings.first { $0.rule == "text-contrast" }?.measured?["increased"] == nil)
    }

    /// A colorset's color is written with its name, and with its Increase Contrast value only
    /// where the colorset has one of its own: `contrast-variant-missing` names the one without.
    @Test func colorsetColorsCarryTheirNameAndTheirOwnVariantOnly() throws {
        let gray = RGBA(r: 0.4, g: 0.4, b: 0.4, a: 1)
        let darker = RGBA(r: 0.3, g: 0.3, b: 0.3, a: 1)
        var withVariant = AppearanceColor(light: gray, dark: gray, lightIncreased: darker, darkIncreased: darker)
        withVariant.lightFromContrastEntry = true
        withVariant.darkFromContrastEntry = true
        let colorsets = ["Brand Gray": AppearanceColor.fixed(gray), "Ink": withVariant]
        for (name, hasVariant) in [("Brand Gray", false), ("Ink", true)] {
            let screens = try Self.screens(Self.label(#"<color key="textColor" name="\#(name)"/>"#)) { colorsets[$0] }
            func first(_ value: JSONValue?) -> JSONValue? {
                guard case .array(let items)? = value else { return nil }
                return items.first
            }
            let foreground = first(first(screens[0].hig["elements"])?["children"])?["foreground"]
            #expect(foreground?["name"] == .string(name))
            #expect(foreground?["standard"] == .string("#666666"))
            #expect((foreground?["increased"] != nil) == hasVariant, "\(name)")
            let findings = Auditor(rules: RuleCatalog.all).audit(try screens[0].decoded.get())
            let missing = findings.filter { $0.rule == "contrast-variant-missing" }
            #expect(missing.count == (hasVariant ? 0 : 1), "\(name)")
            if !hasVariant { #expect(missing.first?.measured?["colors"] == .array([.string("Brand Gray")])) }
        }
    }
}
