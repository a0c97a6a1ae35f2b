import Glibc
import HIGAuditCore
import HIGAuditFiles

/// Inputs read through `BoundedFile`, and why one could not be, in words people read.
public enum FileReading {
    /// Why `error` happened, in `language`; the system's own words for its errors.
    public static func reason(_ error: FileReadError, in language: Language) -> String {
        func say(_ key: MessageKey, _ arguments: KeyValuePairs<String, String> = [:]) -> String { Message(key, arguments).rendered(in: language) }
        switch error.reason {
        case .missing: return String(cString: strerror(ENOENT))
        case .system(let code): return String(cString: strerror(code))
        case .tooLarge(let limit): return say("input.too-large", ["limit": String(limit)])
        case .symbolicLink: return say("file.symbolic-link", ["path": error.path])
        case .notDirectory: return say("file.not-folder", ["path": error.path])
        case .outsideFolder: return say("file.outside-folder", ["path": error.path])
        case .notRegularFile(.directory): return say("file.directory")
        case .notRegularFile(.fifo): return say("file.fifo")
        case .notRegularFile(.device): return say("file.device")
        case .notRegularFile(.socket): return say("file.socket")
        case .notRegularFile: return say("file.not-regular")
        }
    }

    /// An input's bytes as the auditor takes them: read, too large, or unreadable and why.
    public static func input(_ read: () throws(FileReadError) -> [UInt8], language: Language) -> SourceAuditor.Input {
        do {
            return .bytes(try read())
        } catch {
            if case .tooLarge(let limit) = error.reason { return .tooLarge(limit: limit) }
            return .unreadable(reason: reason(error, in: language))
        }
    }
}
