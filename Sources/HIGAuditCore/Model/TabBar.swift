/// A tab bar's tabs: the keys of a `tabBar` element.
public struct TabBar: Sendable {
    /// The size and shape of a tab's custom glyph.
    public struct Glyph: Sendable {
        /// The glyph's `width` in points (not negative); nil when absent.
        public var width: Double?
        /// The glyph's `height` in points (not negative); nil when absent.
        public var height: Double?
        /// The glyph's `shape`, which picks the target size; nil when absent (the glyph is then not checked).
        public var shape: GlyphShape?
    }

    /// One tab.
    public struct Item: Sendable {
        /// The tab's `title`; nil when absent or blank.
        public var title: String?
        /// The tab's `symbol`; nil when absent or blank.
        public var symbol: String?
        /// The tab's `symbolVariant`; nil when absent.
        public var symbolVariant: SymbolVariant?
        /// The tab's `enabled` (default true).
        public var enabled = true
        /// The tab's `badge`; nil when absent, empty or blank.
        public var badge: String?
        /// `action`: the tab performs an action instead of switching sections (default false).
        public var action = false
        /// The tab's custom `glyph` size; nil when absent.
        public var glyph: Glyph?
    }

    /// `compact`: the bar is the compact one, with smaller glyph targets (default false).
    public var compact = false
    /// The bar's `items`, leading to trailing; empty when absent.
    public var items: [Item] = []

    /// A tab bar with the given `compact` flag and items.
    public init(compact: Bool = false, items: [Item] = []) {
        self.compact = compact
        self.items = items
    }
}
