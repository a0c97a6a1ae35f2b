import HIGAuditCore

/// The two clocks the history reads: the wall clock, which stamps events and names days,
/// and a clock that only goes forward, which measures how long the history has seen pass
/// (a wall clock set wrong, or put right, must not age events by the jump).
package struct HistoryClock: Sendable {
    /// Seconds since 1970 (UTC).
    package var wall: @Sendable () -> Int64
    /// Seconds since an arbitrary origin, never going back.
    package var elapsed: @Sendable () -> Int64

    package init(wall: @escaping @Sendable () -> Int64, elapsed: @escaping @Sendable () -> Int64) {
        self.wall = wall
        self.elapsed = elapsed
    }

    /// The system's clocks: `CLOCK_REALTIME` and `ContinuousClock` (`CLOCK_BOOTTIME`).
    package static var system: HistoryClock {
        let origin = ContinuousClock.now
        return HistoryClock(wall: { UTCTime.now() }, elapsed: { (ContinuousClock.now - origin).components.seconds })
    }
}
