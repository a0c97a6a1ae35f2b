import HIGAuditCore

/// Every rule of the catalog, in the order `rules.md` lists them.
public enum RuleCatalog {
    public static let all: [any AuditRule] = [
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

    public static func rule(id: String) -> (any AuditRule)? {
        all.first { $0.descriptor.id == id }
    }

    public static var ids: [String] { all.map(\.descriptor.id) }
}
