import HIGAuditCore

/// One tree's totals on one UTC day, as last seen that day: screens by status, findings
/// by severity and by rule.
public struct DailyTotals: Sendable, Hashable, Codable {
    public struct RuleCount: Sendable, Hashable, Codable {
        public var rule: String
        public var severity: String
        public var count: Int

        public init(rule: String, severity: String, count: Int) {
            self.rule = rule
            self.severity = severity
            self.count = count
        }
    }

    public var day: String
    public var tree: String
    public var screens: Int
    public var passing: Int
    public var failing: Int
    public var unreadable: Int
    public var errors: Int
    public var warnings: Int
    public var notes: Int
    public var byRule: [RuleCount]

    public init(
        day: String, tree: String, screens: Int, passing: Int, failing: Int, unreadable: Int, errors: Int, warnings: Int, notes: Int,
        byRule: [RuleCount]
    ) {
        self.day = day
        self.tree = tree
        self.screens = screens
        self.passing = passing
        self.failing = failing
        self.unreadable = unreadable
        self.errors = errors
        self.warnings = warnings
        self.notes = notes
        self.byRule = byRule
    }

    /// The day as `/v1/trends` answers it.
    public var json: JSONValue {
        .object([
            "day": .string(day), "tree": .string(tree), "screens": .number(Double(screens)), "passing": .number(Double(passing)),
            "failing": .number(Double(failing)), "unreadable": .number(Double(unreadable)), "errors": .number(Double(errors)),
            "warnings": .number(Double(warnings)), "notes": .number(Double(notes)),
            "byRule": .array(byRule.map { .object(["rule": .string($0.rule), "severity": .string($0.severity), "count": .number(Double($0.count))]) }),
        ])
    }
}

/// Which events to answer: newest first, from `since` on, of one source if given, at most `limit`.
public struct HistoryQuery: Sendable, Hashable {
    public var since: Int64?
    public var source: String?
    public var tree: String?
    public var limit: Int

    public init(since: Int64? = nil, source: String? = nil, tree: String? = nil, limit: Int = 100) {
        self.since = since
        self.source = source
        self.tree = tree
        self.limit = limit
    }
}
