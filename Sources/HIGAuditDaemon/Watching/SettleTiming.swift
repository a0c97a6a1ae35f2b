/// The watcher's timings, all following from the settle window.
struct SettleTiming: Sendable, Equatable {
    /// How long a created or changed file waits for more events before it is reported.
    var settle: Duration
    /// The least time between two batches made by the settle timer (not by a flush, and not
    /// for complete files), so that a long burst of writes makes a few large batches rather
    /// than many small ones.
    var minimumGap: Duration
    /// How long a file that a writer has open (an `IN_MODIFY` without `IN_CLOSE_WRITE` yet)
    /// waits for the close before it is reported anyway.
    var writerTimeout: Duration
    /// A writer timeout given explicitly (tests), kept across a new settle window.
    var fixedWriterTimeout: Duration?

    init(settle: Duration, writerTimeout: Duration?) {
        self.settle = max(settle, .zero)
        minimumGap = self.settle / 2
        self.writerTimeout = writerTimeout ?? max(self.settle * 10, .seconds(30))
        fixedWriterTimeout = writerTimeout
    }
}
