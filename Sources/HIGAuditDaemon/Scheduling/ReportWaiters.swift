/// Clients waiting until every change up to a batch is reported, each with an id for its
/// timeout; `Waiter` is what resumes one.
struct ReportWaiters<Waiter: Sendable>: Sendable {
    private var waiting: [(sequence: UInt64, id: Int, waiter: Waiter)] = []
    private var nextId = 0

    var isEmpty: Bool { waiting.isEmpty }

    /// Adds a waiter for batch `sequence`; returns its id.
    mutating func add(_ waiter: Waiter, for sequence: UInt64) -> Int {
        defer { nextId += 1 }
        waiting.append((sequence, nextId, waiter))
        return nextId
    }

    /// Whether someone waits for a batch up to `sequence`.
    func anyWaiting(upTo sequence: UInt64) -> Bool { waiting.contains { $0.sequence <= sequence } }

    /// Takes out the waiters whose batch is published, in the order they came.
    mutating func takeResolved(published: UInt64) -> [Waiter] {
        let done = waiting.filter { $0.sequence <= published }.map(\.waiter)
        waiting.removeAll { $0.sequence <= published }
        return done
    }

    /// Takes out the waiter with this id (its time ran out), if it is still waiting.
    mutating func expire(_ id: Int) -> Waiter? {
        guard let index = waiting.firstIndex(where: { $0.id == id }) else { return nil }
        return waiting.remove(at: index).waiter
    }

    /// Takes out every waiter.
    mutating func takeAll() -> [Waiter] {
        defer { waiting.removeAll() }
        return waiting.map(\.waiter)
    }
}
