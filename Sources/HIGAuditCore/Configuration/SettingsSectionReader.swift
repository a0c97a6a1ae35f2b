/// What a `SettingsSection` reads itself from: its node of the configuration, with the
/// readers of values and of a mapping whose keys must be known, as the rest of the file is
/// read (an unknown key refused with the closest known one suggested).
package struct SettingsSectionReader {
    /// The values' readers.
    package let read: TapeReader
    /// The section's node.
    package let node: Int

    package var tape: JSONTape { read.tape }

    /// Calls `body` with each member of the object at `object`, in order, after refusing a
    /// key not in `known`.
    package func forEachMember(
        of object: Int, known: [String], _ body: (String, Int) throws(DecodeFailure) -> Void
    ) throws(DecodeFailure) {
        var failure: DecodeFailure?
        tape.forEachMember(of: object) { keyNode, value in
            guard failure == nil else { return }
            let key = tape.string(keyNode)
            guard known.contains(key) else {
                failure = Self.unknown(key, among: known, node: value, messageKey: "config.unknown-key")
                return
            }
            do throws(DecodeFailure) { try body(key, value) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    /// The refusal of `key`, with the closest of `known` suggested when one is close.
    package static func unknown(_ key: String, among known: [String], node: Int, messageKey: String) -> DecodeFailure {
        if let suggestion = Suggestion.closest(to: key, among: known) {
            return DecodeFailure(node: node, message: Message(MessageKey(messageKey + ".suggest"), ["key": key, "suggestion": suggestion]))
        }
        return DecodeFailure(node: node, message: Message(MessageKey(messageKey), ["key": key]))
    }
}
