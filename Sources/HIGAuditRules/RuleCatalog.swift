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

    public static func rule(id: String) -> (any AuditRule)? {
        all.first { $0.descriptor.id == id }
    }

    public static var ids: [String] { all.map(\.descriptor.id) }
}
