import HIGAuditCore
import Testing

@testable import HIGAuditFigma

/// A layer or paint blended with what is below (`MULTIPLY`, `SCREEN`, …) shows a color that
/// can't be told from its paints: text over it is noted as incomplete, not measured wrongly.
struct FigmaBlendTests {
    static func contrast(_ card: String) -> [Finding] {
        let label = FigmaJSON.text("2:1", "Hello", (120, 260, 100, 20))
        let reports = FigmaFixtures.reports(FigmaJSON.screen([card, label]))
        return reports.flatMap(\.findings).filter { $0.rule == "text-contrast" }
    }

    @Test(arguments: [
        #""blendMode": "SCREEN", "fills": [{"type": "SOLID", "color": {"r": 0, "g": 0, "b": 0, "a": 1}}]"#,
        #""fills": [{"type": "SOLID", "blendMode": "MULTIPLY", "color": {"r": 0, "g": 0, "b": 0, "a": 1}}]"#,
    ])
    func blendedLayersMakeTheBackgroundUnknown(member: String) {
        let findings = Self.contrast(FigmaJSON.node("RECTANGLE", "2:2", "Card", (110, 250, 200, 100), member))
        #expect(findings.map(\.severity) == [.note], "\(findings)")
    }

    @Test func normalAndPassThroughPaintOver() {
        let card = FigmaJSON.node(
            "RECTANGLE", "2:2", "Card", (110, 250, 200, 100),
            #""blendMode": "PASS_THROUGH", "fills": [{"type": "SOLID", "blendMode": "NORMAL", "color": {"r": 0, "g": 0, "b": 0, "a": 1}}]"#)
        #expect(Self.contrast(card).map(\.severity) == [.error])
    }
}
