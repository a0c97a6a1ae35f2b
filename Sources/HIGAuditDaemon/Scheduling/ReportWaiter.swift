import NIOConcurrencyHelpers

/// A client waiting for its changes to be reported: answered once, with whether they were
/// (true) or its time ran out or the daemon stopped (false).
final class ReportWaiter: Sendable {
    private struct State {
        var answer: Bool?
        var continuation: CheckedContinuation<Bool, Never>?
    }

    private let state = NIOLockedValueBox(State())

    /// Answers the client, unless it was answered already.
    func resume(_ reported: Bool) {
        let continuation = state.withLockedValue { s -> CheckedContinuation<Bool, Never>? in
            guard s.answer == nil else { return nil }
            s.answer = reported
            defer { s.continuation = nil }
            return s.continuation
        }
        continuation?.resume(returning: reported)
    }

    /// The answer, once there is one.
    var value: Bool {
        get async {
            await withCheckedContinuation { continuation in
                let answer = state.withLockedValue { s -> Bool? in
                    if s.answer == nil { s.continuation = continuation }
                    return s.answer
                }
                if let answer { continuation.resume(returning: answer) }
            }
        }
    }
}
