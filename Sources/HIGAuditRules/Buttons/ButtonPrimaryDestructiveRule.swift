import HIGAuditCore

struct ButtonPrimaryDestructiveRule: AuditRule {
    let descriptor = RuleDescriptor(
        id: "button-primary-destructive", area: .buttons, defaultSeverity: .error, higSection: .buttons,
        examples: [
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"button","title":"Delete Account","role":"destructive","isDefault":true}]}"##, at: "/elements/0"),
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"view","children":[{"type":"button","title":"Cancel"},{"type":"button","title":"Erase iPhone","role":"primary"}]}]}"##, at: "/elements/0/children/1"),
            .passes(##"{"format":"hig-screen/1","elements":[{"type":"button","title":"Delete Account","role":"destructive"},{"type":"button","title":"Deleted Items","role":"primary"}]}"##),
        ])

    func check(_ audit: AuditContext) {
        for index in audit.visible(.button) {
            let button = audit.screen.elements[index]
            if button.role == .destructive && button.isDefault {
                audit.report(element: index, Message("button-primary-destructive.message"))
            } else if button.role == .primary, let words = audit.words, Wording.startsWithDestructiveVerb(button.title, words) {
                audit.report(element: index, Message("button-primary-destructive.primary", ["title": button.title ?? ""]))
            }
        }
    }
}
