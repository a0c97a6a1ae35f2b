import HIGAuditCore

/// A box in Figma's absolute canvas coordinates.
struct FigmaBox {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    /// Contains `other`, allowing 1 pt on each side (as the screen format does).
    func covers(_ other: FigmaBox) -> Bool {
        other.x >= x - 1 && other.y >= y - 1 && other.x + other.width <= x + width + 1 && other.y + other.height <= y + height + 1
    }
}

/// The members of one Figma node that the importer reads, found in one pass.
struct FigmaNode {
    let index: Int
    var id = ""
    var name = ""
    var type = ""
    var visible = true
    var opacity = 1.0
    var box: FigmaBox?
    var fills: Int?
    var legacyBackground: Int?
    var strokes: Int?
    var strokeWeight: Double?
    var children: Int?
    var characters: String?
    var style: Int?
    var componentId: String?
    var componentProperties: Int?
    var cornerRadius: Double?
    /// A mask: its shape clips the layers above it, its paints are not drawn.
    var isMask = false
    var characterStyleOverrides: Int?
    var styleOverrideTable: Int?
    /// `styles`: the ids of the file's styles the node uses, by what they style (`text`).
    var styles: Int?
    /// The layer's `blendMode` mixes it with what is below in a way other than painting
    /// over it (`MULTIPLY`, `SCREEN`, …): what it shows can't be told from its paints.
    var blends = false

    init(_ index: Int, in tape: JSONTape) {
        self.index = index
        guard tape.kind(index) == .object else { return }
        tape.forEachMember(of: index) { key, value in
            let kind = tape.kind(value)
            if tape.stringEquals(key, "type") {
                if kind == .string || kind == .escapedString { type = tape.string(value) }
            } else if tape.stringEquals(key, "id") {
                if kind == .string || kind == .escapedString { id = tape.string(value) }
            } else if tape.stringEquals(key, "name") {
                if kind == .string || kind == .escapedString { name = tape.string(value) }
            } else if tape.stringEquals(key, "visible") {
                visible = kind != .false
            } else if tape.stringEquals(key, "opacity") {
                if kind == .number { opacity = tape.double(value) ?? 1 }
            } else if tape.stringEquals(key, "absoluteBoundingBox") {
                if kind == .object { box = Self.box(value, in: tape) }
            } else if tape.stringEquals(key, "fills") {
                if kind == .array { fills = value }
            } else if tape.stringEquals(key, "background") {
                if kind == .array { legacyBackground = value }
            } else if tape.stringEquals(key, "strokes") {
                if kind == .array { strokes = value }
            } else if tape.stringEquals(key, "strokeWeight") {
                if kind == .number { strokeWeight = tape.double(value) }
            } else if tape.stringEquals(key, "children") {
                if kind == .array { children = value }
            } else if tape.stringEquals(key, "characters") {
                if kind == .string || kind == .escapedString { characters = tape.string(value) }
            } else if tape.stringEquals(key, "style") {
                if kind == .object { style = value }
            } else if tape.stringEquals(key, "componentId") {
                if kind == .string || kind == .escapedString { componentId = tape.string(value) }
            } else if tape.stringEquals(key, "componentProperties") {
                if kind == .object { componentProperties = value }
            } else if tape.stringEquals(key, "cornerRadius") {
                if kind == .number { cornerRadius = tape.double(value) }
            } else if tape.stringEquals(key, "isMask") {
                isMask = kind == .true
            } else if tape.stringEquals(key, "characterStyleOverrides") {
                if kind == .array { characterStyleOverrides = value }
            } else if tape.stringEquals(key, "styleOverrideTable") {
                if kind == .object { styleOverrideTable = value }
            } else if tape.stringEquals(key, "styles") {
                if kind == .object { styles = value }
            } else if tape.stringEquals(key, "blendMode") {
                if kind == .string { blends = FigmaPaint.blends(tape.string(value)) }
            }
        }
    }

    static func box(_ object: Int, in tape: JSONTape) -> FigmaBox? {
        var values: [Double?] = [nil, nil, nil, nil]
        tape.forEachMember(of: object) { key, value in
            guard tape.kind(value) == .number else { return }
            if tape.stringEquals(key, "x") {
                values[0] = tape.double(value)
            } else if tape.stringEquals(key, "y") {
                values[1] = tape.double(value)
            } else if tape.stringEquals(key, "width") {
                values[2] = tape.double(value)
            } else if tape.stringEquals(key, "height") {
                values[3] = tape.double(value)
            }
        }
        guard let x = values[0], let y = values[1], let width = values[2], let height = values[3] else { return nil }
        return FigmaBox(x: x, y: y, width: max(0, width), height: max(0, height))
    }

    var isText: Bool { type == "TEXT" }
    /// Frame-like nodes: what the issue calls frames and instances.
    var isFrameLike: Bool { ["FRAME", "COMPONENT", "INSTANCE", "COMPONENT_SET"].contains(type) }
    /// Leaf shapes: what they paint is their fill and stroke.
    var isShape: Bool { ["RECTANGLE", "ELLIPSE", "VECTOR", "LINE", "STAR", "REGULAR_POLYGON", "BOOLEAN_OPERATION"].contains(type) }
    /// Fills of a frame-like node; older exports call them `background`.
    var paints: Int? { fills ?? legacyBackground }

    /// The child node indices that are objects, with their ordinal in `children`.
    func childNodes(in tape: JSONTape) -> [(ordinal: Int, index: Int)] {
        guard let children else { return [] }
        var result: [(Int, Int)] = []
        tape.forEachElement(of: children) { ordinal, child in
            if tape.kind(child) == .object { result.append((ordinal, child)) }
        }
        return result
    }
}

/// What a node's paints amount to, topmost first.
struct PaintSummary {
    var solid: RGBA?
    var gradient: String?
    var image = false

    var isEmpty: Bool { solid == nil && gradient == nil && !image }
}

enum FigmaPaint {
    /// The visible `SOLID` paints down to the first opaque one (each alpha = color alpha ×
    /// paint opacity) as one color, blended as Figma paints them, the upper over the lower,
    /// then faded by the layer's `opacity`; and whether a gradient or image shows above the
    /// first opaque one.
    static func summary(_ array: Int?, opacity: Double, in tape: JSONTape) -> PaintSummary {
        var result = PaintSummary()
        guard let array else { return result }
        var solids: [RGBA] = []
        var paints: [Int] = []
        tape.forEachElement(of: array) { _, paint in
            if tape.kind(paint) == .object { paints.append(paint) }
        }
        layers: for paint in paints.reversed() {
            var type = "", visible = true, paintOpacity = 1.0, color: Int?, blends = false
            tape.forEachMember(of: paint) { key, value in
                if tape.stringEquals(key, "type"), tape.kind(value) == .string {
                    type = tape.string(value)
                } else if tape.stringEquals(key, "blendMode"), tape.kind(value) == .string {
                    blends = Self.blends(tape.string(value))
                } else if tape.stringEquals(key, "visible") {
                    visible = tape.kind(value) != .false
                } else if tape.stringEquals(key, "opacity"), tape.kind(value) == .number {
                    paintOpacity = tape.double(value) ?? 1
                } else if tape.stringEquals(key, "color"), tape.kind(value) == .object {
                    color = value
                }
            }
            guard visible, paintOpacity > 0 else { continue }
            // A paint blended rather than painted over the ones below: unknown, as an image is.
            if blends {
                result.image = true
                break layers
            }
            switch type {
            case "SOLID":
                guard let color, var rgba = Self.color(color, in: tape) else { continue }
                rgba.a *= paintOpacity
                guard rgba.a > 0 else { continue }
                solids.append(rgba)
                if rgba.a >= 1 { break layers }
            case _ where type.hasPrefix("GRADIENT_"):
                if result.gradient == nil { result.gradient = type }
            case "IMAGE", "VIDEO", "EMOJI":
                result.image = true
                break layers
            default:
                continue
            }
        }
        result.solid = solids.reversed().reduce(nil) { below, above in Self.over(above, below) }
        result.solid?.a *= opacity
        if let solid = result.solid, solid.a <= 0 { result.solid = nil }
        return result
    }

    /// Whether a `blendMode` mixes a paint or layer with what is below other than by
    /// painting over it.
    static func blends(_ mode: String) -> Bool { mode != "NORMAL" && mode != "PASS_THROUGH" }

    static func color(_ object: Int, in tape: JSONTape) -> RGBA? {
        var channels: [Double] = [0, 0, 0, 1]
        var found = 0
        tape.forEachMember(of: object) { key, value in
            guard tape.kind(value) == .number, let number = tape.double(value) else { return }
            let clamped = min(1, max(0, number))
            if tape.stringEquals(key, "r") {
                channels[0] = clamped
                found += 1
            } else if tape.stringEquals(key, "g") {
                channels[1] = clamped
                found += 1
            } else if tape.stringEquals(key, "b") {
                channels[2] = clamped
                found += 1
            } else if tape.stringEquals(key, "a") {
                channels[3] = clamped
            }
        }
        guard found == 3 else { return nil }
        return RGBA(r: channels[0], g: channels[1], b: channels[2], a: channels[3])
    }

    /// `#RRGGBB` or `#RRGGBBAA` when every channel is a whole number of 255ths (as Figma
    /// stores them, up to float error), otherwise the exact `{r, g, b, a}` form.
    static func json(_ color: RGBA) -> JSONValue {
        let channels = [color.r, color.g, color.b, color.a]
        let bytes = channels.map { ($0 * 255).rounded() }
        if zip(channels, bytes).allSatisfy({ abs($0 * 255 - $1) < 0.01 }) {
            let digits = (color.a >= 1 ? bytes.dropLast() : bytes[...]).map { byte -> String in
                let text = String(Int(byte), radix: 16, uppercase: true)
                return text.count == 1 ? "0" + text : text
            }
            return .string("#" + digits.joined())
        }
        func round(_ value: Double) -> JSONValue { .number(NumberFormatting.rounded(value, places: 6)) }
        return .object(["r": round(color.r), "g": round(color.g), "b": round(color.b), "a": round(color.a)])
    }

    /// `top` painted over `bottom`, both with straight alpha.
    static func over(_ top: RGBA, _ bottom: RGBA?) -> RGBA {
        guard let bottom, top.a < 1 else { return top }
        let alpha = top.a + bottom.a * (1 - top.a)
        guard alpha > 0 else { return top }
        func channel(_ t: Double, _ b: Double) -> Double { (t * top.a + b * bottom.a * (1 - top.a)) / alpha }
        return RGBA(r: channel(top.r, bottom.r), g: channel(top.g, bottom.g), b: channel(top.b, bottom.b), a: alpha)
    }

    /// Red as `FigmaMapping` defines it (HSV hue near 0°, saturated, bright), as it shows
    /// over white: a faint red tint is pink, not red.
    static func isRed(_ color: RGBA, _ mapping: FigmaMapping) -> Bool {
        let color = over(color, RGBA(r: 1, g: 1, b: 1, a: 1))
        let maximum = max(color.r, color.g, color.b), minimum = min(color.r, color.g, color.b)
        guard maximum > 0, maximum == color.r, maximum - minimum > 0 else { return false }
        let saturation = (maximum - minimum) / maximum
        var hue = 60 * (color.g - color.b) / (maximum - minimum)
        if hue < 0 { hue += 360 }
        let distance = min(hue, 360 - hue)
        return distance <= mapping.redHueTolerance && saturation >= mapping.redMinimumSaturation && maximum >= mapping.redMinimumBrightness
    }
}
