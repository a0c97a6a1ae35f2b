import Foundation
import HIGAuditCore

/// Reads a colorset's `Contents.json` (`interface-builder.md`, "A colorset entry").
enum Colorset {
    /// The colorset's light and dark values. A set that isn't JSON, or has no entry this
    /// version can use, gives unknown values: it was found, so nothing else stands in.
    static func color(fromContents bytes: [UInt8]) -> AppearanceColor {
        guard let tape = try? JSONParser(maxDepth: 64).parse(bytes), tape.kind(tape.root) == .object,
            let colors = tape.member("colors", of: tape.root), tape.kind(colors) == .array
        else { return .unknown }
        var entries: [Entry] = []
        tape.forEachElement(of: colors) { _, node in
            if let entry = Entry(tape: tape, node: node) { entries.append(entry) }
        }
        // `iphone` wins over `universal` for each appearance it has: a set with only a
        // dark iPhone entry keeps the universal light one.
        let phone = entries.filter { $0.idiom == "iphone" }
        let universal = entries.filter { $0.idiom == "universal" }
        func light(_ entries: [Entry]) -> Entry? {
            entries.first { $0.luminosity == "light" } ?? entries.first { $0.luminosity == nil }
        }
        let light = light(phone) ?? light(universal)
        let dark = phone.first { $0.luminosity == "dark" } ?? universal.first { $0.luminosity == "dark" } ?? light
        return AppearanceColor(light: light?.value(in: .light), dark: dark?.value(in: .dark))
    }

    /// One usable entry of `colors`: its idiom, its luminosity (nil for "any"), its color.
    private struct Entry {
        var idiom: String
        var luminosity: String?
        var color: ColorValue

        enum ColorValue {
            case components(RGBA?)
            case reference(String)
        }

        init?(tape: JSONTape, node: Int) {
            guard tape.kind(node) == .object, let idiomNode = tape.member("idiom", of: node), isString(tape, idiomNode) else { return nil }
            idiom = tape.string(idiomNode).lowercased()
            if let gamut = tape.member("display-gamut", of: node), isString(tape, gamut), tape.string(gamut).lowercased() == "display-p3" { return nil }
            var luminosity: String?
            if let appearances = tape.member("appearances", of: node), tape.kind(appearances) == .array {
                var usable = true
                tape.forEachElement(of: appearances) { _, item in
                    guard tape.kind(item) == .object, let kind = tape.member("appearance", of: item), isString(tape, kind),
                        let value = tape.member("value", of: item), isString(tape, value)
                    else { return }
                    // Increase Contrast and other variants are not the colors audited here.
                    if tape.string(kind) == "luminosity" { luminosity = tape.string(value).lowercased() } else { usable = false }
                }
                guard usable else { return nil }
            }
            self.luminosity = luminosity
            guard let color = tape.member("color", of: node), tape.kind(color) == .object else { return nil }
            if let reference = tape.member("reference", of: color), isString(tape, reference) {
                self.color = .reference(tape.string(reference))
            } else {
                self.color = .components(Self.components(tape: tape, color: color))
            }
        }

        func value(in appearance: Appearance) -> RGBA? {
            switch color {
            case .components(let value): value
            case .reference(let name): SystemColorTable.color(named: name)?.value(in: appearance)
            }
        }

        private static func components(tape: JSONTape, color: Int) -> RGBA? {
            guard let components = tape.member("components", of: color), tape.kind(components) == .object else { return nil }
            var space = "srgb"
            if let node = tape.member("color-space", of: color), isString(tape, node) { space = tape.string(node).lowercased() }
            func component(_ key: StaticString, isAlpha: Bool = false) -> Double? {
                guard let node = tape.member(key, of: components) else { return nil }
                return ComponentText.value(text(tape, node), isAlpha: isAlpha)
            }
            let alpha = component("alpha", isAlpha: true) ?? 1
            switch space {
            case "gray-gamma-22", "extended-gray":
                guard let white = component("white") else { return nil }
                return RGBA(r: white, g: white, b: white, a: alpha).clipped
            case "srgb", "extended-srgb":
                guard let r = component("red"), let g = component("green"), let b = component("blue") else { return nil }
                return RGBA(r: r, g: g, b: b, a: alpha).clipped
            case "display-p3":
                guard let r = component("red"), let g = component("green"), let b = component("blue") else { return nil }
                let clip = RGBA(r: r, g: g, b: b, a: alpha).clipped
                return RGBA(displayP3: clip.r, g: clip.g, b: clip.b, a: clip.a)
            case "extended-linear-srgb":
                guard let r = component("red"), let g = component("green"), let b = component("blue") else { return nil }
                let encoded = RGB(linearR: r, g: g, b: b)
                return RGBA(r: encoded.r, g: encoded.g, b: encoded.b, a: alpha).clipped
            default:
                return nil
            }
        }
    }

    private static func isString(_ tape: JSONTape, _ node: Int) -> Bool {
        tape.kind(node) == .string || tape.kind(node) == .escapedString
    }

    /// A component as written: a string's text or a number's digits.
    private static func text(_ tape: JSONTape, _ node: Int) -> String? {
        switch tape.kind(node) {
        case .string, .escapedString: tape.string(node)
        case .number: tape.withRawBytes(of: node) { String(decoding: $0, as: UTF8.self) }
        default: nil
        }
    }
}

/// A colorset component's text: `0x1A` is hex / 255; with a `.` (or an exponent) a
/// fraction; a bare integer is 8-bit (/ 255), except an alpha of `0` or `1`, which is itself.
enum ComponentText {
    static func value(_ text: String?, isAlpha: Bool) -> Double? {
        guard let trimmed = text?.trimmingCharacters(in: .whitespaces), !trimmed.isEmpty else { return nil }
        let lower = trimmed.lowercased()
        if lower.hasPrefix("0x") {
            guard let value = Int(lower.dropFirst(2), radix: 16) else { return nil }
            return Double(value) / 255
        }
        if lower.contains(".") || lower.contains("e") {
            guard let value = Double(lower), value.isFinite else { return nil }
            return value
        }
        guard let value = Int(lower) else { return nil }
        if isAlpha, value == 0 || value == 1 { return Double(value) }
        return Double(value) / 255
    }
}
