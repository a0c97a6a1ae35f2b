import HIGAuditCore
import Testing

@testable import HIGAuditRules

/// The counterpart check, the `hig` profile's excusal and `contrast-variant-missing`
/// (`increase-contrast.md`).
struct IncreaseContrastRulesTests {
    static let link = ##"{"type":"text","text":"Learn more","font":{"size":17},"foreground":{"standard":"#007AFF","increased":"#0040DD"}}"##

    func findings(_ elements: String, profile: Profile = .hig, extra: String = "", settings: (inout AuditConfiguration) -> Void = { _ in })
        throws -> [Finding]
    {
        let json = #"{"format":"hig-screen/1"\#(extra),"elements":[\#(elements)]}"#
        guard case .success(let screen) = ScreenDecoder().decode(json: Array(json.utf8)) else {
            Issue.record("not valid: \(json)")
            return []
        }
        var configuration = AuditConfiguration(profile: profile)
        settings(&configuration)
        return Auditor(rules: RuleCatalog.all, configuration: configuration).audit(screen)
    }

    /// systemBlue on white, 4.01:1, and its Increase Contrast value, 7.56:1 (the figures of
    /// `increase-contrast.md`).
    @Test func aFailureThatPassesWithIncreaseContrastIsAWarningGivingBothRatios() throws {
        let found = try #require(try findings(Self.link).first { $0.rule == "text-contrast" })
        #expect(found.severity == .warning)
        #expect(found.measured?["ratio"] == .number(4.01))
        #expect(found.measured?["increased"] == .object(["ratio": .number(7.56), "foreground": .string("#0040DD"), "background": .string("#FFFFFF")]))
        let english = found.message.rendered(in: .en)
        #expect(english.contains("4.01:1") && english.contains("7.56:1") && english.contains("Increase Contrast"), "\(english)")
        #expect(found.message.rendered(in: .ja).contains("「コントラストを上げる」"))
    }

    @Test(arguments: [Profile.wcagAA, .wcagAAA, .apca])
    func otherProfilesNeverExcuse(_ profile: Profile) throws {
        let found = try #require(try findings(Self.link, profile: profile).first { $0.rule == "text-contrast" })
        #expect(found.severity == .error)
        #expect(found.measured?["increased"] != nil, "the counterpart is measured in every profile")
    }

    @Test func theConfiguredSeverityGivesWayExceptToNote() throws {
        let asError = try findings(Self.link) { $0.rules["text-contrast"] = AuditConfiguration.RuleSetting(severity: .error) }
        #expect(asError.first { $0.rule == "text-contrast" }?.severity == .warning)
        let asNote = try findings(Self.link) { $0.rules["text-contrast"] = AuditConfiguration.RuleSetting(severity: .note) }
        #expect(asNote.first { $0.rule == "text-contrast" }?.severity == .note)
    }

    @Test func failingInBothOrOnlyWithIncreaseContrastIsAnError() throws {
        let both = ##"{"type":"text","text":"Optional","font":{"size":15},"foreground":{"standard":"#3C3C434C","increased":"#3C3C4360"}}"##
        #expect(try findings(both).first { $0.rule == "text-contrast" }?.severity == .error)
        let glyph = ##"{"type":"button","symbol":"star.fill","accessibilityLabel":"Favorite","foreground":{"standard":"#FF9500","increased":"#C93400"}}"##
        #expect(try findings(glyph).first { $0.rule == "glyph-contrast" }?.severity == .warning)
        let increased = try findings(Self.link.replacingOccurrences(of: "#0040DD", with: "#5AC8FA"), extra: #","contrast":"increased""#)
        let found = try #require(increased.first { $0.rule == "text-contrast" })
        #expect(found.severity == .error)
        #expect(found.message.rendered(in: .en).hasSuffix(" (Increase Contrast)"))
        #expect(found.message.rendered(in: .ja).hasSuffix("（コントラストを上げる）"))
        #expect(found.measured?["increased"] == nil)
    }

    @Test func aCustomColorNearItsLimitWithoutAVariantGetsANote() throws {
        let elements = ##"""
            {"type":"view","frame":[0,0,300,100],"background":{"standard":"#FFFFFF","name":"Paper"},"children":[
              {"type":"text","text":"Settings","frame":[10,10,200,20],"font":{"size":17},"foreground":{"standard":"#666666","name":"Brand Gray"}},
              {"type":"text","text":"Ink","frame":[10,40,200,20],"font":{"size":17},"foreground":{"standard":"#111111","name":"Ink"}},
              {"type":"button","symbol":"gear","accessibilityLabel":"Settings","frame":[10,70,30,30],"foreground":{"standard":"#8E8E93","name":"Icon"}}
            ]}
            """##
        let notes = try findings(elements).filter { $0.rule == "contrast-variant-missing" }
        #expect(notes.map(\.pointer) == ["/elements/0/children/0", "/elements/0/children/2"])
        #expect(notes.allSatisfy { $0.severity == .note })
        #expect(notes[0].measured?["colors"] == .array([.string("Brand Gray"), .string("Paper")]))
        #expect(notes[0].measured?["limit"] == .number(6.75) && notes[0].measured?["required"] == .number(4.5))
        #expect(notes[0].message.rendered(in: .en).hasPrefix(#"The custom colors "Brand Gray", "Paper" have no Increase Contrast variant and this text's"#))
        #expect(notes[0].message.rendered(in: .ja).hasPrefix("カスタムカラー「Brand Gray」、「Paper」に"))
        #expect(notes[1].message.rendered(in: .en).contains("this glyph's contrast"))
        #expect(notes[1].measured?["limit"] == .number(4.5))
        let increased = try findings(elements, extra: #","contrast":"increased""#)
        #expect(!increased.contains { $0.rule == "contrast-variant-missing" }, "not run with Increase Contrast")
    }

    @Test func aScreenBackgroundCountsOnlyWhereItShows() throws {
        let extra = ##","background":{"standard":"#FFFFFF","name":"Canvas"}"##
        let shows = ##"{"type":"text","text":"a","font":{"size":17},"foreground":"#666666"}"##
        #expect(try findings(shows, extra: extra).first { $0.rule == "contrast-variant-missing" }?.measured?["colors"] == .array([.string("Canvas")]))
        let text = ##"{"type":"text","text":"a","frame":[0,0,50,20],"font":{"size":17},"foreground":"#666666"}"##
        let covered = ##"{"type":"view","frame":[0,0,100,100],"background":"#FFFFFF","children":[\##(text)]}"##
        #expect(try !findings(covered, extra: extra).contains { $0.rule == "contrast-variant-missing" }, "an opaque layer hides it")
    }

    /// A toggle state's own named colors count at its pointer: its foreground, and its
    /// background over what is behind (which an opaque state background hides).
    @Test func aToggleStatesNamedColorsCount() throws {
        let toggle = ##"""
            {"type":"toggle","title":"Wi-Fi","frame":[0,0,100,44],"font":{"size":17},"states":{
              "on":{"foreground":{"standard":"#666666","name":"Ink"},"background":{"standard":"#FFFFFF","name":"Paper"}},
              "off":{"foreground":{"standard":"#666666","increased":"#4D4D4D","name":"Ink Dim"}}}}
            """##
        let extra = ##","background":{"standard":"#FFFFFF","name":"Canvas"}"##
        let notes = try findings(toggle, extra: extra).filter { $0.rule == "contrast-variant-missing" }
        #expect(notes.map(\.pointer) == ["/elements/0/states/on"])
        #expect(notes.first?.measured?["colors"] == .array([.string("Ink"), .string("Paper")]), "the opaque state background hides the screen's")
    }
}
