/// Text quoted into a line meant to stay one line (a finding's line of text output).
public enum OneLine {
    /// `text` on one line: each line break (`\n`, `\r\n`, U+2028, …) and tab a space, each
    /// other control character (an escape, which a terminal would obey) U+FFFD.
    public static func of(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsReplacing) else { return text }
        var line = ""
        for character in text {
            if character.isNewline || character == "\t" {
                line.append(" ")
            } else if character.unicodeScalars.contains(where: needsReplacing) {
                line.unicodeScalars.append(contentsOf: character.unicodeScalars.map { needsReplacing($0) ? "\u{FFFD}" : $0 })
            } else {
                line.append(character)
            }
        }
        return line
    }

    /// A C0 or C1 control character (tab, line feed and escape among them): what a terminal
    /// or a log viewer acts on rather than shows.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    private static func needsReplacing(_ scalar: Unicode.Scalar) -> Bool {
        isControl(scalar) || scalar.value == 0x2028 || scalar.value == 0x2029
    }
}
