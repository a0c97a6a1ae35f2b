import Foundation
import Testing

@testable import HIGAuditFiles

@Suite struct DirectoryEntriesTests {
    @Test func entriesAreTypedAndLinksAreNotFollowed() throws {
        let sandbox = try FileSandbox()
        try sandbox.makeFolder(sandbox.path("folder"))
        try sandbox.write(sandbox.path("file.json"), "{}")
        #expect(symlink(sandbox.outside, sandbox.path("link")) == 0)
        let entries = DirectoryEntries.list(sandbox.root).sorted { $0.name < $1.name }
        #expect(entries.map(\.name) == ["file.json", "folder", "link"])
        #expect(entries.map(\.kind) == [.regular, .directory, .other])
    }

    @Test func listingAnOpenFolderTwiceGivesTheSameEntries() throws {
        let sandbox = try FileSandbox()
        try sandbox.write(sandbox.path("a.json"), "{}")
        let folder = try NoFollowPath.openRoot(sandbox.root)
        defer { close(folder) }
        #expect(DirectoryEntries.list(open: folder).map(\.name) == ["a.json"])
        #expect(DirectoryEntries.list(open: folder).map(\.name) == ["a.json"])
    }
}
