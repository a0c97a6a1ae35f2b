import Testing

@testable import HIGAuditDaemon

/// When the aggregates are published, with time as an input: no clock, no waiting.
@Suite struct PublishScheduleTests {
    typealias Situation = PublishSchedule.Situation
    let quiet = Situation(busy: false, clientWaiting: false)
    let busy = Situation(busy: true, clientWaiting: false)
    let waiting = Situation(busy: true, clientWaiting: true)

    func seconds(_ value: Double) -> Duration { .milliseconds(Int(value * 1000)) }

    @Test func aChangeIsPublishedOnceTheQueueSettlesAndTheWindowPasses() {
        var schedule = PublishSchedule(settle: seconds(0.5))
        let woke1 = schedule.settle(quiet, at: .zero)
        #expect(!woke1, "nothing changed")
        schedule.noteChange()
        let woke2 = schedule.settle(busy, at: .zero)
        #expect(!woke2, "audits still run")
        let woke3 = schedule.settle(quiet, at: seconds(1))
        #expect(woke3)
        let step4 = schedule.next(quiet, at: seconds(1.2))
        #expect(step4 == .wait(until: seconds(1.5)))
        let step5 = schedule.next(quiet, at: seconds(1.5))
        #expect(step5 == .publish)
        let step6 = schedule.next(quiet, at: seconds(1.6))
        #expect(step6 == .ended(again: false))
        let step7 = schedule.next(quiet, at: seconds(2))
        #expect(step7 == .idle)
        #expect(!schedule.hasUnpublished)
    }

    @Test func underAStreamOfChangesTheGapSeparatesPublishes() {
        var schedule = PublishSchedule(settle: seconds(0.1))
        schedule.noteChange()
        let woke8 = schedule.settle(quiet, at: .zero)
        #expect(woke8)
        let step9 = schedule.next(quiet, at: seconds(0.1))
        #expect(step9 == .publish)
        let step10 = schedule.next(quiet, at: seconds(0.2))
        #expect(step10 == .ended(again: false))
        schedule.noteChange()
        let woke11 = schedule.settle(quiet, at: seconds(0.3))
        #expect(woke11)
        // The last publish ended at 0.2: the next starts a gap (1 s) later, not a settle window.
        let step12 = schedule.next(quiet, at: seconds(0.3))
        #expect(step12 == .wait(until: seconds(1.2)))
    }

    @Test func aClientThatWaitsCutsTheDelayShort() {
        var schedule = PublishSchedule(settle: seconds(2))
        schedule.noteChange()
        let woke13 = schedule.settle(quiet, at: .zero)
        #expect(woke13)
        let step14 = schedule.next(quiet, at: seconds(0.1))
        #expect(step14 == .wait(until: seconds(2)))
        let woke15 = schedule.request(immediately: true, at: seconds(0.2))
        #expect(woke15, "the publisher is woken")
        let woke16 = schedule.request(immediately: true, at: seconds(0.3))
        #expect(!woke16, "once")
        let step17 = schedule.next(waiting, at: seconds(0.3))
        #expect(step17 == .publish)
    }

    @Test func workArrivingDuringTheDelayPostponesThePublish() {
        var schedule = PublishSchedule(settle: seconds(0.5))
        schedule.noteChange()
        let woke18 = schedule.settle(quiet, at: .zero)
        #expect(woke18)
        let step19 = schedule.next(busy, at: seconds(0.5))
        #expect(step19 == .idle, "the end of the queue asks again")
        let woke20 = schedule.settle(quiet, at: seconds(3))
        #expect(woke20)
        let step21 = schedule.next(quiet, at: seconds(3.5))
        #expect(step21 == .publish)
    }

    @Test func aQueueThatNeverEmptiesIsStillPublishedEveryMaximumLag() {
        var schedule = PublishSchedule(settle: seconds(0.5))
        schedule.noteChange()
        let woke22 = schedule.settle(busy, at: .zero)
        #expect(!woke22)
        let woke23 = schedule.settle(busy, at: seconds(14.9))
        #expect(!woke23)
        #expect(schedule.isOverdue(at: seconds(15)))
        let woke24 = schedule.settle(busy, at: seconds(15))
        #expect(woke24, "overdue: published though busy")
        let step25 = schedule.next(busy, at: seconds(15))
        #expect(step25 == .publish)
        #expect(!schedule.isOverdue(at: seconds(16)))
    }

    @Test func aRequestWhileWritingIsAnotherRound() {
        var schedule = PublishSchedule(settle: .zero)
        schedule.noteChange()
        let woke26 = schedule.settle(quiet, at: .zero)
        #expect(woke26)
        let step27 = schedule.next(quiet, at: .zero)
        #expect(step27 == .publish)
        schedule.noteChange()
        let woke28 = schedule.request(immediately: false, at: seconds(0.1))
        #expect(!woke28, "the publisher is at work already")
        let step29 = schedule.next(quiet, at: seconds(0.2))
        #expect(step29 == .publish)
        let step30 = schedule.next(quiet, at: seconds(0.3))
        #expect(step30 == .ended(again: false))
    }

    @Test func anAggregateLeftForLaterIsPublishedWhenDue() {
        var schedule = PublishSchedule(settle: seconds(0.1))
        schedule.noteChange()
        let woke31 = schedule.settle(quiet, at: .zero)
        #expect(woke31)
        let step32 = schedule.next(quiet, at: seconds(0.1))
        #expect(step32 == .publish)
        schedule.aggregatesWaiting = seconds(5)
        let step33 = schedule.next(quiet, at: seconds(0.2))
        #expect(step33 == .ended(again: true))
        let step34 = schedule.next(quiet, at: seconds(0.2))
        #expect(step34 == .wait(until: seconds(5.2)))
        #expect(schedule.hasUnpublished)
    }

    @Test func auditedBatchesNotYetPublishedArePublished() {
        var schedule = PublishSchedule(settle: seconds(0.1))
        let woke35 = schedule.settle(Situation(busy: false, clientWaiting: false, behind: true), at: .zero)
        #expect(woke35)
    }

    @Test func aPublishOutsideTheScheduleTakesEverythingIn() {
        var schedule = PublishSchedule(settle: seconds(1))
        schedule.noteChange()
        let woke36 = schedule.settle(quiet, at: .zero)
        #expect(woke36)
        #expect(schedule.hasUnpublished)
        schedule.published()
        #expect(!schedule.hasUnpublished)
        let step37 = schedule.next(quiet, at: seconds(2))
        #expect(step37 == .idle)
    }
}
