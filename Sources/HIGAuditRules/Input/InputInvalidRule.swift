import HIGAuditCore

/// Findings of this rule come from decoding, before any rule runs; the value describes
/// it for the catalog and its examples.
struct InputInvalidRule: CatalogRule {
    static let id = InputInvalid.id
    static let position = 10

    let descriptor = RuleDescriptor(
        id: Self.id, area: .input, defaultSeverity: .error, higSection: .screenFormat, words: Self.words,
        examples: [
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "text", "text": "Hello", "foreground": "#12345G"}
                  ]
                }
                """#, at: "/elements/0/foreground"),
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {"type": "button", "frame": "0 0 44 44"}
                  ]
                }
                """#, at: "/elements/0/frame"),
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "platform": "Android",
                  "elements": []
                }
                """#, at: "/platform"),
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                """#, at: "/elements/0"),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "platform": "ios",
                  "elements": [
                    {"type": "carousel", "title": null, "foreground": ""}
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {}
}

extension InputInvalidRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "The screen description is valid hig-screen/1",
            rationale: "A file that isn't valid hig-screen/1 can't be audited: the report says which value is wrong and where, so the exporter can be fixed."),
        .ja: RuleWords(
            title: "画面の記述は有効な hig-screen/1 にする",
            rationale: "有効な hig-screen/1 ではないファイルは監査できません。どの値がどこで誤っているかをレポートに示すので、エクスポータを修正できます。"),
    ]
}
