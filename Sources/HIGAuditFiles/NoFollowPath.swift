import COpenat2
import Glibc

/// Opens paths inside a folder held open without following a symbolic link at any
/// component, so a folder swapped for a link after it was listed can't lead outside:
/// with `openat2` (`RESOLVE_NO_SYMLINKS | RESOLVE_BENEATH`) where the kernel has it, else
/// one component at a time with `openat` and `O_NOFOLLOW`.
public enum NoFollowPath {
    /// Opens a folder named by a person (on the command line, in the configuration): links
    /// in the path as given are followed. The caller closes the descriptor.
    public static func openRoot(_ path: String) throws(FileReadError) -> Int32 {
        let descriptor = FileName.withCString(path) { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw FileReadError(path: path, reason: reason(forOpenError: errno)) }
        return descriptor
    }

    /// Opens the folder `relative` below the open folder `directory` (`""` is `directory`
    /// itself, opened anew). `directoryPath` names `directory` in errors.
    public static func openDirectory(_ relative: String, below directory: Int32, directoryPath: String) throws(FileReadError) -> Int32 {
        let parts = try components(of: relative, below: directoryPath)
        if let opened = openBeneath(parts, in: directory, flags: O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) { return opened }
        var current = dup(directory)
        guard current >= 0 else { throw FileReadError(path: directoryPath, reason: .system(errno: errno)) }
        var reached = directoryPath
        for component in parts {
            reached = join(reached, component)
            let next = FileName.withCString(component) { openat(current, $0, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) }
            guard next >= 0 else {
                let failure = reason(forOpenError: errno, of: component, in: current)
                close(current)
                throw FileReadError(path: reached, reason: failure)
            }
            close(current)
            current = next
        }
        return current
    }

    /// Opens the file `relative` below the open folder `directory` for reading, without
    /// blocking on a FIFO and without following a link at any component.
    public static func openFile(_ relative: String, below directory: Int32, directoryPath: String) throws(FileReadError) -> Int32 {
        let parts = try components(of: relative, below: directoryPath)
        guard let name = parts.last else { throw FileReadError(path: directoryPath, reason: .notRegularFile(.directory)) }
        if let opened = openBeneath(parts, in: directory, flags: O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY) { return opened }
        let folder = parts.dropLast().joined(separator: "/")
        let parent = try openDirectory(folder, below: directory, directoryPath: directoryPath)
        defer { close(parent) }
        let descriptor = FileName.withCString(name) { openat(parent, $0, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY) }
        guard descriptor >= 0 else {
            throw FileReadError(path: join(directoryPath, relative), reason: reason(forOpenError: errno, of: name, in: parent))
        }
        return descriptor
    }

    /// `directory` and `relative` joined with one `/`.
    public static func join(_ directory: String, _ relative: String) -> String {
        if relative.isEmpty { return directory }
        return directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
    }

    /// The path opened in one call by `openat2` with no links and nothing outside `directory`
    /// resolved; nil when that fails for any reason (no `openat2` in the kernel, a link, a
    /// missing file), and then the walk one component at a time opens it or says why not.
    private static func openBeneath(_ parts: [String], in directory: Int32, flags: Int32) -> Int32? {
        guard !parts.isEmpty else { return nil }
        let descriptor = FileName.withCString(parts.joined(separator: "/")) { higaudit_openat2_beneath(directory, $0, flags) }
        return descriptor >= 0 ? descriptor : nil
    }

    private static func components(of relative: String, below directoryPath: String) throws(FileReadError) -> [String] {
        let parts = relative.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard !relative.hasPrefix("/"), !parts.contains(".."), !parts.contains(".") else {
            throw FileReadError(path: join(directoryPath, relative), reason: .outsideFolder)
        }
        return parts
    }

    private static func reason(forOpenError failure: Int32) -> FileReadError.Reason {
        switch failure {
        case ENOENT: .missing
        case ELOOP: .symbolicLink
        case ENOTDIR: .notDirectory
        default: .system(errno: failure)
        }
    }

    /// Why opening `name` in `folder` failed: a link is named as such whatever `errno` says
    /// (`O_DIRECTORY` on a link gives `ENOTDIR`).
    private static func reason(forOpenError failure: Int32, of name: String, in folder: Int32) -> FileReadError.Reason {
        var info = stat()
        if FileName.withCString(name, { fstatat(folder, $0, &info, AT_SYMLINK_NOFOLLOW) }) == 0 {
            let kind = FileKind(mode: info.st_mode)
            if kind == .symbolicLink { return .symbolicLink }
            if failure == ENOTDIR { return kind == .regular || kind == .directory ? .notDirectory : .notRegularFile(kind) }
        }
        return reason(forOpenError: failure)
    }
}
