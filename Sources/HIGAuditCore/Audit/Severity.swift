/// Finding levels, as in SARIF.
public enum Severity: String, Sendable, CaseIterable, Comparable {
    case error, warning, note

    private var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }

    /// Orders by importance: `error` < `warning` < `note`, so sorting puts errors first.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
