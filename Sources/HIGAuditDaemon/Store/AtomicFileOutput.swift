import Foundation

extension AtomicFile {
    /// The temporary file being written: small writes are gathered in a buffer of fixed
    /// size, large ones go straight through.
    struct Output {
        static let defaultBufferSize = 64 * 1024

        private let descriptor: Int32
        private let path: String
        private let bufferSize: Int
        private var buffer: [UInt8] = []

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
