import NIOConcurrencyHelpers
import Testing

@testable import HIGAuditDaemon

/// The gate lets `width` callers in at once and the others in the order they came.
struct AnswerGateTests {
    @Test func oneAtATimeInTheOrderTheyCame() async {
        let gate = AnswerGate(width: 1)
        let order = NIOLockedValueBox<[Int]>([])
        let inside = NIOLockedValueBox(0)
        let mostSeen = NIOLockedValueBox(0)
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<8 {
                group.addTask {
                    await gate.pass {
                        let now = inside.withLockedValue { value in
                            value += 1
                            return value
                        }
                        mostSeen.withLockedValue { $0 = max($0, now) }
                        order.withLockedValue { $0.append(index) }
                        try? await Task.sleep(for: .milliseconds(5))
                        inside.withLockedValue { $0 -= 1 }
                    }
                }
                // Each is queued before the next is started: the order is known.
                while await gate.arrivals <= index { await Task.yield() }
            }
        }
        #expect(mostSeen.withLockedValue { $0 } == 1)
        #expect(await gate.mostInside == 1)
        #expect(order.withLockedValue { $0 } == Array(0..<8))
    }

    @Test func aWiderGateLetsThatManyIn() async {
        let gate = AnswerGate(width: 3)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<9 {
                group.addTask { await gate.pass { try? await Task.sleep(for: .milliseconds(20)) } }
            }
        }
        #expect(await gate.mostInside <= 3)
        #expect(await gate.arrivals == 9)
    }
}
