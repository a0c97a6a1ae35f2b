import Foundation
import HIGAuditCore
import HIGAuditHistory

/// Fills a history database as a daemon would over `days` days of `changes` changes a day
/// on a tree of `screens` screens (each first audited with three findings), one write per
/// change, and prints its size and the CPU time a write took, as JSON.
///
///     HistorySimulation PATH [screens 5000] [days 365] [changes 50]
@main
struct HistorySimulation {
    static func main() async throws {
        let arguments = CommandLine.arguments
        guard arguments.count >= 2 else {
            FileHandle.standardError.write(Data("usage: HistorySimulation PATH [screens] [days] [changes]\n".utf8))
            exit(2)
        }
        let path = arguments[1]
        let screens = arguments.count > 2 ? Int(arguments[2]) ?? 5000 : 5000
        let days = arguments.count > 3 ? Int(arguments[3]) ?? 365 : 365
        let changes = arguments.count > 4 ? Int(arguments[4]) ?? 50 : 50
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }

        let store = SQLiteHistoryStore(path: path)
        try await store.prepare()
        let start = UTCTime.now() - Int64(days) * 86400
        var generator = SystemRandomNumberGenerator()
        var state: [[HistoryFinding]] = (0..<screens).map { screen in (0..<3).map { finding(screen, $0) } }
        var first = (0..<screens).map { observation($0, state[$0], at: start) }
        for index in first.indices { first[index].duringFirstScan = true }
        try await store.record(HistoryBatch(tree: "sim", observations: first, firstScan: true))

        var cpu: [Double] = []
        var serial = 3
        for day in 0..<days {
            for change in 0..<changes {
                let screen = Int.random(in: 0..<screens, using: &generator)
                if state[screen].count > 1, Bool.random(using: &generator) {
                    state[screen].remove(at: Int.random(in: 0..<state[screen].count, using: &generator))
                } else {
                    serial += 1
                    state[screen].append(finding(screen, serial))
                }
                let at = start + Int64(day) * 86400 + Int64(change) * (86400 / Int64(changes))
                let totals = DailyTotals(
                    day: UTCTime.day(at), tree: "sim", screens: screens, passing: 0, failing: screens, unreadable: 0,
                    errors: state.reduce(0) { $0 + $1.count }, warnings: 0, notes: 0,
                    byRule: [.init(rule: "text-contrast", severity: "error", count: screens)])
                let before = cpuSeconds()
                try await store.record(HistoryBatch(tree: "sim", observations: [observation(screen, state[screen], at: at)], totals: totals))
                cpu.append(cpuSeconds() - before)
            }
        }
        await store.close()
        let bytes = ["", "-wal"].compactMap { try? FileManager.default.attributesOfItem(atPath: path + $0)[.size] as? Int }.reduce(0, +)
        cpu.sort()
        let result: [String: Any] = [
            "screens": screens, "days": days, "changesPerDay": changes, "events": screens + days * changes,
            "databaseBytes": bytes, "databaseMiB": Double(bytes) / 1_048_576,
            "cpuMsPerChangeMedian": cpu[cpu.count / 2] * 1000, "cpuMsPerChangeP90": cpu[cpu.count * 9 / 10] * 1000,
        ]
        let json = try JSONSerialization.data(withJSONObject: result, options: [.sortedKeys])
        FileHandle.standardOutput.write(json + Data("\n".utf8))
    }

    static func finding(_ screen: Int, _ serial: Int) -> HistoryFinding {
        HistoryFinding(
            rule: "text-contrast", severity: "error", pointer: "/elements/\(serial % 40)/children/\(serial % 7)",
            fingerprint: String(format: "%016llx", UInt64(screen) << 32 | UInt64(serial)),
            messages: [
                "en":
                    "Text contrast is 2.92:1 (#8E8E93 on #F2F2F7); 13 pt text needs at least 4.5:1. Darken the text or change its background. #6E6E73 would reach 4.5:1.",
                "ja": "テキストのコントラストが 2.92:1 です（#F2F2F7 の上に #8E8E93）。13 pt のテキストには 4.5:1 以上が必要です。テキストの色を濃くするか、背景を変更してください。#6E6E73 にすると 4.5:1 になります。",
            ])
    }

    static func observation(_ screen: Int, _ findings: [HistoryFinding], at: Int64) -> ScreenObservation {
        ScreenObservation(
            screen: ScreenIdentity(source: "group\(screen / 100)/screen\(screen).json", screen: "group\(screen / 100)/screen\(screen)"),
            at: at, change: .audited(status: "fail", findings: findings))
    }

    static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }
}
