import COpenat2
import Foundation
import Testing

/// `openat2` refuses what the walk refuses, where the kernel has it.
@Suite struct Openat2Tests {
    @Test func openat2RefusesALinkedFolderAndOpensAPlainFile() throws {
        let sandbox = try FileSandbox()
        try sandbox.makeFolder(sandbox.path("sub"))
        try sandbox.write(sandbox.path("sub/screen.json"), "inside")
        try sandbox.write(sandbox.outside + "/screen.json", "outside")
        #expect(symlink(sandbox.outside, sandbox.path("linked")) == 0)
        let root = open(sandbox.root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer { close(root) }
        let plain = higaudit_openat2_beneath(root, "sub/screen.json", O_RDONLY | O_CLOEXEC)
        if plain < 0 {
            #expect(errno == ENOSYS, "only a kernel without openat2 may refuse a plain file")
            return
        }
        close(plain)
        #expect(higaudit_openat2_beneath(root, "linked/screen.json", O_RDONLY | O_CLOEXEC) == -1)
        #expect(errno == ELOOP)
        #expect(higaudit_openat2_beneath(root, "../outside/screen.json", O_RDONLY | O_CLOEXEC) == -1)
        #expect(errno == EXDEV)
    }
}
