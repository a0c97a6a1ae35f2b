/// An alert's or action sheet's content.
public struct Dialog: Sendable {
    /// One button of the dialog, in the order shown.
    public struct Button: Sendable {
        /// The button's `title`; nil when absent or blank.
        public var title: String?
        /// The button's `role`: `default` when absent, and for `normal` and `primary`.
        public var role: DialogButtonRole = .default
        /// `isDefault`: the button is marked as the default one (default false).
        public var isDefault = false
    }

    /// The dialog's `title`; nil when absent or blank.
    public var title: String?
    /// The dialog's `message`; nil when absent or blank.
    public var message: String?
    /// An alert's `informational` flag (default false); an alert with exactly one button is
    /// informational too, which the rules work out themselves.
    public var informational = false
    /// An alert's `layout`; nil when absent, in which case two buttons or fewer make a `row` and more a `stack`.
    public var layout: DialogLayout?
    /// The `buttons`, in display order: leading to trailing in a row, top to bottom in a stack.
    public var buttons: [Button] = []
    /// An alert's `textFields`: how many text fields it shows (a whole number, default 0).
    public var textFields = 0
    /// An alert's `cautionSymbol` flag: it shows the caution symbol (default false).
    public var cautionSymbol = false

    /// A dialog with the given title and message and every other key absent.
    public init(title: String? = nil, message: String? = nil) {
        self.title = title
        self.message = message
    }
}
