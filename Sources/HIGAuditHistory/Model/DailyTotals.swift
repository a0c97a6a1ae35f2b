import HIGAuditCore

/// One tree's totals on one UTC day, as last seen that day: screens by status, findings
/// by severity and by rule.
package struct DailyTotals: Sendable, Hashable, Codable {
    package struct RuleCount: Sendable, Hashable, Codable {
        package var rule: String
        package var severity: String
        package var count: Int

        package init(rule: String, severity: String, count: Int) {
            self.rule = rule
            self.severity = severity
            self.count = count
        }
    }

    package var day: String
    package var tree: String
    package var screens: Int
    package var passing: Int
    package var failing: Int
    package var unreadable: Int
    package var errors: Int
    package var warnings: Int
    package var notes: Int
    package var byRule: [RuleCount]

    package init(
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
    package var json: JSONValue {
        .object([
            "day": .string(day), "tree": .string(tree), "screens": .number(Double(screens)), "passing": .number(Double(passing)),
            "failing": .number(Double(failing)), "unreadable": .number(Double(unreadable)), "errors": .number(Double(errors)),
            "warnings": .number(Double(warnings)), "notes": .number(Double(notes)),
            "byRule": .array(byRule.map { .object(["rule": .string($0.rule), "severity": .string($0.severity), "count": .number(Double($0.count))]) }),
        ])
    }
}

/// Which events to answer: the last recorded first (the order they were written in, whatever
/// the clock said), from `since` on, of one source if given, at most `limit`.
package struct HistoryQuery: Sendable, Hashable {
    package var since: Int64?
    package var source: String?
    package var tree: String?
    package var limit: Int
    /// Only events recorded before the one with this id (a cursor from a previous answer).
    package var before: Int64?

    package init(since: Int64? = nil, source: String? = nil, tree: String? = nil, limit: Int = 100, before: Int64? = nil) {
        self.before = before
        self.since = since
        self.source = source
        self.tree = tree
        self.limit = limit
    }
}
