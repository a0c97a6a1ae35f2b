/// A sentence for people: a key into the message tables and its arguments, rendered in
/// the reader's language only when it is shown.
public struct Message: Sendable, Equatable {
    /// The template's key in the message tables.
    public var key: MessageKey
    /// The values of the template's placeholders.
    public var arguments: [Argument]

    /// A value filled into the template's placeholder of the same name.
    public struct Argument: Sendable, Equatable {
        /// Text as it is, or phrases rendered in the message's language.
        public enum Value: Sendable, Equatable {
            /// Text filled in as it is (a title, a number already formatted).
            case text(String)
            /// A phrase from the tables, rendered in the same language.
            case message(Message)
            /// Phrases joined with the language's list separator.
            case list([Message])
        }

        /// The placeholder's name in the template, without braces.
        public var name: String
        /// What fills the placeholder.
        public var value: Value

        /// Fills placeholder `name` with `text` as it is.
        public init(_ name: String, _ text: String) {
            self.name = name
            self.value = .text(text)
        }

        /// Fills placeholder `name` with `value`.
        public init(_ name: String, _ value: Value) {
            self.name = name
            self.value = value
        }
    }

    /// The sentence `key`, its placeholders filled from `arguments`.
    public init(_ key: MessageKey, _ arguments: [Argument] = []) {
        self.key = key
        self.arguments = arguments
    }

    /// The sentence `key`, its placeholders filled with text: `Message("input.color-text", ["text": text])`.
    public init(_ key: MessageKey, _ arguments: KeyValuePairs<String, String>) {
        self.init(key, arguments.map { Argument($0.key, $0.value) })
    }

    /// "1 screen", "3 screens": the `.one` or `.other` form of `count.<noun>`, with the count.
    public static func count(_ noun: String, _ count: Int) -> Message {
        Message(MessageKey("count.\(noun).\(count == 1 ? "one" : "other")"), ["count": String(count)])
    }

    /// The same sentence worded for a screen made in `tool`: the key `<key>.<tool>` when the
    /// tables have it (its placeholders are the same), else this message as it is; phrases
    /// filled into its placeholders are worded for the tool too.
    public func worded(for tool: AuthoringTool) -> Message {
        guard let suffix = tool.messageSuffix else { return self }
        let variant = MessageKey(key.rawValue + "." + suffix)
        let arguments = arguments.map { argument in
            switch argument.value {
            case .text: argument
            case .message(let phrase): Argument(argument.name, .message(phrase.worded(for: tool)))
            case .list(let phrases): Argument(argument.name, .list(phrases.map { $0.worded(for: tool) }))
            }
        }
        return Message(MessageCatalog.text(variant, in: .en) != nil ? variant : key, arguments)
    }

    /// The message in `language` (`MessageCatalog.render`).
    public func rendered(in language: Language) -> String {
        MessageCatalog.render(self, in: language)
    }
}
