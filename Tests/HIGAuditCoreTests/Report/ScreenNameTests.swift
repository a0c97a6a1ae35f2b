import HIGAuditCore
import Testing

@Suite struct ScreenNameTests {
    @Test(arguments: [
        ("screens/settings.json", "screens/settings"),
        ("settings.yaml", "settings"),
        ("a.b/c", "a.b/c"),
        ("a/.hidden", "a/.hidden"),
        ("archive/file.tar.json", "archive/file.tar"),
        ("ディレクトリ/画面.json", "ディレクトリ/画面"),
        ("", ""),
        ("noextension", "noextension"),
    ])
    func nameIsThePathWithoutItsExtension(_ path: String, _ name: String) {
        #expect(SourceAuditor.screenName(forPath: path) == name)
    }
}
