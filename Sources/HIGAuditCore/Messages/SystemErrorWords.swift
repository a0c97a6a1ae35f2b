import Glibc

/// The system's errors that people meet most (a missing file, no permission, a full disk)
/// in the reader's language; any other in the system's own words.
public enum SystemErrorWords {
    private static let names: [Int32: String] = [
        ENOENT: "ENOENT", EACCES: "EACCES", EPERM: "EPERM", EISDIR: "EISDIR", ENOTDIR: "ENOTDIR", ENOSPC: "ENOSPC",
        EDQUOT: "EDQUOT", EROFS: "EROFS", ELOOP: "ELOOP", ENAMETOOLONG: "ENAMETOOLONG", EIO: "EIO", EEXIST: "EEXIST",
        EMFILE: "EMFILE", ECONNREFUSED: "ECONNREFUSED", ETIMEDOUT: "ETIMEDOUT",
    ]

    /// Why a call failed with `code`, to be rendered in the reader's language.
    public static func reason(_ code: Int32) -> Message.Argument.Value {
        guard let name = names[code] else { return .text(String(cString: strerror(code))) }
        return .message(Message(MessageKey("errno.\(name)")))
    }

    /// The codes that have words of their own (for tests).
    package static var codes: [Int32] { Array(names.keys) }
}
