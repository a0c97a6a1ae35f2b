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

/// A color as the builder writes it: its value in the screen's appearance and contrast and,
/// for a colorset's color in a standard screen, the colorset's name and its own Increase
/// Contrast value, if any (a variant color, `increase-contrast.md`).
struct IBColorValue: Sendable, Equatable {
    var value: RGBA
    var name: String?
    var increased: RGBA?

    init(_ value: RGBA, name: String? = nil, increased: RGBA? = nil) {
        self.value = value
        self.name = name
        self.increased = increased
    }

    var json: JSONValue {
        guard name != nil || increased != nil else { return IBColorJSON.json(value) }
        var members: [JSONValue.Member] = [.init("standard", IBColorJSON.json(value))]
        if let increased { members.append(.init("increased", IBColorJSON.json(increased))) }
        if let name { members.append(.init("name", .string(name))) }
        return .object(members)
    }

    /// The color with its alpha (and its Increase Contrast value's) multiplied by `alpha`.
    func fading(by alpha: Double) -> IBColorValue {
        var faded = self
        faded.value.a *= alpha
        faded.increased?.a *= alpha
        return faded
    }
}
