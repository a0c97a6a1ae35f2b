/// Lets at most `width` callers make an answer at once; the others wait in the order they
/// came. Answers that take a core for long (`/v1/history`) go through it, so that however
/// many clients ask for them, the daemon's other answers (`/v1/status`) find a thread of
/// the cooperative pool free, and the memory answers being made hold is that of `width`.
actor AnswerGate {
    let width: Int
    private var inside = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []
    /// The most callers inside at once (for tests).
    private(set) var mostInside = 0
    /// Callers that came to the gate so far (for tests).
    private(set) var arrivals = 0

    init(width: Int) {
        precondition(width > 0)
        self.width = width
    }

    /// Runs `body` once a place is free.
    func pass<T: Sendable>(_ body: @Sendable () async -> T) async -> T {
        await enter()
        let result = await body()
        leave()
        return result
    }

    private func enter() async {
        arrivals += 1
        if inside < width {
            inside += 1
        } else {
            // `leave` hands its place over: `inside` stays as it is.
            await withCheckedContinuation { waiting.append($0) }
        }
        mostInside = max(mostInside, inside)
    }

    private func leave() {
        if !waiting.isEmpty {
            waiting.removeFirst().resume()
        } else {
            inside -= 1
        }
    }
}
