import CZlib

/// zlib's `compress2` and `uncompress`: a zlib stream, whose Adler-32 checksum tells a
/// damaged blob from a whole one.
enum Deflate {
    /// `bytes` compressed at zlib's default level.
    static func compress(_ bytes: [UInt8]) -> [UInt8]? {
        var length = compressBound(uLong(bytes.count))
        var output = [UInt8](repeating: 0, count: Int(length))
        let status = output.withUnsafeMutableBufferPointer { output in
            bytes.withUnsafeBufferPointer { input in
                compress2(output.baseAddress, &length, input.baseAddress, uLong(input.count), Z_DEFAULT_COMPRESSION)
            }
        }
        guard status == Z_OK else { return nil }
        output.removeSubrange(Int(length)...)
        return output
    }

    /// The `count` bytes `compressed` holds, or nil when it holds anything else.
    static func decompress(_ compressed: ArraySlice<UInt8>, count: Int) -> [UInt8]? {
        var output = [UInt8](repeating: 0, count: count)
        var length = uLong(count)
        let status = output.withUnsafeMutableBufferPointer { output in
            compressed.withUnsafeBufferPointer { input in
                uncompress(output.baseAddress, &length, input.baseAddress, uLong(input.count))
            }
        }
        guard status == Z_OK, Int(length) == count else { return nil }
        return output
    }
}
