import HIGAuditCore

/// A finding's message as history stores it: its key and arguments, rendered in the
/// reader's language when it is read, so that an event says in any language what its
/// report said, in fewer bytes than the text of every language and without rendering
/// it at each write.
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

    /// Writes the message as `Codable` encodes it (keys sorted, compact), but faster.
    static func write(_ message: Message, into writer: inout JSONWriter) {
        writer.appendByte(UInt8(ascii: "{"))
        writer.beginMember("arguments", isFirst: true, level: 0)
        writer.writeArray(message.arguments, level: 0) { writer, argument, _ in
            writer.appendByte(UInt8(ascii: "["))
            writer.writeString(argument.name)
            writer.appendByte(UInt8(ascii: ","))
            switch argument.value {
            case .text(let text):
                writer.writeString(text)
            case .message(let phrase):
                write(phrase, into: &writer)
            case .list(let items):
                writer.writeArray(items, level: 0) { writer, item, _ in write(item, into: &writer) }
            }
            writer.appendByte(UInt8(ascii: "]"))
        }
        writer.beginMember("key", isFirst: false, level: 0)
        writer.writeString(message.key.rawValue)
        writer.appendByte(UInt8(ascii: "}"))
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
