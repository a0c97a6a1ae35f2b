import HIGAuditCore

struct AlertTitleLengthRule: AuditRule {
    let descriptor = RuleDescriptor(
        id: "alert-title-length", area: .alerts, defaultSeverity: .warning, higSection: .alerts,
        examples: [
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"alert","title":"The document could not be saved because the disk you chose is full or read-only","buttons":[{"title":"OK"}]}]}"##, at: "/elements/0"),
            .triggers(##"{"format":"hig-screen/1","locale":"ja","elements":[{"type":"alert","title":"選択したディスクがいっぱいか読み出し専用のため、書類を保存できませんでした。別の場所を選んでください","buttons":[{"title":"OK"}]}]}"##, at: "/elements/0"),
            .passes(##"{"format":"hig-screen/1","elements":[{"type":"alert","title":"Unable to Save Document","buttons":[{"title":"OK"}]}]}"##),
        ])

    func check(_ audit: AuditContext) {
        let limit = audit.limits.alertTitleColumns
        for alert in DialogFacts.all(.alert, in: audit) {
            guard let title = alert.dialog.title else { continue }
            let columns = DisplayWidth.columns(title)
            guard columns > limit else { continue }
            audit.report(element: alert.element, Message("alert-title-length.message", ["columns": String(columns), "limit": String(limit)]),
                         measured: .object(["columns": .number(Double(columns)), "limit": .number(Double(limit))]))
        }
    }
}
