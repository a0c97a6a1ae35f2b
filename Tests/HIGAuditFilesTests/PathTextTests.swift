import Testing

@testable import HIGAuditFiles

@Suite struct PathTextTests {
    @Test(arguments: [("/a/b.json", "/a"), ("/a", "/"), ("/", "/"), ("a/b/c", "a/b"), ("b.json", ".")])
    func theParentOfAPathIsTheFolderHoldingIt(path: String, parent: String) {
        #expect(PathText.parent(of: path) == parent)
    }

    @Test(arguments: [("/a/b.json", "b.json"), ("a/b", "b"), ("b.json", "b.json"), ("a/", "")])
    func theNameOfAPathIsItsLastComponent(path: String, name: String) {
        #expect(PathText.name(of: path) == name[...])
    }
}
