import Foundation
import HIGAuditCore
import HIGAuditFiles
import HIGAuditInputs
import HIGAuditRules
import HIGAuditYAML
import NIOConcurrencyHelpers

/// Sequence numbers for changes the daemon makes up itself (rescans, reloads), taken
/// after the watcher's so that waiting covers them too.
final class SequenceCounter: Sendable {
    private let latest = NIOLockedValueBox<UInt64>(0)

    var value: UInt64 { latest.withLockedValue { $0 } }

    func observe(_ sequence: UInt64) { latest.withLockedValue { $0 = max($0, sequence) } }

    func next(after sequence: UInt64) -> UInt64 {
        latest.withLockedValue {
            $0 = max($0, sequence)
            return $0
        }
    }
}

/// A value set once the daemon has made it.
final class Reference<Value: Sendable>: Sendable {
    private let stored = NIOLockedValueBox<Value?>(nil)

    var value: Value? { stored.withLockedValue { $0 } }

    func set(_ value: Value) { stored.withLockedValue { $0 = value } }
}

/// Whether a repair loop is running.
final class RepairFlag: Sendable {
    private let running = NIOLockedValueBox(false)

    func begin() -> Bool {
        running.withLockedValue {
            guard !$0 else { return false }
            $0 = true
            return true
        }
    }

    func end() { running.withLockedValue { $0 = false } }
}

/// Something that keeps the daemon from doing part of its job, as a sentence.
struct Problem: Error {
    var message: Message
}

/// Reads the daemon's configuration file.
enum DaemonConfiguration {
    static func load(_ path: String) -> Result<Settings, Problem> {
        let bytes: [UInt8]
        do {
            bytes = try BoundedFile.read(path, limit: FileReading.settingsLimit)
        } catch {
            return .failure(
                Problem(message: Message("config.unreadable", [.init("path", FileName.display(path)), .init("reason", FileReading.reason(error))])))
        }
        switch SettingsParsing.parse(bytes, isYAML: SettingsParsing.isYAML(path: path), ruleIds: RuleCatalog.ids, limits: RuleCatalog.limits) {
        case .success(let settings): return .success(settings)
        case .failure(let error):
            return .failure(
                Problem(
                    message: Message(
                        "config.invalid",
                        [
                            .init("path", FileName.display(path)), .init("pointer", error.pointer.isEmpty ? "/" : error.pointer),
                            .init("problem", .message(error.problem)),
                        ])))
        }
    }
}

extension SourceAuditor {
    static func daemon(_ auditor: Auditor) -> SourceAuditor { .withYAML(auditor) }
}
