import HIGAuditCore

/// Findings as the history stores them since schema version 4: compact bytes, deflated.
///
/// No findings is no bytes. Otherwise the body below, deflated (a screen's findings repeat
/// their rule, message key, argument names and much of their pointers, so that it takes a
/// quarter of the room):
///
///     0x02 · the length of the body · the body as a zlib stream (`Deflate`)
///
/// or, where deflating wouldn't make it shorter, as it is:
///
///     0x01 · the body
///
/// The body:
///
///     findings (count) · each: rule · severity · pointer · fingerprint · message
///     fingerprint: 0x00 and 8 bytes (16 lowercase hex digits), or 0x01 and a string
///     message: 0x00 key, arguments (count; name and value each)
///              or 0x01 text by language (count; language and text each), as version 1 kept it
///     value: 0x00 text, 0x01 a message (key and arguments), 0x02 a list (count; messages)
///
/// A string is its length and its UTF-8 bytes, written where it is used: repeated, it is
/// what deflating finds again (a table of distinct strings, referred to by number, came out
/// 17 % larger once deflated, and so did JSON by 10 %). Counts and lengths are unsigned
/// LEB128.
enum FindingsBlob {
    private static let plain: UInt8 = 1
    private static let deflated: UInt8 = 2
    /// The most a body may take once inflated: far more than any screen's findings.
    private static let largestBody = 64 << 20

    /// The findings' bytes, deflated when that makes them smaller and `deflating` is set.
    static func encode(_ findings: [HistoryFinding], deflating: Bool = true) -> [UInt8] {
        guard !findings.isEmpty else { return [] }
        var body: [UInt8] = []
        body.reserveCapacity(48 * findings.count)
        appendNumber(findings.count, to: &body)
        for finding in findings {
            appendString(finding.rule, to: &body)
            appendString(finding.severity, to: &body)
            appendString(finding.pointer, to: &body)
            if let digest = hexDigest(finding.fingerprint) {
                body.append(0)
                body.append(contentsOf: digest)
            } else {
                body.append(1)
                appendString(finding.fingerprint, to: &body)
            }
            if let message = finding.storedMessage {
                body.append(0)
                appendMessage(message, to: &body)
            } else {
                body.append(1)
                let messages = finding.messages
                appendNumber(messages.count, to: &body)
                for language in messages.keys.sorted() {
                    appendString(language, to: &body)
                    appendString(messages[language] ?? "", to: &body)
                }
            }
        }
        guard deflating else { return [plain] + body }
        var bytes: [UInt8] = [deflated]
        appendNumber(body.count, to: &bytes)
        if let compressed = Deflate.compress(body), bytes.count + compressed.count < body.count + 1 {
            bytes.append(contentsOf: compressed)
            return bytes
        }
        return [plain] + body
    }

    static func decode(_ bytes: [UInt8]) throws -> [HistoryFinding] {
        guard !bytes.isEmpty else { return [] }
        var reader = Reader(bytes: bytes)
        switch try reader.byte() {
        case plain:
            reader = Reader(bytes: Array(bytes.dropFirst()))
        case deflated:
            let count = try reader.number()
            guard count > 0, count <= largestBody, let body = Deflate.decompress(bytes[reader.offset...], count: count) else { throw Reader.damaged }
            reader = Reader(bytes: body)
        default:
            throw HistoryFailure("the history database holds findings in a form this daemon can't read")
        }
        func message(depth: Int = 0) throws -> Message {
            // Messages nest a phrase or two deep; a deeper one is no message this project wrote.
            guard depth < 8 else { throw Reader.damaged }
            let key = MessageKey(try reader.string())
            var arguments: [Message.Argument] = []
            for _ in 0..<(try reader.count()) {
                let name = try reader.string()
                switch try reader.byte() {
                case 0: arguments.append(Message.Argument(name, .text(try reader.string())))
                case 1: arguments.append(Message.Argument(name, .message(try message(depth: depth + 1))))
                case 2:
                    var items: [Message] = []
                    for _ in 0..<(try reader.count()) { items.append(try message(depth: depth + 1)) }
                    arguments.append(Message.Argument(name, .list(items)))
                default: throw Reader.damaged
                }
            }
            return Message(key, arguments)
        }
        var findings: [HistoryFinding] = []
        let findingCount = try reader.count()
        findings.reserveCapacity(findingCount)
        for _ in 0..<findingCount {
            let rule = try reader.string(), severity = try reader.string(), pointer = try reader.string()
            let fingerprint: String
            switch try reader.byte() {
            case 0: fingerprint = SHA256.hexString(Array(try reader.bytes(8)))
            case 1: fingerprint = try reader.string()
            default: throw Reader.damaged
            }
            switch try reader.byte() {
            case 0:
                findings.append(HistoryFinding(rule: rule, severity: severity, pointer: pointer, fingerprint: fingerprint, message: try message()))
            case 1:
                var messages: [String: String] = [:]
                for _ in 0..<(try reader.count()) { messages[try reader.string()] = try reader.string() }
                findings.append(HistoryFinding(rule: rule, severity: severity, pointer: pointer, fingerprint: fingerprint, messages: messages))
            default: throw Reader.damaged
            }
        }
        guard reader.isAtEnd else { throw Reader.damaged }
        return findings
    }

    private static func appendMessage(_ message: Message, to bytes: inout [UInt8]) {
        appendString(message.key.rawValue, to: &bytes)
        appendNumber(message.arguments.count, to: &bytes)
        for argument in message.arguments {
            appendString(argument.name, to: &bytes)
            switch argument.value {
            case .text(let text):
                bytes.append(0)
                appendString(text, to: &bytes)
            case .message(let phrase):
                bytes.append(1)
                appendMessage(phrase, to: &bytes)
            case .list(let items):
                bytes.append(2)
                appendNumber(items.count, to: &bytes)
                for item in items { appendMessage(item, to: &bytes) }
            }
        }
    }

    private static func appendString(_ string: String, to bytes: inout [UInt8]) {
        appendNumber(string.utf8.count, to: &bytes)
        bytes.append(contentsOf: string.utf8)
    }

    private static func appendNumber(_ number: Int, to bytes: inout [UInt8]) {
        var rest = UInt(number)
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// The 8 bytes a fingerprint of 16 lowercase hex digits spell (as `Finding` makes
    /// them), else nil.
    private static func hexDigest(_ fingerprint: String) -> [UInt8]? {
        fingerprint.utf8.count == 16 ? SHA256.bytes(fromHex: fingerprint.utf8) : nil
    }

    /// Reads a blob front to back; any read past its end or any count it can't hold says
    /// the blob is damaged.
    private struct Reader {
        static let damaged = HistoryFailure("the history database holds findings that are damaged")

        let bytes: [UInt8]
        var offset = 0

        var isAtEnd: Bool { offset == bytes.count }

        mutating func byte() throws -> UInt8 {
            guard offset < bytes.count else { throw Self.damaged }
            defer { offset += 1 }
            return bytes[offset]
        }

        mutating func number() throws -> Int {
            var value: UInt = 0
            var shift: UInt = 0
            while true {
                let byte = try self.byte()
                guard shift < 63 else { throw Self.damaged }
                value |= UInt(byte & 0x7F) << shift
                if byte < 0x80 { break }
                shift += 7
            }
            guard value <= UInt(Int.max) else { throw Self.damaged }
            return Int(value)
        }

        /// A count of things each at least one byte long: never more than the bytes left.
        mutating func count() throws -> Int {
            let count = try number()
            guard count <= bytes.count - offset else { throw Self.damaged }
            return count
        }

        mutating func bytes(_ count: Int) throws -> ArraySlice<UInt8> {
            guard count <= bytes.count - offset else { throw Self.damaged }
            defer { offset += count }
            return bytes[offset..<offset + count]
        }

        mutating func string() throws -> String {
            let length = try number()
            return String(decoding: try bytes(length), as: UTF8.self)
        }
    }
}
