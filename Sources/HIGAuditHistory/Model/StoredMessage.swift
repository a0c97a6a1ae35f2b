import HIGAuditCore

/// A finding's message as history stored it in JSON (schema versions 2 and 3): its key
/// and arguments, read when a version 3 database is brought to version 4.
///
/// `{"arguments": [[name, value], …], "key": "text-contrast.below"}`, each value a string,
/// a message (a phrase of the tables) or an array of messages (a list), arguments in
/// their order.
struct StoredMessage: Codable, Sendable {
    var message: Message

    init(_ message: Message) {
        self.message = message
    }

    private enum CodingKeys: String, CodingKey {
        case arguments, key
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let arguments = try container.decode([StoredArgument].self, forKey: .arguments)
        message = Message(MessageKey(try container.decode(String.self, forKey: .key)), arguments.map(\.argument))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(message.arguments.map(StoredArgument.init), forKey: .arguments)
        try container.encode(message.key.rawValue, forKey: .key)
    }
}

/// One argument as `[name, value]`.
private struct StoredArgument: Codable {
    var argument: Message.Argument

    init(_ argument: Message.Argument) {
        self.argument = argument
    }

    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let name = try container.decode(String.self)
        argument = Message.Argument(name, try container.decode(StoredValue.self).value)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(argument.name)
        try container.encode(StoredValue(argument.value))
    }
}

/// An argument's value: a string, a message, or an array of messages.
private struct StoredValue: Codable {
    var value: Message.Argument.Value

    init(_ value: Message.Argument.Value) {
        self.value = value
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            value = .text(text)
        } else if let items = try? container.decode([StoredMessage].self) {
            value = .list(items.map(\.message))
        } else {
            value = .message(try container.decode(StoredMessage.self).message)
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch value {
        case .text(let text): try container.encode(text)
        case .message(let message): try container.encode(StoredMessage(message))
        case .list(let items): try container.encode(items.map(StoredMessage.init))
        }
    }
}
