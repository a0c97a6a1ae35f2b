import HIGAuditCore

/// `hig-index/1` (`index.json`), written as pieces: a head, each screen's row, the
/// separator between rows and a tail. A row depends on its screen only, so that a writer
/// may copy unchanged rows from the version before (the daemon splices them).
package enum IndexDocument {
    /// Between two rows.
    package static let separator = Array(",\n  ".utf8)

    /// What comes before the rows: the format, the time, and the start of `screens`.
    package static func head(generatedAt: String, isEmpty: Bool) -> [UInt8] {
        var head = JSONWriter(indent: 1, capacity: 256)
        head.append("{\n \"format\": ")
        head.writeString("hig-index/1")
        head.append(",\n \"generatedAt\": ")
        head.writeString(generatedAt)
        head.append(isEmpty ? ",\n \"screens\": []" : ",\n \"screens\": [\n  ")
        return head.bytes
    }

    /// What comes after the rows.
    package static func tail(isEmpty: Bool) -> [UInt8] {
        Array((isEmpty ? "\n}\n" : "\n ]\n}\n").utf8)
    }

    /// One screen's row (`source`, `screen`, `title`, `appearance`, `contrast`, `status`, `summary`,
    /// `auditedAt`), laid out as the rows of `screens`.
    package static func row(_ row: JSONValue) -> [UInt8] {
        var writer = JSONWriter(indent: 1, capacity: 256)
        writer.write(row, level: 2)
        return writer.bytes
    }
}
