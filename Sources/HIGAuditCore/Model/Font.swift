/// An element's font: the `font` key (size in points, weight 100 to 900).
public struct Font: Sendable, Hashable {
    /// The `size` in points (not negative); nil when absent (see `effectiveSize`).
    public var size: Double?
    /// The `weight` from 100 to 900, a name converted to its number (`bold` is 700); nil when absent (regular, 400).
    public var weight: Int?
    /// The `textStyle` the text uses; nil when absent.
    public var textStyle: TextStyle?
    /// `scales`: whether the text follows text size changes while the app runs; nil when
    /// absent, which means true with a `textStyle` and unknown without one.
    public var scales: Bool?
    /// `minimumScaleFactor`: the text shrinks to fit its frame down to this share of its
    /// size (0 < f < 1); nil when absent.
    public var minimumScaleFactor: Double?
    /// `setByCode`: code sets or replaces the font at run time (default false).
    public var setByCode = false

    public init(
        size: Double? = nil, weight: Int? = nil, textStyle: TextStyle? = nil, scales: Bool? = nil, minimumScaleFactor: Double? = nil,
        setByCode: Bool = false
    ) {
        self.size = size
        self.weight = weight
        self.textStyle = textStyle
        self.scales = scales
        self.minimumScaleFactor = minimumScaleFactor
        self.setByCode = setByCode
    }

    /// The size of text whose font doesn't say: the body style's 17 pt.
    public static let bodySize = 17.0
    /// The size, else the text style's size at the default text size, else the body size.
    public var effectiveSize: Double { size ?? textStyle.map(TextSizeTable.sizeAtLarge) ?? Self.bodySize }
    /// The weight, else the text style's own, else regular (400).
    public var effectiveWeight: Int { weight ?? textStyle.map(TextSizeTable.weight) ?? 400 }
    /// Whether the weight is 700 or more.
    public var isBold: Bool { effectiveWeight >= 700 }
}
