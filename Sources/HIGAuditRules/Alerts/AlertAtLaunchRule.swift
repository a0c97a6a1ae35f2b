import HIGAuditCore

struct AlertAtLaunchRule: AuditRule {
    let descriptor = RuleDescriptor(
        id: "alert-at-launch", area: .alerts, defaultSeverity: .warning, higSection: .alerts,
        examples: [
            .triggers(##"{"format":"hig-screen/1","context":{"atLaunch":true},"elements":[{"type":"alert","title":"Rate This App","buttons":[{"title":"Not Now","role":"cancel"},{"title":"Rate"}]}]}"##, at: "/elements/0"),
            .passes(##"{"format":"hig-screen/1","context":{"atLaunch":false},"elements":[{"type":"alert","title":"Rate This App","buttons":[{"title":"Not Now","role":"cancel"},{"title":"Rate"}]}]}"##),
        ])

    func check(_ audit: AuditContext) {
        guard audit.screen.atLaunch else { return }
        for alert in DialogFacts.all(.alert, in: audit) {
            audit.report(element: alert.element, Message("alert-at-launch.message"))
        }
    }
}
