import Testing

@testable import HIGAuditInputs

/// One table decides what a file is: its extension, or standard input's first bytes.
@Suite struct InputKindTests {
    @Test(arguments: [
        ("{}", InputKind.json),
        ("  \n\t{\"format\":\"hig-screen/1\"}", .json),
        ("\r\n{", .json),
        ("", .json),
        ("format: hig-screen/1\n", .yaml),
        ("---\nformat: hig-screen/1", .yaml),
        ("# comment\n{", .yaml),
        ("[1, 2]", .yaml),
        ("\"format\": 1", .yaml),
        ("  - a", .yaml),
        ("<?xml version=\"1.0\"?><document/>", .interfaceBuilder),
        ("\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">", .interfaceBuilder),
        ("<html>", .yaml),
    ])
    func sniffing(text: String, kind: InputKind) {
        #expect(InputKind(sniffing: Array(text.utf8)) == kind)
    }

    @Test func sniffingSkipsAByteOrderMark() {
        #expect(InputKind(sniffing: [0xEF, 0xBB, 0xBF] + Array(" {}".utf8)) == .json)
        #expect(InputKind(sniffing: [0xEF, 0xBB, 0xBF] + Array("a: 1".utf8)) == .yaml)
        #expect(InputKind(sniffing: [0xEF, 0xBB, 0xBF] + Array("<?xml".utf8)) == .interfaceBuilder)
    }

    @Test(arguments: [
        ("screens/a.json", InputKind.json),
        ("a.yaml", .yaml),
        ("a.yml", .yaml),
        ("A.YAML", .yaml),
        ("Main.storyboard", .interfaceBuilder),
        ("Cell.XIB", .interfaceBuilder),
        ("dir.yaml/a.json", .json),
        ("dir.xib/noextension", .json),
        ("noextension", .json),
        ("a.yaml.json", .json),
        ("a.json.yaml", .yaml),
    ])
    func byPath(path: String, kind: InputKind) {
        #expect(InputKind(path: path) == kind)
    }

    @Test func onlyAnInputsExtensionHasAKind() {
        #expect(InputKind(extensionOf: "notes.txt") == nil)
        #expect(InputKind(extensionOf: "dir.json/notes") == nil)
        #expect(InputKind(extensionOf: "README") == nil)
        #expect(InputKind(extensionOf: "a.JSON") == .json)
    }

    @Test func everyExtensionBelongsToOneKind() {
        let all = InputKind.allCases.flatMap(\.extensions)
        #expect(Set(all).count == all.count)
        #expect(InputKind.byExtension.count == all.count)
        for kind in InputKind.allCases {
            for ext in kind.extensions { #expect(InputKind(path: "screen." + ext) == kind) }
        }
    }
}
