import HIGAuditCore

/// What the overview page shows of one report: its row, and its share of the totals.
/// A whole report gives one, and so does a summary kept without the findings.
package struct OverviewEntry: Sendable, Equatable {
    /// The report's key (`PagePaths`): the source path, or for one screen of several in a
    /// file (a Figma frame, an Interface Builder scene), the source path and its report's name.
    package var key: String
    package var source: String
    package var title: String?
    package var appearance: Appearance?
    /// `increased` for a report with Increase Contrast.
    package var contrast: Contrast
    package var status: ScreenReport.Status
    // Four bytes each: the daemon keeps an entry for every screen it watches.
    private var errorCount: UInt32
    private var warningCount: UInt32
    private var noteCount: UInt32
    package var errors: Int {
        get { Int(errorCount) }
        set { errorCount = UInt32(clamping: newValue) }
    }
    package var warnings: Int {
        get { Int(warningCount) }
        set { warningCount = UInt32(clamping: newValue) }
    }
    package var notes: Int {
        get { Int(noteCount) }
        set { noteCount = UInt32(clamping: newValue) }
    }
    /// Findings by rule and severity, rules as positions in the page's rule list.
    package var tallies: RuleTallies

    package init(
        key: String, source: String, title: String?, appearance: Appearance?, contrast: Contrast = .standard, status: ScreenReport.Status,
        errors: Int, warnings: Int, notes: Int, tallies: RuleTallies
    ) {
        self.key = key
        self.source = source
        self.title = title
        self.appearance = appearance
        self.contrast = contrast
        self.status = status
        errorCount = UInt32(clamping: errors)
        warningCount = UInt32(clamping: warnings)
        noteCount = UInt32(clamping: notes)
        self.tallies = tallies
    }

    /// The entry of a whole report; `rules` gives each rule id its position.
    package init(_ report: ScreenReport, key: String, rules: RuleIndex) {
        self.init(
            key: key, source: report.source, title: report.title, appearance: report.appearance, contrast: report.contrast,
            status: report.status,
            errors: report.count(.error), warnings: report.count(.warning), notes: report.count(.note),
            tallies: RuleTallies(RuleTally.tallies(of: report.findings, rules: rules)))
    }

    func count(_ severity: Severity) -> Int {
        switch severity {
        case .error: errors
        case .warning: warnings
        case .note: notes
        }
    }
}

/// How many findings of one rule, at one severity, a screen has.
package struct RuleTally: Sendable, Equatable {
    /// The rule's position in the page's rule list.
    package var rule: UInt16
    package var severity: Severity
    package var count: UInt32

    package init(rule: UInt16, severity: Severity, count: UInt32) {
        self.rule = rule
        self.severity = severity
        self.count = count
    }

    /// The tallies of some findings, by rule position then severity; findings of rules
    /// not in the list are left out.
    package static func tallies(of findings: [Finding], rules: RuleIndex) -> [RuleTally] {
        var tallies: [RuleTally] = []
        for finding in findings {
            guard let rule = rules.position(of: finding.rule) else { continue }
            if let index = tallies.firstIndex(where: { $0.rule == rule && $0.severity == finding.severity }) {
                tallies[index].count += 1
            } else {
                tallies.append(RuleTally(rule: rule, severity: finding.severity, count: 1))
            }
        }
        return tallies.sorted { $0.rule != $1.rule ? $0.rule < $1.rule : $0.severity < $1.severity }
    }
}

/// The rules a page lists, in catalog order, and each id's position.
package struct RuleIndex: Sendable {
    package let rules: [RuleDescriptor]
    private let positions: [String: UInt16]

    package init(_ rules: [RuleDescriptor]) {
        self.rules = rules
        var positions: [String: UInt16] = [:]
        for (position, rule) in rules.enumerated() { positions[rule.id] = UInt16(position) }
        self.positions = positions
    }

    package func position(of rule: String) -> UInt16? { positions[rule] }

    package func descriptor(of rule: String) -> RuleDescriptor? { positions[rule].map { rules[Int($0)] } }
}
