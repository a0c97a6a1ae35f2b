import Testing

@testable import HIGAuditDaemon

@Suite struct WakeupTests {
    @Test func aSignalBeforeTheWaitIsKeptAndSignalsComeTogether() async {
        let wakeup = Wakeup()
        wakeup.signal()
        wakeup.signal()
        #expect(await wakeup.wait())
        let clock = ManualClock()
        // The two signals were one: the next wait lasts until its deadline.
        await withTaskGroup(of: Bool.self) { group in
            group.addTask { await wakeup.wait(until: .seconds(5), on: clock.scheduleClock) }
            await clock.waitForSleepers(1)
            clock.advance(to: .seconds(5))
            #expect(await group.next() == true)
        }
    }

    @Test func aSignalWakesAWaiterBeforeItsDeadline() async {
        let wakeup = Wakeup()
        let clock = ManualClock()
        await withTaskGroup(of: Bool.self) { group in
            group.addTask { await wakeup.wait(until: .seconds(60), on: clock.scheduleClock) }
            await clock.waitForSleepers(1)
            wakeup.signal()
            #expect(await group.next() == true)
        }
        #expect(clock.now == .zero)
        #expect(clock.sleepers == 0, "the sleep is cancelled")
    }

    @Test func closedItReturnsFalseNowAndLater() async {
        let wakeup = Wakeup()
        await withTaskGroup(of: Bool.self) { group in
            group.addTask { await wakeup.wait() }
            try? await Task.sleep(for: .milliseconds(5))
            wakeup.close()
            #expect(await group.next() == false)
        }
        #expect(await !wakeup.wait())
    }

    @Test func aCancelledWaitTakesNoSignal() async {
        let wakeup = Wakeup()
        let waiting = Task { await wakeup.wait() }
        waiting.cancel()
        _ = await waiting.value
        #expect(!wakeup.isSignalled)
        wakeup.signal()
        #expect(wakeup.isSignalled, "the signal after the cancelled wait is kept for the next")
        #expect(await wakeup.wait())
        #expect(!wakeup.isSignalled)
    }
}
