import NIOConcurrencyHelpers
import Synchronization

/// Message tables registered by name, merged into snapshots. Registering takes a lock and
/// publishes a new snapshot; reading loads the current one through an atomic reference,
/// without a lock or a reference count. `MessageCatalog` renders from the shared registry.
final class MessageRegistry: Sendable {
    struct NamedTable: Sendable {
        var name: String
        var table: MessageTable
    }

    /// The merged tables at one moment; never changed once published.
    final class Snapshot: Sendable {
        let tables: [NamedTable]
        /// Each language's own templates, by `Language.tableIndex`.
        let own: [[String: String]]
        /// The same with English filling the gaps, as rendering reads them, each template's
        /// placeholders found.
        let templates: [[String: MessageTemplate]]

        init(tables: [NamedTable]) {
            self.tables = tables
            var merged = MessageTable()
            for named in tables { merged.merge(named.table) }
            let english = merged[.en]
            var own = [[String: String]](repeating: [:], count: Language.allCases.count)
            var resolved = own
            for language in Language.allCases {
                own[language.tableIndex] = merged[language]
                resolved[language.tableIndex] = language == .en ? english : merged[language].merging(english) { translated, _ in translated }
            }
            self.own = own
            templates = resolved.map { $0.mapValues(MessageTemplate.init) }
        }
    }

    private let current: Synchronization.Atomic<Unmanaged<Snapshot>>
    /// Every snapshot ever published, kept alive for as long as the registry: readers hold
    /// them unretained. The lock also orders registrations. A pthread lock (NIO's), not
    /// the standard library's `Mutex`, whose futex ThreadSanitizer cannot see.
    private let published: NIOLockedValueBox<[Snapshot]>

    init(_ tables: [NamedTable]) {
        let first = Snapshot(tables: tables)
        current = Synchronization.Atomic(Unmanaged.passUnretained(first))
        published = NIOLockedValueBox([first])
    }

    /// The snapshot readers see now.
    var snapshot: Snapshot { current.load(ordering: .acquiring).takeUnretainedValue() }

    /// Publishes a snapshot with `table` added under `name`, unless a table of that name is
    /// already there. A key an earlier table has keeps that table's text.
    func register(_ table: MessageTable, as name: String) {
        // Modules register where they first render, so most calls find their table there.
        guard !snapshot.tables.contains(where: { $0.name == name }) else { return }
        published.withLockedValue { snapshots in
            let latest = snapshots[snapshots.count - 1]
            guard !latest.tables.contains(where: { $0.name == name }) else { return }
            let next = Snapshot(tables: latest.tables + [NamedTable(name: name, table: table)])
            snapshots.append(next)
            current.store(Unmanaged.passUnretained(next), ordering: .releasing)
        }
    }

    /// `text(_:in:)` with its placeholders found.
    func template(_ key: String, in language: Language) -> MessageTemplate? {
        current.load(ordering: .acquiring)._withUnsafeGuaranteedRef { $0.templates[language.tableIndex][key] }
    }

    /// The template of `key` in `language`, or in English when the language has none.
    func text(_ key: String, in language: Language) -> String? {
        current.load(ordering: .acquiring)._withUnsafeGuaranteedRef { $0.templates[language.tableIndex][key]?.text }
    }
}

extension Language {
    /// The language's place in the registry's per-language arrays.
    var tableIndex: Int {
        switch self {
        case .en: 0
        case .ja: 1
        }
    }
}
