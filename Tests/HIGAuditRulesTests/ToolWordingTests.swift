import HIGAuditCore
import Testing

@testable import HIGAuditRules

/// A finding tells what to change in the tool the screen came from: Interface Builder's
/// inspectors, Figma's layers, or the keys of `hig-screen/1`.
struct ToolWordingTests {
    static let lowContrastLabel = ##"{"type":"text","text":"Hi","foreground":"#959595","font":{"size":13}}"##
    static let smallButton = ##"{"type":"button","title":"Go","frame":[0,0,30,20]}"##
    static let alert = ##"{"type":"alert","title":"Delete Photo?","buttons":[{"title":"Delete"},{"title":"Keep"}]}"##

    static func messages(_ element: String, madeIn tool: AuthoringTool, language: Language = .en) throws -> [String: String] {
        let found = try CatalogFindings.of(#"{"format":"hig-screen/1","elements":[\#(element)]}"#, madeIn: tool)
        return Dictionary(found.map { ($0.rule, $0.message.rendered(in: language)) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func contrastNamesTheAttributesInspectorForInterfaceBuilder() throws {
        let english = try Self.messages(Self.lowContrastLabel, madeIn: .interfaceBuilder)["text-contrast"]
        #expect(english?.contains("darken the text color in the Attributes inspector") == true, "\(english ?? "")")
        #expect(english?.hasPrefix("Text contrast is 2.99:1 (#959595 on #FFFFFF)") == true, "\(english ?? "")")
        let japanese = try Self.messages(Self.lowContrastLabel, madeIn: .interfaceBuilder, language: .ja)["text-contrast"]
        #expect(japanese?.contains("Attributes インスペクタ") == true, "\(japanese ?? "")")
    }

    @Test func contrastNamesTheLayersFillForFigma() throws {
        let english = try Self.messages(Self.lowContrastLabel, madeIn: .figma)["text-contrast"]
        #expect(english?.contains("darken the text layer's fill") == true, "\(english ?? "")")
        let own = try Self.messages(Self.lowContrastLabel, madeIn: .screenDescription)["text-contrast"]
        #expect(own?.contains("darken the text or change its background") == true, "\(own ?? "")")
    }

    @Test func touchTargetsNameWhereTheSizeIsSet() throws {
        #expect(try Self.messages(Self.smallButton, madeIn: .interfaceBuilder)["touch-target-size"]?.contains("Size inspector") == true)
        #expect(try Self.messages(Self.smallButton, madeIn: .figma)["touch-target-size"]?.contains("resize the layer") == true)
        #expect(try Self.messages(Self.smallButton, madeIn: .figma, language: .ja)["touch-target-size"]?.contains("レイヤー") == true)
    }

    @Test func figmaAlertsNameLayersInsteadOfRoles() throws {
        let figma = try Self.messages(Self.alert, madeIn: .figma)
        #expect(figma["alert-destructive-unmarked"]?.contains("layer name") == true, "\(figma)")
        let own = try Self.messages(Self.alert, madeIn: .screenDescription)
        #expect(own["alert-destructive-unmarked"]?.contains(#"role "destructive""#) == true, "\(own)")
    }

    /// No message worded for Interface Builder or Figma names a key of `hig-screen/1`.
    @Test func toolWordingNamesNoKeyOfTheScreenFormat() {
        let keys = [#"role ""#, #"": true"#, #""decorative""#, #""cornerRadius""#, "hig-screen"]
        for rule in RuleCatalog.all {
            for (name, template) in rule.descriptor.words[.en]?.messages ?? [:]
            where name.hasSuffix(".interface-builder") || name.hasSuffix(".figma") {
                #expect(!keys.contains { template.contains($0) }, "\(rule.descriptor.id): \(name)")
            }
        }
    }
}
