import HIGAuditCore

/// What an observation holds in memory, estimated from its strings and arrays: the
/// measure of the history's bound in bytes on what waits to be written.
extension ScreenObservation {
    /// Bytes held, about: the strings' UTF-8 and a fixed overhead per string, finding and
    /// argument (a Swift string beyond 15 bytes is a heap object of its own).
    package var estimatedBytes: Int {
        let identity = Self.stringBytes(screen.source) + Self.stringBytes(screen.screen) + Self.stringBytes(screen.appearance)
        switch change {
        case .removed: return 64 + identity
        case .audited(let status, let findings): return 64 + identity + Self.stringBytes(status) + findings.reduce(0) { $0 + $1.estimatedBytes }
        }
    }

    static func stringBytes(_ text: String) -> Int {
        let count = text.utf8.count
        return count <= 15 ? 16 : 48 + count
    }
}

extension HistoryFinding {
    /// Bytes held, about (see `ScreenObservation.estimatedBytes`).
    package var estimatedBytes: Int {
        var total = 32
        for text in [rule, severity, pointer, fingerprint] { total += ScreenObservation.stringBytes(text) }
        if let message = storedMessage { return total + Self.estimatedBytes(of: message) }
        for (language, text) in messages { total += ScreenObservation.stringBytes(language) + ScreenObservation.stringBytes(text) }
        return total
    }

    private static func estimatedBytes(of message: Message) -> Int {
        var total = 48 + ScreenObservation.stringBytes(message.key.rawValue)
        for argument in message.arguments {
            total += 32 + ScreenObservation.stringBytes(argument.name)
            switch argument.value {
            case .text(let text): total += ScreenObservation.stringBytes(text)
            case .message(let phrase): total += estimatedBytes(of: phrase)
            case .list(let phrases): total += phrases.reduce(0) { $0 + estimatedBytes(of: $1) }
            }
        }
        return total
    }
}
