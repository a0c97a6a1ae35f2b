import HIGAuditCore

/// Every rule of the catalog, in the order `rules.md` lists them.
public enum RuleCatalog {
    /// The name the rules' words are registered under in `MessageCatalog`.
    public static let messageTableName = "HIGAuditRules"

    /// The rules, by area (in `RuleArea`'s order) and by each rule's position in its area;
    /// their words are registered with `MessageCatalog` when this is first used. The list
    /// of rules is made at build time, one for each rule file of this module (`registered`).
    public static let all: [any AuditRule] = {
        let rules: [any AuditRule] = registered.sorted(by: listedBefore)
        var words = MessageTable(rules: rules.map(\.descriptor))
        words.merge(ContrastWords.table)
        MessageCatalog.register(words, as: messageTableName)
        return rules
    }()

    /// Makes sure the rules' words can be rendered: call it before rendering findings that
    /// may not come from an audit in this process, such as those of a report read back.
    public static func registerWords() {
        _ = all
    }

    /// The limits the rules declare, which a configuration may set: the configuration's
    /// digest lists their values in this order. The limits of 0.1 come first, in the order
    /// the digest has always listed them, so that reports written before keep their digest;
    /// the others follow in catalog order.
    public static let limits: [LimitDefinition] = {
        let declared = all.flatMap(\.descriptor.limits)
        let first = limitsOfFirstVersion.compactMap { key in declared.first { $0.key == key } }
        return first + declared.filter { !limitsOfFirstVersion.contains($0.key) }
    }()

    private static let limitsOfFirstVersion = [
        "alertTitleColumns", "actionSheetTitleColumns", "actionSheetButtons", "watchActionSheetButtons", "alertButtons",
        "touchTarget", "hitRegionBezeled", "hitRegionPlain", "glyphTolerance", "pullDownMenuGroups",
        "phoneTabBarItems", "padTabBarItems", "barItemGroupSpacing",
    ]

    /// Whether `rule` is listed before `other`: by area, then by position in the area.
    static func listedBefore(_ rule: any CatalogRule, _ other: any CatalogRule) -> Bool {
        let (area, otherArea) = (areaOrder(rule.descriptor.area), areaOrder(other.descriptor.area))
        return area != otherArea ? area < otherArea : type(of: rule).position < type(of: other).position
    }

    private static func areaOrder(_ area: RuleArea) -> Int {
        RuleArea.allCases.firstIndex(of: area) ?? RuleArea.allCases.count
    }

    /// An auditor of every rule of the catalog.
    public static func auditor(configuration: AuditConfiguration) -> Auditor {
        Auditor(rules: all, limits: limits, configuration: configuration)
    }

    public static func rule(id: String) -> (any AuditRule)? {
        all.first { $0.descriptor.id == id }
    }

    public static var ids: [String] { all.map(\.descriptor.id) }
}
