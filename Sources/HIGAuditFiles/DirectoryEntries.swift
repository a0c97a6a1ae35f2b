import Glibc

/// The entries of one directory, with their types as the directory reports them (a
/// symbolic link is `.other`: it is never followed).
public enum DirectoryEntries {
    public enum Kind: Sendable { case directory, regular, other }

    public struct Entry: Sendable {
        public var name: String
        public var kind: Kind
    }

    /// The entries of `path` but `.` and `..`; none when it can't be opened.
    public static func list(_ path: String) -> [Entry] {
        guard let stream = opendir(path) else { return [] }
        defer { closedir(stream) }
        var entries: [Entry] = []
        while let pointer = readdir(stream) {
            let name = withUnsafeBytes(of: pointer.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name != ".", name != ".." else { continue }
            entries.append(Entry(name: name, kind: kind(Int32(pointer.pointee.d_type), name: name, in: stream)))
        }
        return entries
    }

    private static func kind(_ type: Int32, name: String, in stream: OpaquePointer) -> Kind {
        switch type {
        case Int32(DT_DIR): return .directory
        case Int32(DT_REG): return .regular
        case Int32(DT_UNKNOWN):
            // Some file systems don't fill in the type: ask, without following links.
            var info = stat()
            guard fstatat(dirfd(stream), name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return .other }
            switch info.st_mode & S_IFMT {
            case S_IFDIR: return .directory
            case S_IFREG: return .regular
            default: return .other
            }
        default: return .other
        }
    }
}
