import HIGAuditCore
import Testing

@testable import HIGAuditFigma

/// What layer names make of a frame: its platform, its buttons and their roles.
struct FigmaNamingTests {
    static func screen(named name: String, _ children: [String]) throws -> Screen {
        let bytes = FigmaJSON.document([FigmaJSON.node("FRAME", "1:1", name, (0, 0, 375, 812), FigmaJSON.fills(FigmaJSON.white), children: children)])
        return try FigmaJSON.firstScreen(bytes).decoded.get()
    }

    @Test(arguments: [
        ("iPhone 14 – Watch list", Platform.iOS), ("Watch face on iPhone", .watchOS), ("iPad – Mac promo", .iPadOS), ("Settings", .iOS),
        ("AppleWatch – iPhone companion", .watchOS), ("MacWindow – iPad sidebar", .macOS),
    ])
    func thePlatformNamedFirstWins(name: String, platform: Platform) throws {
        #expect(try Self.screen(named: name, []).platform == platform)
    }

    static func button(_ id: String, _ name: String, x: Double, fill: String = FigmaJSON.solid(0, 0.48, 1)) -> String {
        FigmaJSON.node(
            "FRAME", id, name, (x, 100, 80, 44), FigmaJSON.fills(fill),
            children: [FigmaJSON.text(id + "t", "OK", (x + 10, 110, 60, 20), color: FigmaJSON.white)])
    }

    /// A red fill makes a button destructive; a faint red tint (pink over white) does not.
    @Test func onlyAFillThatLooksRedMakesAButtonDestructive() throws {
        let strong = Self.button("4:1", "Continue Button", x: 10, fill: FigmaJSON.solid(1, 0.23, 0.19))
        let faint = Self.button("4:2", "Next Button", x: 100, fill: FigmaJSON.solid(1, 0.23, 0.19, a: 0.1))
        let roles = Dictionary(uniqueKeysWithValues: try Self.screen(named: "Screen", [strong, faint]).elements.compactMap { e in e.id.map { ($0, e.role) } })
        #expect(roles["4:1"] == .destructive)
        #expect(roles["4:2"] != .destructive)
    }
}
