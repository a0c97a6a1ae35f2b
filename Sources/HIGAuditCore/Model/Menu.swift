/// A pull-down button's menu: the `menu` key.
public struct Menu: Sendable {
    /// One item of the menu.
    public struct Item: Sendable {
        /// The item's `title`; nil when absent or blank.
        public var title: String?
        /// The item's `symbol`; nil when absent or blank.
        public var symbol: String?
        /// `destructive`: the item destroys data (default false).
        public var destructive = false
        /// `confirms`: choosing the item asks for confirmation first (default false).
        public var confirms = false
        /// `separatorBefore`: a separator precedes the item, starting a new group (default false).
        public var separatorBefore = false
    }

    /// The menu's `title`; nil when absent or blank.
    public var title: String?
    /// The menu's `items`, in the order shown; empty when absent.
    public var items: [Item] = []
}
