import HIGAuditCore

/// UIKit's system colors as resolved on iOS 15 and later (`interface-builder.md`), by
/// the names Interface Builder writes in `systemColor` and `cocoaTouchSystemColor`.
enum SystemColorTable {
    /// The light and dark values of a system color; nil for a name the table doesn't
    /// hold. Pattern colors are known names with unknown values.
    static func color(named name: String) -> AppearanceColor? { table[name] }

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

    /// The light value a document has no saved copy of and the table can't give.
    static let systemBlue = table["systemBlueColor"]!
    static let label = table["labelColor"]!
}
