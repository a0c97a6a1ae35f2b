import CMemory
import Dispatch
import Foundation
import NIOConcurrencyHelpers

/// Gives memory the allocator holds but no longer uses back to the system (`malloc_trim`),
/// at most once every few seconds and off the caller's thread: with a large heap it takes
/// tens of milliseconds, which an event loop or a publish should not wait for. A request
/// made too soon after the last release is carried out when the interval has passed.
enum MemoryRelease {
    static let interval: TimeInterval = 5

    private struct State {
        var last: Date?
        var scheduled = false
    }

    private static let state = NIOLockedValueBox(State())
    private static let queue = DispatchQueue(label: "higauditd.memory-release", qos: .utility)

    static func soon() {
        let wait: TimeInterval? = state.withLockedValue { state in
            if state.scheduled { return nil }
            state.scheduled = true
            guard let last = state.last else { return 0 }
            return max(0, interval - Date().timeIntervalSince(last))
        }
        guard let wait else { return }
        queue.asyncAfter(deadline: .now() + wait) {
            state.withLockedValue { state in
                state.scheduled = false
                state.last = Date()
            }
            _ = cmemory_release_free_memory()
        }
    }
}
