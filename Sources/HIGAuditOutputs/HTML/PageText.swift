import HIGAuditCore

/// Words of the report page, from the message tables in the page's language.
struct PageText {
    let language: Language

    init(language: Language) {
        OutputWords.register()
        self.language = language
    }

    func callAsFunction(_ key: String, _ arguments: KeyValuePairs<String, String> = [:]) -> String {
        Message(MessageKey(key), arguments).rendered(in: language)
    }

    func callAsFunction(_ message: Message) -> String {
        message.rendered(in: language)
    }

    func callAsFunction(_ word: PageWord) -> String {
        PageWord.words(in: language)[word.rawValue]
    }

    func severity(_ severity: Severity) -> String {
        self(PageWord(severity))
    }

    func status(_ status: ScreenReport.Status) -> String {
        self("page.status.\(status.rawValue)")
    }

    func deficiency(_ deficiency: ColorVisionDeficiency) -> String {
        self("deficiency.\(deficiency.rawValue)")
    }

    /// The rule's title, when the tables have one.
    func ruleTitle(_ rule: String) -> String? {
        MessageCatalog.text(MessageKey("rule.\(rule).title"), in: language)
    }

    /// A number from `measured`, or a dash when it is missing.
    func number(_ value: Double?) -> String {
        value.map(NumberFormatting.json) ?? self("page.value.missing")
    }
}
