import HIGAuditCore
import Testing

@testable import HIGAuditHistory

/// A report with Increase Contrast is a screen of its own in the history, stored as its
/// appearance with `+hc`, and its events say `contrast` (`increase-contrast.md`).
struct ScreenIdentityTests {
    static func event(_ screen: ScreenIdentity) -> JSONValue {
        HistoryEvent(at: 0, tree: "t", screen: screen, kind: .changed, statusBefore: nil, statusAfter: "pass", added: [], fixed: []).json(in: .en)
    }

    @Test func theContrastIsPartOfTheIdentityAndSaidApart() {
        let darkHC = ScreenIdentity(source: "a.xib", screen: "a#root", appearance: .dark, contrast: .increased)
        #expect(darkHC.appearance == "dark+hc")
        #expect(darkHC != ScreenIdentity(source: "a.xib", screen: "a#root", appearance: .dark, contrast: .standard))
        #expect(Self.event(darkHC)["appearance"] == .string("dark"))
        #expect(Self.event(darkHC)["contrast"] == .string("increased"))
        // A row written before Increase Contrast existed reads as standard.
        let light = ScreenIdentity(source: "a.xib", screen: "a#root", appearance: "light")
        #expect(Self.event(light)["appearance"] == .string("light"))
        #expect(Self.event(light)["contrast"] == .string("standard"))
        // A `hig-screen/1` file with `contrast: increased` has no appearance.
        let file = ScreenIdentity(source: "a.json", screen: "a.json", appearance: nil, contrast: .increased)
        #expect(Self.event(file)["appearance"] == .null)
        #expect(Self.event(file)["contrast"] == .string("increased"))
    }
}
