/// What a rule says in one language: the title and rationale that documentation, `explain`
/// and SARIF show, and the templates of its findings' messages.
public struct RuleWords: Sendable {
    /// A short statement of what the rule wants, as the rule list shows it.
    public var title: String
    /// Why, in a few sentences.
    public var rationale: String
    /// Message templates by name; a finding's message key is `<rule id>.<name>`.
    public var messages: [String: String]

    /// A rule's title, rationale and message templates (by name) in one language.
    public init(title: String, rationale: String, messages: [String: String] = [:]) {
        self.title = title
        self.rationale = rationale
        self.messages = messages
    }
}

extension MessageTable {
    /// The words of `rules` as message keys: `rule.<id>.title`, `rule.<id>.rationale` and
    /// `<id>.<name>` for each message.
    public init(rules: [RuleDescriptor]) {
        var templates: [Language: [String: String]] = [:]
        for language in Language.allCases {
            var texts: [String: String] = [:]
            for rule in rules {
                guard let words = rule.words[language] else { continue }
                texts[rule.title.rawValue] = words.title
                texts[rule.rationale.rawValue] = words.rationale
                for (name, template) in words.messages { texts[rule.messageKey(name).rawValue] = template }
            }
            if !texts.isEmpty { templates[language] = texts }
        }
        self.init(templates)
    }
}
