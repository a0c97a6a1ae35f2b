import HIGAuditCore

/// A finding with the number its card and its outline on the sketch show.
struct NumberedFinding {
    let number: Int
    let finding: Finding

    /// Errors first, then warnings, then notes, each in the report's order; numbered from 1.
    static func ordered(_ findings: [Finding]) -> [NumberedFinding] {
        findings.indices
            .sorted { findings[$0].severity != findings[$1].severity ? findings[$0].severity < findings[$1].severity : $0 < $1 }
            .enumerated()
            .map { NumberedFinding(number: $0.offset + 1, finding: findings[$0.element]) }
    }
}
