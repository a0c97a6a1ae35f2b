import Foundation
import ProcessTestSupport
import Testing

/// Waits, without holding a thread, until `condition` holds (an error counts as not yet),
/// for at most `seconds` (scaled by `TestTimeScale`); then expects it.
func expectEventually(seconds: Double = 120, _ condition: () async throws -> Bool) async throws {
    let seconds = TestTimeScale.seconds(seconds)
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if (try? await condition()) == true { return }
        try await Task.sleep(for: .milliseconds(50))
    }
    #expect(try await condition(), "condition not met within \(seconds) s")
}
