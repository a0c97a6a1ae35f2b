import HIGAuditCore

/// UIKit's system colors as resolved on iOS 15 and later (`interface-builder.md`), by
/// the names Interface Builder writes in `systemColor` and `cocoaTouchSystemColor`.
enum SystemColorTable {
    /// The light and dark values of a system color, and its values with Increase Contrast;
    /// nil for a name the table doesn't hold. Pattern colors are known names with unknown
    /// values; a color without Increase Contrast values keeps its standard ones.
    static func color(named name: String) -> AppearanceColor? {
        guard var color = table[name] else { return nil }
        if let increased = increasedTable[name] {
            color.lightIncreased = increased.light
            color.darkIncreased = increased.dark
        }
        return color
    }

    private static func pair(_ light: RGBA, _ dark: RGBA) -> AppearanceColor { AppearanceColor(light: light, dark: dark) }
    private static func rgb(_ red: Int, _ green: Int, _ blue: Int, _ alpha: Double = 1) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: alpha)
    }
    private static func hex(_ text: String) -> RGBA { RGBA(hex: text)! }

    private static let table: [String: AppearanceColor] = [
        "labelColor": pair(hex("#000000"), hex("#FFFFFF")),
        "secondaryLabelColor": pair(rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6)),
        "tertiaryLabelColor": pair(rgb(60, 60, 67, 76.0 / 255), rgb(235, 235, 245, 76.0 / 255)),
        "quaternaryLabelColor": pair(rgb(60, 60, 67, 45.0 / 255), rgb(235, 235, 245, 40.0 / 255)),
        "placeholderTextColor": pair(rgb(60, 60, 67, 76.0 / 255), rgb(235, 235, 245, 76.0 / 255)),
        "linkColor": pair(hex("#007AFF"), hex("#0984FF")),
        "separatorColor": pair(rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.6)),
        "opaqueSeparatorColor": pair(hex("#C6C6C8"), hex("#38383A")),
        "systemFillColor": pair(rgb(120, 120, 128, 0.2), rgb(120, 120, 128, 0.36)),
        "secondarySystemFillColor": pair(rgb(120, 120, 128, 0.16), rgb(120, 120, 128, 0.32)),
        "tertiarySystemFillColor": pair(rgb(118, 118, 128, 0.12), rgb(118, 118, 128, 0.24)),
        "quaternarySystemFillColor": pair(rgb(116, 116, 128, 0.08), rgb(118, 118, 128, 0.18)),
        "systemBackgroundColor": pair(hex("#FFFFFF"), hex("#000000")),
        "secondarySystemBackgroundColor": pair(hex("#F2F2F7"), hex("#1C1C1E")),
        "tertiarySystemBackgroundColor": pair(hex("#FFFFFF"), hex("#2C2C2E")),
        "systemGroupedBackgroundColor": pair(hex("#F2F2F7"), hex("#000000")),
        "secondarySystemGroupedBackgroundColor": pair(hex("#FFFFFF"), hex("#1C1C1E")),
        "tertiarySystemGroupedBackgroundColor": pair(hex("#F2F2F7"), hex("#2C2C2E")),
        "systemRedColor": pair(hex("#FF3B30"), hex("#FF453A")),
        "systemOrangeColor": pair(hex("#FF9500"), hex("#FF9F0A")),
        "systemYellowColor": pair(hex("#FFCC00"), hex("#FFD60A")),
        "systemGreenColor": pair(hex("#34C759"), hex("#30D158")),
        "systemMintColor": pair(hex("#00C7BE"), hex("#63E6E2")),
        "systemTealColor": pair(hex("#30B0C7"), hex("#40C8E0")),
        "systemCyanColor": pair(hex("#32ADE6"), hex("#64D2FF")),
        "systemBlueColor": pair(hex("#007AFF"), hex("#0A84FF")),
        "systemIndigoColor": pair(hex("#5856D6"), hex("#5E5CE6")),
        "systemPurpleColor": pair(hex("#AF52DE"), hex("#BF5AF2")),
        "systemPinkColor": pair(hex("#FF2D55"), hex("#FF375F")),
        "systemBrownColor": pair(hex("#A2845E"), hex("#AC8E68")),
        "systemGrayColor": pair(hex("#8E8E93"), hex("#8E8E93")),
        "systemGray2Color": pair(hex("#AEAEB2"), hex("#636366")),
        "systemGray3Color": pair(hex("#C7C7CC"), hex("#48484A")),
        "systemGray4Color": pair(hex("#D1D1D6"), hex("#3A3A3C")),
        "systemGray5Color": pair(hex("#E5E5EA"), hex("#2C2C2E")),
        "systemGray6Color": pair(hex("#F2F2F7"), hex("#1C1C1E")),
        "tintColor": pair(hex("#007AFF"), hex("#0A84FF")),
        "groupTableViewBackgroundColor": pair(hex("#F2F2F7"), hex("#000000")),
        "tableCellGroupedBackgroundColor": pair(hex("#FFFFFF"), hex("#1C1C1E")),
        "darkTextColor": .fixed(hex("#000000")),
        "lightTextColor": .fixed(rgb(255, 255, 255, 0.6)),
        "whiteColor": .fixed(hex("#FFFFFF")),
        "blackColor": .fixed(hex("#000000")),
        "clearColor": .fixed(RGBA(r: 0, g: 0, b: 0, a: 0)),
        "lightGrayColor": .fixed(hex("#AAAAAA")),
        "grayColor": .fixed(hex("#808080")),
        "darkGrayColor": .fixed(hex("#555555")),
        "scrollViewTexturedBackgroundColor": .unknown,
        "viewFlipsideBackgroundColor": .unknown,
        "underPageBackgroundColor": .unknown,
    ]

    /// The values with Increase Contrast (`increase-contrast.md`, "System colors": Flutter's
    /// `highContrastColor` and `darkHighContrastColor`, 8-bit; teal from
    /// `@minedelve/webkit-colors-system`).
    private static let increasedTable: [String: (light: RGBA, dark: RGBA)] = [
        "labelColor": (hex("#000000"), hex("#FFFFFF")),
        "secondaryLabelColor": (rgb(60, 60, 67, 173.0 / 255), rgb(235, 235, 245, 173.0 / 255)),
        "tertiaryLabelColor": (rgb(60, 60, 67, 96.0 / 255), rgb(235, 235, 245, 96.0 / 255)),
        "placeholderTextColor": (rgb(60, 60, 67, 96.0 / 255), rgb(235, 235, 245, 96.0 / 255)),
        "quaternaryLabelColor": (rgb(60, 60, 67, 66.0 / 255), rgb(235, 235, 245, 61.0 / 255)),
        "linkColor": (hex("#007AFF"), hex("#0984FF")),
        "separatorColor": (rgb(60, 60, 67, 94.0 / 255), rgb(84, 84, 88, 173.0 / 255)),
        "opaqueSeparatorColor": (hex("#C6C6C8"), hex("#38383A")),
        "systemFillColor": (rgb(120, 120, 128, 71.0 / 255), rgb(120, 120, 128, 112.0 / 255)),
        "secondarySystemFillColor": (rgb(120, 120, 128, 61.0 / 255), rgb(120, 120, 128, 102.0 / 255)),
        "tertiarySystemFillColor": (rgb(118, 118, 128, 51.0 / 255), rgb(118, 118, 128, 81.0 / 255)),
        "quaternarySystemFillColor": (rgb(116, 116, 128, 40.0 / 255), rgb(118, 118, 128, 66.0 / 255)),
        "systemBackgroundColor": (hex("#FFFFFF"), hex("#000000")),
        "secondarySystemBackgroundColor": (hex("#EBEBF0"), hex("#242426")),
        "tertiarySystemBackgroundColor": (hex("#FFFFFF"), hex("#363638")),
        "systemGroupedBackgroundColor": (hex("#EBEBF0"), hex("#000000")),
        "groupTableViewBackgroundColor": (hex("#EBEBF0"), hex("#000000")),
        "secondarySystemGroupedBackgroundColor": (hex("#FFFFFF"), hex("#242426")),
        "tableCellGroupedBackgroundColor": (hex("#FFFFFF"), hex("#242426")),
        "tertiarySystemGroupedBackgroundColor": (hex("#EBEBF0"), hex("#363638")),
        "systemRedColor": (hex("#D70015"), hex("#FF6961")),
        "systemOrangeColor": (hex("#C93400"), hex("#FFB340")),
        "systemYellowColor": (hex("#A05A00"), hex("#FFD426")),
        "systemGreenColor": (hex("#248A3D"), hex("#30DB5B")),
        "systemMintColor": (hex("#0C817B"), hex("#66D4CF")),
        "systemTealColor": (hex("#008299"), hex("#5DE6FF")),
        "systemCyanColor": (hex("#0071A4"), hex("#70D7FF")),
        "systemBlueColor": (hex("#0040DD"), hex("#409CFF")),
        "tintColor": (hex("#0040DD"), hex("#409CFF")),
        "systemIndigoColor": (hex("#3634A3"), hex("#7D7AFF")),
        "systemPurpleColor": (hex("#8944AB"), hex("#DA8FFF")),
        "systemPinkColor": (hex("#D30F45"), hex("#FF6482")),
        "systemBrownColor": (hex("#7F6545"), hex("#B59469")),
        "systemGrayColor": (hex("#6C6C70"), hex("#AEAEB2")),
        "systemGray2Color": (hex("#8E8E93"), hex("#7C7C80")),
        "systemGray3Color": (hex("#AEAEB2"), hex("#545456")),
        "systemGray4Color": (hex("#BCBCC0"), hex("#444446")),
        "systemGray5Color": (hex("#D8D8DC"), hex("#363638")),
        "systemGray6Color": (hex("#EBEBF0"), hex("#242426")),
    ]

    /// The light value a document has no saved copy of and the table can't give.
    static let systemBlue = color(named: "systemBlueColor")!
    static let label = color(named: "labelColor")!
}
