import Glibc
import HIGAuditCore
import HIGAuditFiles

/// Inputs read through `BoundedFile`, and why one could not be, in words people read.
package enum FileReading {
    /// Why `error` happened, in `language`; the system's own words for its errors.
    package static func reason(_ error: FileReadError, in language: Language) -> String {
        switch reason(error) {
        case .text(let text): text
        case .message(let message): message.rendered(in: language)
        case .list(let messages): messages.map { $0.rendered(in: language) }.joined(separator: ", ")
        }
    }

    /// Why `error` happened, to be rendered in the reader's language later.
    package static func reason(_ error: FileReadError) -> Message.Argument.Value {
        InputWords.register()
        return switch error.reason {
        case .missing: SystemErrorWords.reason(ENOENT)
        case .system(let code): SystemErrorWords.reason(code)
        case .tooLarge(let limit): .message(Message("input.too-large", ["limit": String(limit)]))
        case .symbolicLink: .message(Message("file.symbolic-link", ["path": FileName.display(error.path)]))
        case .notDirectory: .message(Message("file.not-folder", ["path": FileName.display(error.path)]))
        case .outsideFolder: .message(Message("file.outside-folder", ["path": FileName.display(error.path)]))
        case .notRegularFile(.directory): .message(Message("file.directory"))
        case .notRegularFile(.fifo): .message(Message("file.fifo"))
        case .notRegularFile(.device): .message(Message("file.device"))
        case .notRegularFile(.socket): .message(Message("file.socket"))
        case .notRegularFile: .message(Message("file.not-regular"))
        }
    }

    /// The largest configuration or baseline file read.
    package static let settingsLimit = 64 << 20

    /// An input's bytes as the auditor takes them: read, too large, or unreadable and why.
    package static func input(_ read: () throws(FileReadError) -> [UInt8], language: Language) -> SourceAuditor.Input {
        do {
            return .bytes(try read())
        } catch {
            if case .tooLarge(let limit) = error.reason { return .tooLarge(limit: limit) }
            return .unreadable(reason: reason(error, in: language))
        }
    }
}
