import Testing

@testable import HIGAuditFiles

/// A file inside a root: from its path inside the root to its report key, and back.
@Suite struct SourceFileTests {
    @Test func sourcePathsJoinTheRootName() {
        let single = SourceRoot(path: "/w/", name: "")
        let named = SourceRoot(path: "/w/app", name: "app")
        let a = SourceFile(root: single, relativePath: "x/y.json")
        #expect(a.sourcePath == "x/y.json")
        #expect(a.path == "/w/x/y.json")
        let b = SourceFile(root: named, relativePath: "y.yaml")
        #expect(b.sourcePath == "app/y.yaml")
        #expect(b.path == "/w/app/y.yaml")
    }

    @Test func aWalkedFolderKeysFilesAsTheFolderWasGiven() {
        let given = SourceRoot(path: "screens/", name: "screens/")
        let file = SourceFile(root: given, relativePath: "a/b.xib")
        #expect(file.sourcePath == "screens/a/b.xib")
        #expect(file.path == "screens/a/b.xib")
        let top = SourceFile(root: SourceRoot(path: "/", name: "/"), relativePath: "c.json")
        #expect(top.sourcePath == "/c.json")
        #expect(top.path == "/c.json")
    }

    @Test func aKeyLeadsBackToItsFile() {
        let roots = [SourceRoot(path: "/w/app", name: "app"), SourceRoot(path: "/w/app-2", name: "app-2")]
        for file in [SourceFile(root: roots[0], relativePath: "x/y.json"), SourceFile(root: roots[1], relativePath: "z.xib")] {
            #expect(SourceFile(source: file.sourcePath, in: roots) == file)
        }
        #expect(SourceFile(source: "app-3/z.xib", in: roots) == nil)
        #expect(SourceFile(source: "app", in: roots) == nil)
        let single = SourceRoot(path: "/w", name: "")
        #expect(SourceFile(source: "any/where.json", in: [single]) == SourceFile(root: single, relativePath: "any/where.json"))
    }
}
