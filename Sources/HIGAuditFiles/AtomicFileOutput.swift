import CMemory
import Glibc

extension AtomicFile {
    /// The temporary file being written: small writes are gathered in a buffer of fixed
    /// size, large ones go straight through.
    package struct Output {
        /// The buffer's size when none is given: 64 KiB.
        package static let defaultBufferSize = 64 * 1024

        let descriptor: Int32
        let path: String
        private let bufferSize: Int
        private var buffer: [UInt8] = []
        /// The file `copy` copies from (the previous version of the one being written).
        package var copySource: Int32 = -1

        /// Writes to the open `descriptor`, named `path` in failures. `bufferSize` 0: every
        /// write goes straight to the file.
        package init(descriptor: Int32, path: String, bufferSize: Int = defaultBufferSize) {
            self.descriptor = descriptor
            self.path = path
            self.bufferSize = bufferSize
        }

        /// Appends `bytes`.
        package mutating func write(_ bytes: [UInt8]) throws(Failure) {
            if buffer.count + bytes.count > bufferSize { try flush() }
            if bytes.count >= bufferSize {
                try writeAll(bytes)
            } else {
                reserve()
                buffer.append(contentsOf: bytes)
            }
        }

        /// Appends `text` as UTF-8.
        package mutating func write(_ text: String) throws(Failure) {
            let count = text.utf8.count
            if buffer.count + count > bufferSize { try flush() }
            if count >= bufferSize {
                try writeAll(Array(text.utf8))
            } else {
                reserve()
                buffer.append(contentsOf: text.utf8)
            }
        }

        /// Hands what the buffer holds to the file.
        package mutating func flush() throws(Failure) {
            guard !buffer.isEmpty else { return }
            try writeAll(buffer)
            buffer.removeAll(keepingCapacity: true)
        }

        /// Copies a range of `copySource` in the kernel (`copy_file_range`), or through a
        /// buffer where the file system can't.
        package mutating func copy(_ range: Range<Int>) throws(Failure) {
            try flush()
            var from = Int64(range.lowerBound)
            var left = range.count
            while left > 0 {
                let copied: Int
                do {
                    copied = try Syscall.retrying("copy_file_range") { cmemory_copy_file_range(copySource, &from, descriptor, left) }
                } catch {
                    if [EXDEV, ENOSYS, EINVAL, EOPNOTSUPP].contains(error.errno) { return try copyThroughBuffer(from: from, count: left) }
                    throw Failure(path: path, operation: "copy", code: error.errno)
                }
                if copied == 0 { throw Failure(path: path, operation: "copy (the previous version is shorter)", code: EIO) }
                left -= copied
            }
        }

        private func copyThroughBuffer(from start: Int64, count: Int) throws(Failure) {
            var chunk = [UInt8](repeating: 0, count: min(count, 1 << 20))
            var from = start
            var left = count
            while left > 0 {
                let read: Int
                do {
                    read = try Syscall.retrying("pread") {
                        chunk.withUnsafeMutableBytes { pread(copySource, $0.baseAddress, min(left, $0.count), off_t(from)) }
                    }
                } catch {
                    throw Failure(path: path, operation: "copy", code: error.errno)
                }
                guard read > 0 else { throw Failure(path: path, operation: "copy", code: EIO) }
                try writeAll(Array(chunk[0..<read]))
                from += Int64(read)
                left -= read
            }
        }

        private mutating func reserve() {
            if buffer.capacity < bufferSize { buffer.reserveCapacity(bufferSize) }
        }

        private func writeAll(_ bytes: [UInt8]) throws(Failure) {
            do {
                try Syscall.writeAll(descriptor, bytes)
            } catch {
                throw Failure(path: path, operation: "write", code: error.errno)
            }
        }
    }
}
