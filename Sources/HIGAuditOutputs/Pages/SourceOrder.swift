import HIGAuditCore

/// The order of the index's rows, SARIF's results and the overview's rows: by the
/// source's bytes, then the screen id, then the report key's bytes (the frames or scenes
/// of one file keep one order, run after run).
package enum SourceOrder {
    package static func precedes(
        source: String, screen: String, key: String,
        before other: (source: String, screen: String, key: String)
    ) -> Bool {
        precedes(source: source, screen: { screen }, key: key, before: (other.source, { other.screen }, other.key))
    }

    /// The same order, each screen name made only when the sources are the same.
    package static func precedes(
        source: String, screen: () -> String, key: String,
        before other: (source: String, screen: () -> String, key: String)
    ) -> Bool {
        if !source.utf8.elementsEqual(other.source.utf8) { return source.utf8.lexicographicallyPrecedes(other.source.utf8) }
        let screen = screen(), otherScreen = other.screen()
        if screen != otherScreen { return screen < otherScreen }
        return key.utf8.lexicographicallyPrecedes(other.key.utf8)
    }
}
