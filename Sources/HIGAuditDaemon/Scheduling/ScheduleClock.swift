/// The time the daemon's schedules run on: monotonic, as the time since the clock was
/// made. The daemon uses the continuous clock; tests give a clock they move themselves.
package struct ScheduleClock: Sendable {
    /// The time now.
    var now: @Sendable () -> Duration
    /// Returns at `deadline` (at once when it has passed); throws when the task is cancelled.
    var sleep: @Sendable (_ deadline: Duration) async throws -> Void

    /// Sleeps until `deadline`.
    func sleep(until deadline: Duration) async throws {
        try await sleep(deadline)
    }

    /// The continuous clock (it keeps counting while the system sleeps), from now.
    package static func continuous() -> ScheduleClock {
        let origin = ContinuousClock.now
        return ScheduleClock(
            now: { origin.duration(to: .now) },
            sleep: { deadline in try await ContinuousClock().sleep(until: origin + deadline, tolerance: nil) })
    }
}
