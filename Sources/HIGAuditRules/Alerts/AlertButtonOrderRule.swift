import HIGAuditCore

struct AlertButtonOrderRule: AuditRule {
    let descriptor = RuleDescriptor(
        id: "alert-button-order", area: .alerts, defaultSeverity: .warning, higSection: .alerts,
        examples: [
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"alert","title":"Leave Group?","buttons":[{"title":"Leave","isDefault":true},{"title":"Cancel","role":"cancel"}]}]}"##, at: "/elements/0/buttons/0", "/elements/0/buttons/1"),
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"alert","title":"Save Changes?","layout":"stack","buttons":[{"title":"Cancel","role":"cancel"},{"title":"Save","isDefault":true},{"title":"Don't Save"}]}]}"##, at: "/elements/0/buttons/0", "/elements/0/buttons/1"),
            .triggers(##"{"format":"hig-screen/1","platform":"macOS","elements":[{"type":"alert","title":"Save Changes?","buttons":[{"title":"Cancel","role":"cancel"},{"title":"Don't Save"},{"title":"Save","isDefault":true}],"layout":"row"}]}"##, at: "/elements/0/buttons/0"),
            .passes(##"{"format":"hig-screen/1","elements":[{"type":"alert","title":"Leave Group?","buttons":[{"title":"Cancel","role":"cancel"},{"title":"Leave"}]}]}"##),
            .passes(##"{"format":"hig-screen/1","platform":"macOS","elements":[{"type":"alert","title":"Save Changes?","layout":"row","buttons":[{"title":"Don't Save"},{"title":"Cancel","role":"cancel"},{"title":"Save","isDefault":true}]}]}"##),
            .passes(##"{"format":"hig-screen/1","elements":[{"type":"alert","title":"Delete Photo?","buttons":[{"title":"Cancel","role":"cancel","isDefault":true},{"title":"Delete","role":"destructive"}]}]}"##),
        ])

    func check(_ audit: AuditContext) {
        for alert in DialogFacts.all(.alert, in: audit) where alert.buttons.count >= 2 {
            let last = alert.buttons.count - 1
            let defaultIndex = alert.defaultIndex
            let confirming = defaultIndex.flatMap { alert.buttons[$0].role == .cancel ? nil : $0 }
            let expectedDefault: Int
            let expectedCancel: Int
            switch (alert.layout, audit.screen.platform) {
            case (.row, .macOS):
                expectedDefault = last
                expectedCancel = confirming == nil ? last : last - 1
            case (.row, _):
                expectedDefault = last
                expectedCancel = 0
            case (.stack, _):
                expectedDefault = 0
                expectedCancel = last
            }
            if let confirming, confirming != expectedDefault {
                alert.report(button: confirming, in: audit,
                             Message(alert.layout == .row ? "alert-button-order.default.row" : "alert-button-order.default.stack"))
            }
            for cancel in alert.cancelIndices where cancel != expectedCancel {
                let key: MessageKey = switch (alert.layout, audit.screen.platform) {
                case (.row, .macOS): confirming == nil ? "alert-button-order.cancel.mac.last" : "alert-button-order.cancel.mac"
                case (.row, _): "alert-button-order.cancel.row"
                case (.stack, _): "alert-button-order.cancel.stack"
                }
                alert.report(button: cancel, in: audit, Message(key))
            }
        }
    }
}
