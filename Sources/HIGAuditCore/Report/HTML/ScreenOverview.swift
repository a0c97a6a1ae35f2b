/// What the report page shows of a screen outside its own section: its row in the
/// overview table and its share of the totals. A whole report gives one, and so does a
/// summary kept without the findings, so the head of a page can be written before any
/// report is read.
public struct ScreenOverview: Sendable, Equatable {
    public var source: String
    public var status: ScreenReport.Status
    public var errors: Int
    public var warnings: Int
    public var notes: Int

    public init(source: String, status: ScreenReport.Status, errors: Int, warnings: Int, notes: Int) {
        self.source = source
        self.status = status
        self.errors = errors
        self.warnings = warnings
        self.notes = notes
    }

    public init(_ report: ScreenReport) {
        self.init(source: report.source, status: report.status,
                  errors: report.count(.error), warnings: report.count(.warning), notes: report.count(.note))
    }

    func count(_ severity: Severity) -> Int {
        switch severity {
        case .error: errors
        case .warning: warnings
        case .note: notes
        }
    }

    /// The page's order: failing screens, then unreadable ones, then passing ones; by
    /// source within each. Screens that tie keep the order they are given in.
    public static func precedes(_ lhs: ScreenOverview, _ rhs: ScreenOverview) -> Bool {
        let left = rank(lhs.status), right = rank(rhs.status)
        return left != right ? left < right : lhs.source < rhs.source
    }

    private static func rank(_ status: ScreenReport.Status) -> Int {
        switch status {
        case .fail: 0
        case .error: 1
        case .pass: 2
        }
    }
}

extension HTMLReportPage {
    /// The figures of the summary tiles, added up screen by screen.
    public struct Totals: Sendable, Equatable {
        public private(set) var screens = 0
        public private(set) var failing = 0
        public private(set) var inputErrors = 0
        public private(set) var passing = 0
        public private(set) var errors = 0
        public private(set) var warnings = 0
        public private(set) var notes = 0

        public init() {}

        public init(_ overviews: some Sequence<ScreenOverview>) {
            for overview in overviews { add(overview) }
        }

        public mutating func add(_ overview: ScreenOverview) {
            screens += 1
            switch overview.status {
            case .fail: failing += 1
            case .error: inputErrors += 1
            case .pass: passing += 1
            }
            errors += overview.errors
            warnings += overview.warnings
            notes += overview.notes
        }
    }
}
