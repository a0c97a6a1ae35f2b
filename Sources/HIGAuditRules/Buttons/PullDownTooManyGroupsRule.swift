import HIGAuditCore

struct PullDownTooManyGroupsRule: CatalogRule {
    static let id = "pulldown-too-many-groups"
    static let position = 100
    /// The most groups of items a menu may have.
    static let maxGroups = Limit("pullDownMenuGroups", default: 3)

    let descriptor = RuleDescriptor(
        id: Self.id, area: .buttons, defaultSeverity: .warning, higSection: .pullDownButtons,
        limits: [Self.maxGroups.definition], words: Self.words,
        examples: [
            .triggers(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {
                      "type": "pullDownButton",
                      "title": "Sort",
                      "menu": {
                        "items": [
                          {"title": "Name"},
                          {"title": "Date", "separatorBefore": true},
                          {"title": "Size", "separatorBefore": true},
                          {"title": "Kind", "separatorBefore": true}
                        ]
                      }
                    }
                  ]
                }
                """#, at: "/elements/0"),
            .passes(
                #"""
                {
                  "format": "hig-screen/1",
                  "elements": [
                    {
                      "type": "pullDownButton",
                      "title": "Sort",
                      "menu": {
                        "items": [
                          {"title": "Name", "separatorBefore": true},
                          {"title": "Date"},
                          {"title": "Size", "separatorBefore": true},
                          {"title": "Ascending", "separatorBefore": true},
                          {"title": "Descending"}
                        ]
                      }
                    }
                  ]
                }
                """#),
        ])

    func check(_ audit: AuditContext) {
        let limit = audit.limits[Self.maxGroups]
        for index in audit.visible(.pullDownButton) {
            let groups = Self.groupCount(audit.screen.elements[index].menu?.items ?? [])
            guard groups > limit else { continue }
            audit.report(
                element: index,
                Message(Self.messageKey("message"), ["groups": String(groups), "limit": String(limit)]),
                measured: .object(["groups": .number(Double(groups)), "limit": .number(Double(limit))]))
        }
    }

    /// A separator before the first item opens no group of its own.
    static func groupCount(_ items: [Menu.Item]) -> Int {
        guard !items.isEmpty else { return 0 }
        return 1 + items.dropFirst().filter(\.separatorBefore).count
    }
}

extension PullDownTooManyGroupsRule {
    static let words: [Language: RuleWords] = [
        .en: RuleWords(
            title: "Pull-down menus have few groups",
            rationale: "A pull-down menu is for a handful of related actions. Many separated groups make it long and hard to scan.",
            messages: [
                "message": "The menu has {groups} groups of items, more than {limit}; remove or combine items, or move some into a separate menu."
            ]),
        .ja: RuleWords(
            title: "プルダウンメニューのグループは少なくする",
            rationale: "プルダウンメニューは、関連する少数のアクションのためのものです。区切られたグループが多いと、メニューが長くなって目で追いにくくなります。",
            messages: [
                "message": "メニューの項目グループの数が {groups} で、{limit} を超えています。項目を削除または統合するか、一部を別のメニューに移してください。"
            ]),
    ]
}
