/// How many bytes the system still has to write to disk: `Dirty` and `Writeback` of
/// `/proc/meminfo`, for every file system together.
package enum PendingWriteback {
    /// The bytes pending now; nil when `/proc/meminfo` can't be read.
    package static func bytes() -> Int? {
        guard let text = try? BoundedFile.read("/proc/meminfo", limit: 1 << 16) else { return nil }
        return parse(text)
    }

    /// The sum of the `Dirty` and `Writeback` lines (in kB) of a `/proc/meminfo` text, in
    /// bytes; nil when either line is missing or holds no number or one too long to be one.
    static func parse(_ text: [UInt8]) -> Int? {
        var dirty: Int?
        var writeback: Int?
        for line in text.split(separator: UInt8(ascii: "\n")) {
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { continue }
            let name = line[line.startIndex..<colon]
            guard name.elementsEqual("Dirty".utf8) || name.elementsEqual("Writeback".utf8) else { continue }
            var kilobytes = 0
            var digits = 0
            for byte in line[(colon + 1)...] where byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                kilobytes = kilobytes &* 10 &+ Int(byte - UInt8(ascii: "0"))
                digits += 1
            }
            guard digits > 0, digits <= 15 else { return nil }
            if name.first == UInt8(ascii: "D") { dirty = kilobytes * 1024 } else { writeback = kilobytes * 1024 }
        }
        guard let dirty, let writeback else { return nil }
        return dirty + writeback
    }
}
