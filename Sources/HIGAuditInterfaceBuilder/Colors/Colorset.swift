import Foundation
import HIGAuditCore

/// Reads a colorset's `Contents.json` (`interface-builder.md`, "A colorset entry").
enum Colorset {
    /// The colorset's light and dark values, and their values with Increase Contrast
    /// (`increase-contrast.md`, "Colorsets"). A set that isn't JSON, or has no entry this
    /// version can use, gives unknown values: it was found, so nothing else stands in.
    static func color(fromContents bytes: [UInt8]) -> AppearanceColor {
        guard let tape = try? JSONParser(maxDepth: 64).parse(bytes), tape.kind(tape.root) == .object,
            let colors = tape.member("colors", of: tape.root), tape.kind(colors) == .array
        else { return .unknown }
        var entries: [Entry] = []
        tape.forEachElement(of: colors) { _, node in
            if let entry = Entry(tape: tape, node: node) { entries.append(entry) }
        }
        // E(luminosity, contrast): the `iphone` entry wins over the `universal` one, and of
        // two of one idiom, the first; other idioms are not used.
        func entry(_ luminosity: String?, high: Bool) -> Entry? {
            let matching = entries.filter { $0.luminosity == luminosity && $0.highContrast == high }
            return matching.first { $0.idiom == "iphone" } ?? matching.first { $0.idiom == "universal" }
        }
        let light = entry("light", high: false) ?? entry(nil, high: false)
        let darkEntry = entry("dark", high: false)
        let lightHigh = entry("light", high: true) ?? entry(nil, high: true)
        let darkHigh = entry("dark", high: true)
        let lightValue = light?.value(in: .light)
        // An entry resolves in the appearance asked for: a reference to a system color
        // gives that color's dark value in dark.
        let darkValue = (darkEntry ?? light)?.value(in: .dark)
        let lightIncreased = lightHigh.map { $0.value(in: .light, contrast: .increased) } ?? light?.value(in: .light, contrast: .increased)
        let darkIncreased: RGBA?
        if let darkHigh {
            darkIncreased = darkHigh.value(in: .dark, contrast: .increased)
        } else if let darkEntry {
            // A dark entry without a high-contrast one keeps its value: it is the one drawn.
            darkIncreased = darkEntry.value(in: .dark, contrast: .increased)
        } else {
            // No dark entry: iOS shows the high-contrast entry in dark too.
            darkIncreased = (lightHigh ?? light)?.value(in: .dark, contrast: .increased)
        }
        var color = AppearanceColor(light: lightValue, dark: darkValue, lightIncreased: lightIncreased, darkIncreased: darkIncreased)
        color.lightFromContrastEntry = lightHigh != nil
        color.darkFromContrastEntry = darkHigh != nil || (darkEntry == nil && lightHigh != nil)
        color.lightIsSystemReference = light?.isReference ?? false
        color.darkIsSystemReference = (darkEntry ?? light)?.isReference ?? false
        return color
    }

    /// One usable entry of `colors`: its idiom, its luminosity (nil for "any"), its color.
    private struct Entry {
        var idiom: String
        var luminosity: String?
        /// `{"appearance": "contrast", "value": "high"}`.
        var highContrast = false
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
            var high = false
            if let appearances = tape.member("appearances", of: node), tape.kind(appearances) == .array {
                var usable = true
                tape.forEachElement(of: appearances) { _, item in
                    guard tape.kind(item) == .object, let kind = tape.member("appearance", of: item), isString(tape, kind),
                        let value = tape.member("value", of: item), isString(tape, value)
                    else { return }
                    switch tape.string(kind) {
                    case "luminosity": luminosity = tape.string(value).lowercased()
                    // A contrast other than high is no variant this version knows.
                    case "contrast": if tape.string(value).lowercased() == "high" { high = true } else { usable = false }
                    default: usable = false
                    }
                }
                guard usable else { return nil }
            }
            self.luminosity = luminosity
            highContrast = high
            guard let color = tape.member("color", of: node), tape.kind(color) == .object else { return nil }
            if let reference = tape.member("reference", of: color), isString(tape, reference) {
                self.color = .reference(tape.string(reference))
            } else {
                self.color = .components(Self.components(tape: tape, color: color))
            }
        }

        func value(in appearance: Appearance, contrast: Contrast = .standard) -> RGBA? {
            switch color {
            case .components(let value): value
            case .reference(let name): SystemColorTable.color(named: name)?.value(in: appearance, contrast: contrast)
            }
        }

        var isReference: Bool {
            if case .reference = color { return true }
            return false
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
        guard let text else { return nil }
        // Spaces and tabs around the text, as `CharacterSet.whitespaces` takes them, without
        // Foundation's character-set machinery (a colorset has a handful of components).
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }), let last = scalars.lastIndex(where: { !isSpace($0) })
        else { return nil }
        let lower = String(scalars[first...last]).lowercased()
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

    /// `CharacterSet.whitespaces`: a tab, or a space separator (Unicode category Zs).
    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
    }
}
