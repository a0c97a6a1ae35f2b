import HIGAuditCore

/// Every rule of the catalog, in the order `rules.md` lists them.
public enum RuleCatalog {
    /// The name the rules' words are registered under in `MessageCatalog`.
    public static let messageTableName = "HIGAuditRules"

    /// The rules; their words are registered with `MessageCatalog` when this is first used.
    public static let all: [any AuditRule] = {
        let rules: [any AuditRule] = [
            TextContrastRule(), GlyphContrastRule(), ToggleColorOnlyRule(), ToggleIndistinguishableRule(),
            AlertOKDefaultRule(), AlertCancelTitleRule(), AlertCancelRoleRule(), AlertYesNoRule(),
            AlertTooManyButtonsRule(), AlertNoButtonsRule(), AlertDestructiveWithoutCancelRule(),
            AlertDestructiveUnmarkedRule(), AlertDestructiveDefaultRule(), AlertUninformativeTitleRule(),
            AlertTitleLengthRule(), AlertButtonTitleRule(), AlertDescribesButtonsRule(), AlertButtonOrderRule(),
            AlertAtLaunchRule(), AlertCancelNotDefaultRule(),
            ActionSheetMissingCancelRule(), ActionSheetCancelTitleRule(), ActionSheetCancelPositionRule(),
            ActionSheetDestructivePositionRule(), ActionSheetTooManyButtonsRule(), ActionSheetTitleLengthRule(),
            ButtonPrimaryDestructiveRule(), ButtonNoContentRule(), ButtonMissingLabelRule(), ButtonTooManyFilledRule(),
            ButtonSizeForPreferenceRule(), CloseAndDoneRule(), CloseWithOpposingPairRule(), InfoButtonNavigationRule(),
            PopUpNoSelectionRule(), PullDownTooManyGroupsRule(), PullDownDestructiveUnconfirmedRule(), MoreButtonSymbolRule(),
            TabBarItemCountRule(), TabBarDisabledTabRule(), TabBarActionItemRule(), TabBarWithToolbarRule(),
            TabBarHiddenRule(), TabBarBadgeRule(), TabBarGlyphSizeRule(), TabBarSymbolVariantRule(),
            PointerHitRegionRule(), PointerBarGapRule(), PointerLiftRadiusRule(), PointerHoverShadowWithoutScaleRule(),
            PointerInstructionalTextRule(), PointerCustomNoEffectRule(), TouchTargetSizeRule(),
            ImageMissingLabelRule(),
            InputInvalidRule(), InputUnknownTypeRule(),
        ]
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
        let first = limitsOfVersion0_1.compactMap { key in declared.first { $0.key == key } }
        return first + declared.filter { !limitsOfVersion0_1.contains($0.key) }
    }()

    private static let limitsOfVersion0_1 = [
        "alertTitleColumns", "actionSheetTitleColumns", "actionSheetButtons", "watchActionSheetButtons", "alertButtons",
        "touchTarget", "hitRegionBezeled", "hitRegionPlain", "glyphTolerance", "pullDownMenuGroups",
        "phoneTabBarItems", "padTabBarItems", "barItemGroupSpacing",
    ]

    /// An auditor of every rule of the catalog.
    public static func auditor(configuration: AuditConfiguration) -> Auditor {
        Auditor(rules: all, limits: limits, configuration: configuration)
    }

    public static func rule(id: String) -> (any AuditRule)? {
        all.first { $0.descriptor.id == id }
    }

    public static var ids: [String] { all.map(\.descriptor.id) }
}
