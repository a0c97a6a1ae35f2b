import CMemory
import Foundation

extension AtomicFile.Output: SpliceSink {}

extension AtomicFile {
    /// The temporary file being written: small writes are gathered in a buffer of fixed
    /// size, large ones go straight through.
    struct Output {
        static let defaultBufferSize = 64 * 1024

        private let descriptor: Int32
        private let path: String
        private let bufferSize: Int
        private var buffer: [UInt8] = []
        /// The file `copy` copies from (the previous version of the one being written).
        var copySource: Int32 = -1

        /// `bufferSize` 0: every write goes straight to the file.
        init(descriptor: Int32, path: String, bufferSize: Int = defaultBufferSize) {
            self.descriptor = descriptor
            self.path = path
            self.bufferSize = bufferSize
        }

        mutating func write(_ bytes: [UInt8]) throws(Failure) {
            if buffer.count + bytes.count > bufferSize { try flush() }
            if bytes.count >= bufferSize {
                try writeAll(bytes)
            } else {
                reserve()
                buffer.append(contentsOf: bytes)
            }
        }

        mutating func write(_ text: String) throws(Failure) {
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
        mutating func flush() throws(Failure) {
            guard !buffer.isEmpty else { return }
            try writeAll(buffer)
            buffer.removeAll(keepingCapacity: true)
        }

        /// Copies a range of `copySource` in the kernel (`copy_file_range`), or through a
        /// buffer where the file system can't.
        mutating func copy(_ range: Range<Int>) throws(Failure) {
            try flush()
            var from = Int64(range.lowerBound)
            var left = range.count
            while left > 0 {
                let copied = cmemory_copy_file_range(copySource, &from, descriptor, left)
                if copied > 0 {
                    left -= copied
                    continue
                }
                if copied < 0, errno == EINTR { continue }
                if copied == 0 { throw Failure(path: path, operation: "copy (the previous version is shorter)", code: EIO) }
                if [EXDEV, ENOSYS, EINVAL, EOPNOTSUPP].contains(errno) { return try copyThroughBuffer(from: from, count: left) }
                throw Failure(path: path, operation: "copy", code: errno)
            }
        }

        private func copyThroughBuffer(from start: Int64, count: Int) throws(Failure) {
            var chunk = [UInt8](repeating: 0, count: min(count, 1 << 20))
            var from = start
            var left = count
            while left > 0 {
                let read = chunk.withUnsafeMutableBytes { pread(copySource, $0.baseAddress, min(left, $0.count), off_t(from)) }
                if read < 0, errno == EINTR { continue }
                guard read > 0 else { throw Failure(path: path, operation: "copy", code: read == 0 ? EIO : errno) }
                try writeAll(Array(chunk[0..<read]))
                from += Int64(read)
                left -= read
            }
        }

        private mutating func reserve() {
            if buffer.capacity < bufferSize { buffer.reserveCapacity(bufferSize) }
        }

        private func writeAll(_ bytes: [UInt8]) throws(Failure) {
            let code: Int32? = bytes.withUnsafeBytes { raw in
                var offset = 0
                while offset < raw.count {
                    let written = Glibc.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        return errno
                    }
                    offset += written
                }
                return nil
            }
            if let code { throw Failure(path: path, operation: "write", code: code) }
        }
    }
}
