import Foundation
import HIGAuditFiles

/// Unbuffered writes to standard output and standard error; callers hand over whole
/// blocks, so each is one system call.
enum StandardOutput {
    static func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { writeAll(STDOUT_FILENO, UnsafeRawBufferPointer($0)) }
    }

    static func write(_ text: String) {
        var text = text
        text.withUTF8 { writeAll(STDOUT_FILENO, UnsafeRawBufferPointer($0)) }
    }

    static func error(_ text: String) {
        var text = text
        text.withUTF8 { writeAll(STDERR_FILENO, UnsafeRawBufferPointer($0)) }
    }

    static func flush() {}

    /// A write that fails (a closed pipe) loses the rest: there is nowhere to say so.
    private static func writeAll(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) {
        try? Syscall.writeAll(descriptor, buffer)
    }

    /// Color only on a terminal, and never when NO_COLOR is set or TERM is dumb.
    static var isColorTerminal: Bool {
        let environment = ProcessInfo.processInfo.environment
        return isatty(STDOUT_FILENO) == 1 && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
    }
}
