import HIGAuditCore

enum HIGJSON {
    static func writer() -> JSONWriter { JSONWriter(indent: 1, capacity: 1024) }

    static func bytes(_ value: JSONValue) -> [UInt8] {
        var writer = writer()
        writer.write(value)
        writer.append("\n")
        return writer.bytes
    }
}
