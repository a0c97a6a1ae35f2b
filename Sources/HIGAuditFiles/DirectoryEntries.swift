import Glibc
import HIGAuditCore

/// The entries of one directory, with their types as the directory reports them (a
/// symbolic link is `.other`: it is never followed).
package enum DirectoryEntries {
    package enum Kind: Sendable { case directory, regular, other }

    package struct Entry: Sendable {
        /// The name, its bytes kept as `FileName` maps them: it opens the entry.
        package var name: String
        package var kind: Kind
    }

    /// The entries of `path` but `.` and `..`; none when it can't be opened. Links in
    /// `path` itself are followed: use it for a folder a person named.
    package static func list(_ path: String) -> [Entry] {
        guard let descriptor = try? NoFollowPath.openRoot(path) else { return [] }
        defer { close(descriptor) }
        return list(open: descriptor)
    }

    /// The entries of the open folder `descriptor` but `.` and `..`; the descriptor stays
    /// open and its position is not moved.
    package static func list(open descriptor: Int32) -> [Entry] {
        (try? entries(open: descriptor, path: "")) ?? []
    }

    /// As `list(open:)`, but a folder that can't be listed (no permission to search it) is
    /// an error naming `path`.
    package static func entries(open descriptor: Int32, path: String) throws(FileReadError) -> [Entry] {
        // Reopened rather than duplicated: a duplicate would share the reading position.
        let copy = openat(descriptor, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard copy >= 0 else { throw FileReadError(path: path, reason: .system(errno: errno)) }
        guard let stream = fdopendir(copy) else {
            let code = errno
            close(copy)
            throw FileReadError(path: path, reason: .system(errno: code))
        }
        defer { closedir(stream) }
        var entries: [Entry] = []
        while let pointer = readdir(stream) {
            let name = withUnsafeBytes(of: pointer.pointee.d_name) { raw in FileName.decode(raw.prefix { $0 != 0 }) }
            guard name != ".", name != ".." else { continue }
            entries.append(Entry(name: name, kind: kind(Int32(pointer.pointee.d_type), name: name, in: copy)))
        }
        return entries
    }

    private static func kind(_ type: Int32, name: String, in folder: Int32) -> Kind {
        switch type {
        case Int32(DT_DIR): return .directory
        case Int32(DT_REG): return .regular
        case Int32(DT_UNKNOWN):
            // Some file systems don't fill in the type: ask, without following links.
            var info = stat()
            guard FileName.withCString(name, { fstatat(folder, $0, &info, AT_SYMLINK_NOFOLLOW) }) == 0 else { return .other }
            switch FileKind(mode: info.st_mode) {
            case .directory: return .directory
            case .regular: return .regular
            default: return .other
            }
        default: return .other
        }
    }
}
