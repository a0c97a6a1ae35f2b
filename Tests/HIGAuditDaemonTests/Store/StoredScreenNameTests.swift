import Testing

@testable import HIGAuditDaemon

@Suite struct StoredScreenNameTests {
    /// Default names, default names with a suffix, and names of their own all come back.
    @Test(arguments: [
        ("screens/home.json", "screens/home"),
        ("screens/home.json", "screens/home#BYZ-38-t0r"),
        ("app/Main.storyboard", "app/Main#vXZ-lx-hvc (dark)"),
        ("screens/home.json", "settings"),
        ("screens/home.json", ""),
        ("ホーム/画面.yaml", "ホーム/画面"),
        ("noextension", "noextension"),
        ("a.json", "b"),
        ("a.json", "\u{0}b"),
        ("a.json", "\u{1}"),
        ("\u{0}.json", "\u{0}"),
    ])
    func theNameComesBack(source: String, screen: String) {
        #expect(StoredScreenName(screen, source: source).name(source: source) == screen)
    }

    /// Two words, like the string it replaces: the summaries hold one each.
    @Test func aNameTakesTwoWords() {
        #expect(MemoryLayout<StoredScreenName>.size == 16)
    }
}
