import HIGAuditCore

enum HIGJSON {
    /// The API's answers are indented by one space a level.
    static let indent = 1

    static func writer() -> JSONWriter { JSONWriter(indent: indent, capacity: 1024) }

    static func bytes(_ value: JSONValue) -> [UInt8] {
        var writer = writer()
        writer.write(value)
        writer.append("\n")
        return writer.bytes
    }
}
