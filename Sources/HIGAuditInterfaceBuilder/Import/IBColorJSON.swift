import HIGAuditCore

/// Colors as `hig-screen/1` values.
enum IBColorJSON {
    /// `#RRGGBB` (or `#RRGGBBAA`) when every component is exactly n/255, else an `{r, g, b, a}`
    /// object with the components as read, unrounded, so that no measurement moves.
    static func json(_ color: RGBA) -> JSONValue {
        let channels = [color.r, color.g, color.b, color.a]
        let levels = channels.map { ($0 * 255).rounded() }
        if zip(channels, levels).allSatisfy({ $0 == $1 / 255 }) {
            let digits = (color.a >= 1 ? levels.dropLast() : levels[...]).map { level -> String in
                let text = String(Int(level), radix: 16, uppercase: true)
                return text.count == 1 ? "0" + text : text
            }
            return .string("#" + digits.joined())
        }
        return .object(["r": .number(color.r), "g": .number(color.g), "b": .number(color.b), "a": .number(color.a)])
    }
}
