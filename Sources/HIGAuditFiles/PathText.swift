import Glibc
import HIGAuditCore

/// Lexical path arithmetic on `/`-separated text (no file system access but the
/// current directory).
package enum PathText {
    /// `path` made absolute against the current directory, with `.`, `..` and repeated
    /// slashes folded; never a trailing `/` (except the root itself).
    package static func absolute(_ path: String) -> String {
        var full = path
        if !path.hasPrefix("/") { full = currentDirectory() + "/" + path }
        var parts: [Substring] = []
        for part in full.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The folder holding `path`: `/` for a name in the root (and for the root itself), `.`
    /// for a bare name.
    package static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The last component of `path`: all of it when it holds no `/`.
    package static func name(of path: String) -> Substring {
        guard let slash = path.lastIndex(of: "/") else { return path[...] }
        return path[path.index(after: slash)...]
    }

    /// Whether `path` is `folder` or lies inside it (both absolute).
    package static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/")
    }

    private static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "/" }
        return FileName.decode(buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) })
    }
}
