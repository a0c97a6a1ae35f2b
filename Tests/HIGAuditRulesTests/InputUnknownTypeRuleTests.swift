import HIGAuditCore
import Testing

@testable import HIGAuditRules

struct InputUnknownTypeRuleTests {
    static func unknownTypeFindings(_ json: String) throws -> [Finding] {
        try CatalogFindings.of(json).filter { $0.rule == "input-unknown-type" }
    }

    @Test func namesTheTypeAsWrittenAndTheClosestKnownOne() throws {
        let found = try Self.unknownTypeFindings(#"{"format":"hig-screen/1","elements":[{"type":"txt","id":"greeting","text":"Hello"}]}"#)
        try #require(found.count == 1)
        #expect(found[0].pointer == "/elements/0")
        #expect(found[0].elementId == "greeting")
        #expect(found[0].severity == .note)
        #expect(
            found[0].message.rendered(in: .en)
                == #"The element type "txt" is not a hig-screen/1 type, so it is audited as a view; did you mean "text"?"#)
        #expect(
            found[0].message.rendered(in: .ja)
                == #"要素のタイプ "txt" は hig-screen/1 にないため、ビューとして監査します。"text" のことですか？"#)
    }

    @Test func withNothingCloseTheMessageStillNamesTheClosestType() throws {
        let found = try Self.unknownTypeFindings(#"{"format":"hig-screen/1","elements":[{"type":"carousel"}]}"#)
        try #require(found.count == 1)
        #expect(found[0].message.key == "input-unknown-type.message")
        let closest = InputUnknownTypeRule.closestKnownType(to: "carousel")
        #expect(!closest.isClose && InputUnknownTypeRule.knownTypes.contains(closest.type))
        #expect(
            found[0].message.rendered(in: .en)
                == #"The element type "carousel" is not a hig-screen/1 type, so it is audited as a view; the closest known type is "\#(closest.type)"."#)
        #expect(
            found[0].message.rendered(in: .ja)
                == #"要素のタイプ "carousel" は hig-screen/1 にないため、ビューとして監査します。既知のタイプで最も近いのは "\#(closest.type)" です。"#)
    }

    /// The spec's own examples: `txt` and `lable` (a UIKit label, which the format calls `text`).
    @Test(arguments: [("txt", "text"), ("lable", "text"), ("Lable", "text"), ("swich", "toggle"), ("imgview", "image"), ("buton", "button")])
    func namesTheTypeMeantByACommonName(_ name: String, _ meant: String) {
        let closest = InputUnknownTypeRule.closestKnownType(to: name)
        #expect(closest.type == meant && closest.isClose, "\(name): \(closest)")
    }

    @Test func keepsTheSpellingOfTheFile() throws {
        let found = try Self.unknownTypeFindings(#"{"format":"hig-screen/1","elements":[{"type":"Bu\u0074on"}]}"#)
        try #require(found.count == 1)
        #expect(
            found[0].message.rendered(in: .en) == #"The element type "Buton" is not a hig-screen/1 type, so it is audited as a view; did you mean "button"?"#)
    }

    @Test func knownTypesInAnyCaseAreNotReported() throws {
        let types = ElementType.allCases.flatMap { [$0.rawValue, $0.rawValue.uppercased(), $0.rawValue.lowercased(), " \($0.rawValue) "] }
        let elements = types.map { #"{"type":"\#($0)"}"# }.joined(separator: ",")
        #expect(try Self.unknownTypeFindings(#"{"format":"hig-screen/1","elements":[\#(elements)]}"#).isEmpty)
    }

    @Test func everyUnknownElementIsReportedInDocumentOrder() throws {
        let found = try Self.unknownTypeFindings(
            #"""
            {"format":"hig-screen/1","elements":[
              {"type":"slider","children":[{"type":"lable"},{"type":"text","text":"ok"}]},
              {"type":"toolbar","items":[{"type":"buton","title":"Share"}]},
              {"type":"Stepper","items":[{"type":"notAnElement"}]}]}
            """#)
        #expect(found.map(\.pointer) == ["/elements/0", "/elements/0/children/0", "/elements/1/items/0", "/elements/2"])
    }

    @Test func hiddenElementsAreNotAudited() throws {
        let found = try Self.unknownTypeFindings(
            #"""
            {"format":"hig-screen/1","elements":[
              {"type":"txt","hidden":true},
              {"type":"view","hidden":true,"children":[{"type":"txt"}]},
              {"type":"txt","hidden":false}]}
            """#)
        #expect(found.map(\.pointer) == ["/elements/2"])
    }

    @Test func theUnknownElementAndItsChildrenAreStillAuditedAsAView() throws {
        let found = try CatalogFindings.of(
            #"""
            {"format":"hig-screen/1","elements":[{"type":"panel","background":"#FFFFFF",
              "children":[{"type":"text","text":"Faint","foreground":"#EEEEEE"}]}]}
            """#)
        #expect(found.contains { $0.rule == "input-unknown-type" && $0.pointer == "/elements/0" })
        #expect(found.contains { $0.rule == "text-contrast" && $0.pointer == "/elements/0/children/0" })
    }

    @Test func aNoteLeavesTheScreenPassing() throws {
        let found = try CatalogFindings.of(#"{"format":"hig-screen/1","elements":[{"type":"txt","text":"Hello"}]}"#)
        #expect(!found.contains { $0.severity == .error || $0.severity == .warning })
    }

    @Test(arguments: [
        ("txt", "text"), ("TXT", "text"), (" txt ", "text"), ("img", "image"), ("imgae", "image"),
        ("buton", "button"), ("Tollbar", "toolbar"), ("tabbars", "tabBar"), ("textfeild", "textField"),
        ("closebtn", "closeButton"), ("infobuton", "infoButton"), ("popbutton", "popUpButton"),
        // Ties go to the first in the format's list: view before text, text before tabBar and toolbar.
        ("tiex", "view"), ("textbar", "text"),
    ])
    func closestKnownType(_ typed: String, _ expected: String) {
        let closest = InputUnknownTypeRule.closestKnownType(to: typed)
        #expect(closest.type == expected && closest.isClose)
    }

    @Test(arguments: ["carousel", "slider", "Stepper", "segmentedControl", "btn", "x", "tw", ""])
    func nothingIsCloseEnough(_ typed: String) {
        let closest = InputUnknownTypeRule.closestKnownType(to: typed)
        #expect(!closest.isClose && InputUnknownTypeRule.knownTypes.contains(closest.type))
    }

    @Test func knownTypesAreTheFormatsListInOrder() {
        #expect(
            InputUnknownTypeRule.knownTypes == [
                "view", "text", "image", "button", "toggle", "closeButton", "infoButton", "popUpButton", "pullDownButton",
                "alert", "actionSheet", "tabBar", "toolbar", "navigationBar", "textField", "textView",
            ])
    }

    @Test func canBeSilencedLikeAnyRule() throws {
        let json = #"{"format":"hig-screen/1","auditIgnore":["input-unknown-type"],"elements":[{"type":"txt"}]}"#
        #expect(try Self.unknownTypeFindings(json).isEmpty)
    }
}
