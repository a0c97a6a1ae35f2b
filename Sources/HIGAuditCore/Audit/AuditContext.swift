/// One audit of one screen: what rules read, and where they put findings.
public final class AuditContext {
    /// The screen audited.
    public let screen: Screen
    /// The configuration of the audit.
    public let configuration: AuditConfiguration
    /// What is painted behind each element: the backgrounds contrast is measured against.
    public let paint: PaintAnalysis
    /// The findings reported so far, in the order the rules made them.
    public private(set) var findings: [Finding] = []
    /// The id and default severity of the rule running.
    private var currentRule: (id: String, defaultSeverity: Severity)?
    /// Indices of the elements to audit (not hidden, nor inside a hidden element), in paint order.
    public let visibleElements: [Int]
    private var visibleByType: [[Int]]

    /// An audit of `screen` under `configuration`, before any rule runs.
    public init(screen: Screen, configuration: AuditConfiguration) {
        self.screen = screen
        self.configuration = configuration
        self.paint = PaintAnalysis(screen: screen)
        var visible: [Int] = []
        visible.reserveCapacity(screen.elements.count)
        var byType = [[Int]](repeating: [], count: ElementType.allCases.count)
        for index in screen.elements.indices where !screen.elements[index].isHiddenInTree {
            visible.append(index)
            byType[screen.elements[index].type.ordinal].append(index)
        }
        visibleElements = visible
        visibleByType = byType
    }

    private var sharedResults: [String: AnyObject] = [:]

    /// A result several rules need, computed once per audit.
    public func shared<T>(_ key: String, _ make: () -> T) -> T {
        // Boxed in a class: casting a class reference back is cheaper than casting from `Any`.
        if let cached = sharedResults[key] as? SharedResult<T> { return cached.value }
        let value = make()
        sharedResults[key] = SharedResult(value)
        return value
    }

    /// Visible elements of one type, in paint order.
    public func visible(_ type: ElementType) -> [Int] { visibleByType[type.ordinal] }

    /// The profile whose contrast thresholds the color rules apply (`hig` unless configured).
    public var profile: Profile { configuration.profile }
    /// The configuration's limits: `limits[limit]` is a limit's value in this audit.
    public var limits: Limits { configuration.limits }

    /// The screen's word list, or nil for a language without one.
    public private(set) lazy var words: WordList? = configuration.words(for: screen.language)

    func run(_ rule: any AuditRule, id: String, defaultSeverity: Severity) {
        currentRule = (id, defaultSeverity)
        rule.check(self)
        currentRule = nil
    }

    /// Records a finding of the running rule, pointing at element `index` (plus `suffix`).
    /// `severity` stands in for the rule's default, under the configuration's setting;
    /// `exactSeverity` is the finding's whatever the configuration sets (an excused
    /// contrast failure is a warning even where the rule is set to `error`).
    public func report(
        element index: Int, suffix: String = "", severity: Severity? = nil, exactSeverity: Severity? = nil,
        _ message: Message, measured: JSONValue? = nil, incomplete: Bool = false
    ) {
        let element = screen.elements[index]
        let identity = [
            element.type.rawValue, element.unknownTypeName, element.id, element.text, element.title,
            element.symbol, element.accessibilityLabel, suffix,
        ].map { $0 ?? "" }
        report(
            pointer: screen.pointer(of: index) + suffix, elementId: element.id, element: index, identity: identity,
            severity: severity, exactSeverity: exactSeverity, message, measured: measured, incomplete: incomplete)
    }

    /// Records a finding at `pointer`; `identity` names what was found (titles, labels),
    /// so that its fingerprint survives edits elsewhere in the document; `element`, the index
    /// of the element it is about, if any.
    public func report(
        pointer: String, elementId: String?, element: Int? = nil, identity: [String] = [], severity: Severity? = nil,
        exactSeverity: Severity? = nil, _ message: Message, measured: JSONValue? = nil, incomplete: Bool = false
    ) {
        guard let rule = currentRule else { preconditionFailure("report outside a rule") }
        let worded = message.worded(for: screen.tool)
        // Every finding of a screen shown with Increase Contrast says so.
        let message = screen.contrast == .increased ? worded.withIncreaseContrastNote : worded
        let level: Severity
        if incomplete {
            level = .note
        } else {
            level = exactSeverity ?? configuration.severityOverride(for: rule.id) ?? severity ?? rule.defaultSeverity
        }
        var finding = Finding(
            rule: rule.id, severity: level, pointer: pointer, elementId: elementId,
            message: message, measured: measured, isIncomplete: incomplete)
        finding.elementIndex = element
        // The same finding in every appearance has one fingerprint, as baselines match it.
        finding.fingerprint = Finding.fingerprint(rule: rule.id, identity: identity, elementId: elementId, message: worded)
        findings.append(finding)
    }
}

private final class SharedResult<T> {
    let value: T
    init(_ value: T) { self.value = value }
}
