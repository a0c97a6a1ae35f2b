/// What the overview shows of the daemon's history: what changed in the last 24 hours and
/// the daily error totals of the last days.
public struct HistoryDigest: Sendable, Hashable {
    /// One day's error total.
    public struct Day: Sendable, Hashable {
        /// `YYYY-MM-DD`, UTC.
        public var day: String
        public var errors: Int

        public init(day: String, errors: Int) {
            self.day = day
            self.errors = errors
        }
    }

    /// Screens whose status became `fail` in the last 24 hours.
    public var newlyFailing: Int
    public var added: Int
    public var fixed: Int
    /// The last days' error totals, oldest first.
    public var dailyErrors: [Day]

    public init(newlyFailing: Int, added: Int, fixed: Int, dailyErrors: [Day]) {
        self.newlyFailing = newlyFailing
        self.added = added
        self.fixed = fixed
        self.dailyErrors = dailyErrors
    }
}
