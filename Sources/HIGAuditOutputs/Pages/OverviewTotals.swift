import HIGAuditCore

/// The overview's figures: screens by status, findings by severity, and findings by rule
/// and severity with the number of screens each rule fails; added up entry by entry.
package struct OverviewTotals: Sendable, Equatable {
    package private(set) var screens = 0
    package private(set) var failing = 0
    package private(set) var inputErrors = 0
    package private(set) var passing = 0
    package private(set) var errors = 0
    package private(set) var warnings = 0
    package private(set) var notes = 0
    /// By rule position: findings by severity (errors, warnings, notes) and screens.
    package private(set) var byRule: [UInt16: RuleTotals] = [:]

    package struct RuleTotals: Sendable, Equatable {
        package var errors = 0
        package var warnings = 0
        package var notes = 0
        package var screens = 0

        package init(errors: Int = 0, warnings: Int = 0, notes: Int = 0, screens: Int = 0) {
            self.errors = errors
            self.warnings = warnings
            self.notes = notes
            self.screens = screens
        }

        package subscript(severity: Severity) -> Int {
            get {
                switch severity {
                case .error: errors
                case .warning: warnings
                case .note: notes
                }
            }
            set {
                switch severity {
                case .error: errors = newValue
                case .warning: warnings = newValue
                case .note: notes = newValue
                }
            }
        }
    }

    package init() {}

    package init(_ entries: some Sequence<OverviewEntry>) {
        for entry in entries { add(entry) }
    }

    package mutating func add(_ entry: OverviewEntry) {
        count(entry, sign: 1)
    }

    /// Takes back what `add` added for this entry (an entry that changed or went away).
    package mutating func remove(_ entry: OverviewEntry) {
        count(entry, sign: -1)
    }

    private mutating func count(_ entry: OverviewEntry, sign: Int) {
        screens += sign
        switch entry.status {
        case .fail: failing += sign
        case .error: inputErrors += sign
        case .pass: passing += sign
        }
        errors += sign * entry.errors
        warnings += sign * entry.warnings
        notes += sign * entry.notes
        var previous: UInt16?
        for tally in entry.tallies {
            var figures = byRule[tally.rule] ?? RuleTotals()
            figures[tally.severity] += sign * Int(tally.count)
            if tally.rule != previous { figures.screens += sign }
            previous = tally.rule
            byRule[tally.rule] = figures == RuleTotals() ? nil : figures
        }
    }
}
