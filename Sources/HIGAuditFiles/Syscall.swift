import Glibc

/// A system call that failed: which one, and the `errno` it left.
package struct SystemCallError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The name of the call, as `Syscall.retrying` was given it.
    package var call: String
    package var errno: Int32

    package init(call: String, errno: Int32) {
        self.call = call
        self.errno = errno
    }

    /// `read: Bad file descriptor`.
    package var description: String { "\(call): \(String(cString: strerror(errno)))" }
}

/// Runs system calls the way every caller should: again when a signal interrupted them
/// (`EINTR`), and `-1` turned into a thrown `SystemCallError` carrying `errno`.
package enum Syscall {
    /// The result of `call`, a system call that returns `-1` and sets `errno` on failure,
    /// made again for as long as it fails with `EINTR`.
    package static func retrying<T: BinaryInteger>(_ name: StaticString, _ call: () -> T) throws(SystemCallError) -> T {
        while true {
            let result = call()
            guard result == -1 else { return result }
            let failure = Glibc.errno
            if failure != EINTR { throw SystemCallError(call: name.description, errno: failure) }
        }
    }

    /// Writes all of `bytes` to `descriptor` (`write(2)` until done), again after `EINTR`
    /// and after a short write.
    package static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) throws(SystemCallError) {
        var offset = 0
        while offset < bytes.count {
            offset += try retrying("write") { bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + offset, $0.count - offset) } }
        }
    }

    /// Writes all of `buffer` to `descriptor`, as `writeAll(_:_:)` does an array.
    package static func writeAll(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) throws(SystemCallError) {
        var offset = 0
        while offset < buffer.count {
            offset += try retrying("write") { Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset) }
        }
    }
}
