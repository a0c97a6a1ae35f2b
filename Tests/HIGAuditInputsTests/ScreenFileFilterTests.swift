import Testing

@testable import HIGAuditInputs

@Suite struct ScreenFileFilterTests {
    @Test func screenExtensionsInAnyCase() {
        for name in ["a.json", "b.yaml", "c.yml", "D.JSON", "e.Yaml", "f.tmp.json", "#g.json", "h.storyboard", "i.XIB"] {
            #expect(ScreenFileFilter.isScreenFileName(name), "\(name)")
        }
    }

    @Test func dotfilesTemporariesAndOtherExtensionsAreNotScreens() {
        for name in [".a.json", ".#a.json", "a.json~", "#a.json#", "a.json.swp", "a.json.part", "a.txt", "a.jsonl", "json", "", ".json"] {
            #expect(!ScreenFileFilter.isScreenFileName(name), "\(name)")
        }
    }

    @Test func dotFoldersAreNotWalked() {
        #expect(ScreenFileFilter.isWalkedFolderName("screens"))
        #expect(!ScreenFileFilter.isWalkedFolderName(".git"))
    }
}
