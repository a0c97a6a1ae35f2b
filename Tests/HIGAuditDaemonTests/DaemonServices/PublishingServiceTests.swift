import HIGAuditCore
import NIOConcurrencyHelpers
import Testing

@testable import HIGAuditDaemon

/// The publishing service and the coordinator's schedule together, on a clock the test
/// moves: a publish comes when the schedule says, not before, and at once for a client.
@Suite struct PublishingServiceTests {
    let clock = ManualClock()
    let wakeup = Wakeup()
    let published = NIOLockedValueBox(0)
    let coordinator: AuditCoordinator
    let publishes: AsyncStream<Int>

    init() {
        let (publishes, done) = AsyncStream.makeStream(of: Int.self)
        self.publishes = publishes
        let published = self.published
        coordinator = AuditCoordinator(
            store: ReportStore(root: "/nonexistent/reports"), existing: [:], logger: silentLogger,
            events: CoordinatorEvents(
                publish: { _, _ in
                    done.yield(
                        published.withLockedValue { count in
                            count += 1
                            return count
                        })
                    return PublishOutcome()
                }, audited: { _, _ in }, queueDepthChanged: { _ in }, file: { _ in nil }, writeFailed: {}),
            schedule: PublishSchedule(settle: .seconds(1)), clock: clock.scheduleClock, publishWakeup: wakeup)
    }

    var service: PublishingService { PublishingService(coordinator: coordinator, wakeup: wakeup, clock: clock.scheduleClock) }

    @Test func aChangeIsPublishedWhenTheSettleWindowHasPassed() async {
        var publishes = self.publishes.makeAsyncIterator()
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await service.run() }
            await coordinator.refreshAggregates()
            await clock.waitForSleepers(1)
            clock.advance(to: .milliseconds(999))
            #expect(published.withLockedValue { $0 } == 0, "not before the window ends")
            clock.advance(to: .seconds(1))
            #expect(await publishes.next() == 1)
            group.cancelAll()
        }
        #expect(published.withLockedValue { $0 } == 1, "nothing left at the end")
    }

    @Test func aClientThatWaitsIsAnsweredWithoutWaitingForTheClock() async {
        var publishes = self.publishes.makeAsyncIterator()
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await service.run() }
            await coordinator.refreshAggregates()
            await clock.waitForSleepers(1)
            await coordinator.publishAgain()
            #expect(await publishes.next() == 1)
            #expect(clock.now == .zero, "the clock never moved")
            group.cancelAll()
        }
    }

    @Test func whatIsLeftIsPublishedWhenTheServiceStops() async {
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await service.run() }
            await coordinator.refreshAggregates()
            await clock.waitForSleepers(1)
            group.cancelAll()
        }
        #expect(published.withLockedValue { $0 } == 1, "the change waiting out its window is published at the end")
        #expect(await !coordinator.schedule.hasUnpublished)
    }

    @Test func aWaitingClientTimesOutWithoutAPublish() async {
        // Nothing was ever ingested: batch 1 (the first scan) is never reported.
        let reported = await coordinator.waitUntilReported(1, timeout: .milliseconds(20))
        #expect(!reported)
        #expect(await coordinator.waiters.isEmpty, "the expired waiter is gone")
    }
}
