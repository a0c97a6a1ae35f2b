/// A rule of the catalog: a value that describes itself and checks screens.
public protocol AuditRule: Sendable {
    /// What the rule is, as the catalog and documentation list it.
    var descriptor: RuleDescriptor { get }
    /// Runs the rule on the screen `audit` holds, reporting each finding through it.
    func check(_ audit: AuditContext)
}

/// Everything people and tools are told about a rule.
public struct RuleDescriptor: Sendable {
    /// The rule's id, as configurations, reports and `explain` name it.
    public var id: String
    /// The part of the catalog the rule belongs to (the area first in its id).
    public var area: RuleArea
    /// The severity of its findings unless the configuration sets another.
    public var defaultSeverity: Severity
    /// The Human Interface Guidelines section behind the rule.
    public var higSection: HIGSection
    /// The numbers the rule measures against, which a configuration may change.
    public var limits: [LimitDefinition]
    /// The rule's title, rationale and message templates, by language. The catalog
    /// registers them with `MessageCatalog` (`MessageTable(rules:)`).
    public var words: [Language: RuleWords]
    /// Examples that must trigger the rule at the given pointers, and examples that must not.
    public var examples: [RuleExample]
    /// Whether its findings depend on color values (or on the appearance or contrast a
    /// screen is shown in): the rules that don't are run once for all appearances of a
    /// screen (`Auditor.audit(_:sameButColorsAs:)`).
    public var readsColors: Bool

    /// A rule's description; `limits` and `words` may be left empty.
    public init(
        id: String, area: RuleArea, defaultSeverity: Severity, higSection: HIGSection,
        limits: [LimitDefinition] = [], words: [Language: RuleWords] = [:], readsColors: Bool = false, examples: [RuleExample]
    ) {
        self.id = id
        self.area = area
        self.defaultSeverity = defaultSeverity
        self.higSection = higSection
        self.limits = limits
        self.words = words
        self.readsColors = readsColors
        self.examples = examples
    }

    /// The key of the rule's title in the message catalog.
    public var title: MessageKey { MessageKey("rule.\(id).title") }
    /// The key of the rule's rationale in the message catalog.
    public var rationale: MessageKey { MessageKey("rule.\(id).rationale") }

    /// The key of the rule's message template `name`: `<id>.<name>`.
    public func messageKey(_ name: String) -> MessageKey { MessageKey(id + "." + name) }
}

/// A screen the rule must fire on at given pointers, or must not fire on; the example
/// tests run them and the documentation shows them.
public struct RuleExample: Sendable {
    /// A `hig-screen/1` document.
    public var screen: String
    /// Pointers where the rule fires; empty for an example that must not trigger it.
    public var firesAt: [String]
    /// The profile the example is audited with.
    public var profile: Profile

    /// An example the rule fires on, exactly at `pointers`.
    public static func triggers(_ screen: String, at pointers: String..., profile: Profile = .hig) -> RuleExample {
        RuleExample(screen: screen, firesAt: pointers, profile: profile)
    }

    /// An example the rule doesn't fire on.
    public static func passes(_ screen: String, profile: Profile = .hig) -> RuleExample {
        RuleExample(screen: screen, firesAt: [], profile: profile)
    }
}

/// The group a rule is listed under in the documentation.
public enum RuleArea: String, Sendable, CaseIterable {
    case color, toggles, alerts, actionSheets, buttons, tabBars, pointer, images, textSize, input

    /// The key of the area's name in the message catalog.
    public var name: MessageKey { MessageKey("area.\(rawValue)") }
}

/// The Human Interface Guidelines section a rule follows.
public enum HIGSection: String, Sendable, CaseIterable {
    case accessibility, color, toggles, buttons, popUpButtons, pullDownButtons, closeButtons
    case alerts, actionSheets, tabBars, pointingDevices, images, typography, screenFormat

    /// The key of the section's name in the message catalog.
    public var name: MessageKey { MessageKey("hig.\(rawValue)") }

    /// The section's page in Apple's Human Interface Guidelines (the guidelines' front
    /// page for the screen format, which they don't cover).
    public var url: String {
        let base = "https://developer.apple.com/design/human-interface-guidelines/"
        return switch self {
        case .accessibility: base + "accessibility"
        case .color: base + "color"
        case .toggles: base + "toggles"
        case .buttons, .closeButtons: base + "buttons"
        case .popUpButtons: base + "pop-up-buttons"
        case .pullDownButtons: base + "pull-down-buttons"
        case .alerts: base + "alerts"
        case .actionSheets: base + "action-sheets"
        case .tabBars: base + "tab-bars"
        case .pointingDevices: base + "pointing-devices"
        case .images: base + "images"
        case .typography: base + "typography"
        case .screenFormat: base
        }
    }
}
