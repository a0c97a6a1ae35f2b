import HIGAuditCore

/// Numbers as the Dynamic Type findings give them.
enum TextSizeNumbers {
    /// A `measured` number: rounded to 2 decimals.
    static func measured(_ value: Double) -> JSONValue { .number(NumberFormatting.rounded(value, places: 2)) }
    /// A size in a message: up to 2 decimals, trailing zeros dropped.
    static func size(_ value: Double) -> String { NumberFormatting.display(value) }
    /// A width or height in a message: whole points.
    static func points(_ value: Double) -> String { NumberFormatting.display(value, places: 0) }
}
