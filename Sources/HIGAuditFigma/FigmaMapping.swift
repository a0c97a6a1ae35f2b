import HIGAuditCore

/// The conventions by which Figma layers become `hig-screen/1` controls. Every list is
/// matched on layer names split into words (at spaces, punctuation, `/` and lowercase-to-
/// uppercase steps), case-insensitively; a pattern of several words matches them in a row.
package struct FigmaMapping: Sendable {
    /// A pair of variant or layer names meaning on and off.
    package struct ValuePair: Sendable, Hashable {
        package var on: String
        package var off: String

        package init(on: String, off: String) {
            self.on = on
            self.off = off
        }
    }

    /// Variant properties whose two values are a toggle's states.
    package var stateProperties: [String] = ["State", "Checked", "Selected", "On", "Value"]
    /// The value pairs a state property (or a pair of state layers) takes, on first.
    package var togglePairs: [ValuePair] = [
        ValuePair(on: "On", off: "Off"),
        ValuePair(on: "True", off: "False"),
        ValuePair(on: "Yes", off: "No"),
        ValuePair(on: "Checked", off: "Unchecked"),
        ValuePair(on: "Selected", off: "Unselected"),
        ValuePair(on: "Selected", off: "Deselected"),
        ValuePair(on: "Checked", off: "Normal"),
        ValuePair(on: "Selected", off: "Normal"),
        ValuePair(on: "Checked", off: "Default"),
    ]
    /// Frames, components and instances named like these, with one child layer per state
    /// (named by a toggle pair, a leading `:` ignored), are toggles.
    package var toggleNames: [String] = ["checkbox", "check box", "radio", "toggle", "switch"]
    /// Toggles named like these are system switches (`style: "switch"`).
    package var switchNames: [String] = ["switch"]
    package var alertNames: [String] = ["alert", "dialog"]
    package var actionSheetNames: [String] = ["action sheet", "actionsheet"]
    package var buttonNames: [String] = ["button", "btn"]
    /// A button named like these is `destructive`.
    package var destructiveNames: [String] = ["destructive", "danger"]
    /// A button named like these is `cancel` (as is one titled with the Cancel word).
    package var cancelNames: [String] = ["cancel"]
    /// A button named like these is the default one (`isDefault: true`).
    package var defaultNames: [String] = ["default", "primary"]
    /// The Cancel word: a button titled exactly this is `cancel`.
    package var cancelWords: [String] = ["Cancel", "キャンセル"]
    /// A fill is red when its hue is within this many degrees of 0°, its HSV saturation
    /// at least `redMinimumSaturation` and its value at least `redMinimumBrightness`.
    package var redHueTolerance = 20.0
    package var redMinimumSaturation = 0.5
    package var redMinimumBrightness = 0.5
    /// The platform of every screen; nil infers it from the names of the top frame and
    /// its direct children (`platformNames`; in one name, the word that comes first), else iOS.
    package var platform: Platform?
    package var platformNames: [(platform: Platform, names: [String])] = [
        (.macOS, ["macos", "mac", "macbook", "imac", "window"]),
        (.iPadOS, ["ipad", "ipados"]),
        (.watchOS, ["watch", "watchos"]),
        (.tvOS, ["tvos", "apple tv"]),
        (.visionOS, ["visionos", "vision pro"]),
        (.iOS, ["iphone", "ios"]),
    ]

    package init() {}
}

/// Layer names split into lowercase words.
enum NameWords {
    /// The words split at spaces and punctuation (`iPad Pro` is `ipad`, `pro`) and, after a
    /// separator no pattern matches across, split at case steps too (`SignInButton`).
    static func words(_ name: String) -> [String] {
        let plain = split(name, atCaseSteps: false)
        let stepped = split(name, atCaseSteps: true)
        return plain == stepped ? plain : plain + ["\u{0}"] + stepped
    }

    private static func split(_ name: String, atCaseSteps: Bool) -> [String] {
        var words: [String] = []
        var current = ""
        var previousLower = false
        for character in name {
            if character.isLetter || character.isNumber {
                if atCaseSteps && character.isUppercase && previousLower && !current.isEmpty {
                    words.append(current)
                    current = ""
                }
                current += character.lowercased()
                previousLower = character.isLowercase || character.isNumber
            } else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousLower = false
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// Whether `words` holds one of `patterns` as consecutive words.
    static func matches(_ words: [String], _ patterns: [String]) -> Bool {
        firstMatch(words, patterns) != nil
    }

    /// Where the first of `patterns` found in `words` starts, counted in the name's own
    /// order (the words split at case steps, after the plain ones, count from their start
    /// too); nil when none is there.
    static func firstMatch(_ words: [String], _ patterns: [String]) -> Int? {
        let separator = words.firstIndex(of: "\u{0}")
        var first: Int?
        for pattern in patterns {
            let needle = Self.words(pattern)
            guard !needle.isEmpty, needle.count <= words.count else { continue }
            for start in 0...(words.count - needle.count) where Array(words[start..<start + needle.count]) == needle {
                let position = separator.map { start > $0 ? start - $0 - 1 : start } ?? start
                first = min(first ?? position, position)
            }
        }
        return first
    }

    /// A layer or variant value compared with a state name: trimmed, case-insensitive,
    /// a leading `:` (a CSS-like pseudo-state) ignored.
    static func sameState(_ value: String, _ name: String) -> Bool {
        var trimmed = value.trimmingWhitespace()
        if trimmed.hasPrefix(":") { trimmed.removeFirst() }
        return trimmed.lowercased() == name.lowercased()
    }
}
