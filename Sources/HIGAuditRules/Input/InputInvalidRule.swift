import HIGAuditCore

/// Findings of this rule come from decoding, before any rule runs; the value describes
/// it for the catalog and its examples.
struct InputInvalidRule: AuditRule {
    let descriptor = RuleDescriptor(
        id: "input-invalid", area: .input, defaultSeverity: .error, higSection: .screenFormat,
        examples: [
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"text","text":"Hello","foreground":"#12345G"}]}"##, at: "/elements/0/foreground"),
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"button","frame":"0 0 44 44"}]}"##, at: "/elements/0/frame"),
            .triggers(##"{"format":"hig-screen/1","platform":"Android","elements":[]}"##, at: "/platform"),
            .triggers(##"{"format":"hig-screen/1","elements":["##, at: "/elements/0"),
            .passes(##"{"format":"hig-screen/1","platform":"ios","elements":[{"type":"carousel","title":null,"foreground":""}]}"##),
        ])

    func check(_ audit: AuditContext) {}
}
