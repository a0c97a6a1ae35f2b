import HIGAuditCore
import Testing

/// A `hig-screen/1` document with the given elements (JSON text) and extra top-level members.
func screenDocument(_ elements: String = "", _ extraMembers: String = "") -> String {
    let extra = extraMembers.isEmpty ? "" : "," + extraMembers
    return #"{"format":"hig-screen/1"\#(extra),"elements":[\#(elements)]}"#
}

struct UnexpectedDecodeResult: Error, CustomStringConvertible {
    var description: String
}

/// Decodes a document that must be valid.
func decodeScreen(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Screen {
    try decodeScreen(bytes: Array(json.utf8), sourceLocation: sourceLocation)
}

func decodeScreen(bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) throws -> Screen {
    switch ScreenDecoder().decode(json: bytes) {
    case .success(let screen):
        return screen
    case .failure(let error):
        let text = "unexpected input error at \(error.pointer): \(error.message(in: .en))"
        Issue.record(Comment(rawValue: text), sourceLocation: sourceLocation)
        throw UnexpectedDecodeResult(description: text)
    }
}

/// Decodes a document that must be rejected, and returns the error.
func decodeError(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> InputError {
    try decodeError(bytes: Array(json.utf8), sourceLocation: sourceLocation)
}

func decodeError(bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) throws -> InputError {
    switch ScreenDecoder().decode(json: bytes) {
    case .success(let screen):
        let text = "expected an input error, decoded \(screen.elements.count) elements"
        Issue.record(Comment(rawValue: text), sourceLocation: sourceLocation)
        throw UnexpectedDecodeResult(description: text)
    case .failure(let error):
        return error
    }
}

/// Every message key inside `message` (arguments included) that no table has.
func missingMessageKeys(in message: Message) -> [String] {
    var missing: [String] = []
    if MessageCatalog.text(message.key, in: .en) == nil { missing.append(message.key.rawValue) }
    for argument in message.arguments {
        switch argument.value {
        case .text: break
        case .message(let inner): missing += missingMessageKeys(in: inner)
        case .list(let items): for item in items { missing += missingMessageKeys(in: item) }
        }
    }
    return missing
}

/// The index of the element with `id`.
func index(of id: String, in screen: Screen, sourceLocation: SourceLocation = #_sourceLocation) throws -> Int {
    try #require(screen.elements.firstIndex { $0.id == id }, "no element \(id)", sourceLocation: sourceLocation)
}

/// A small deterministic generator (SplitMix64) so that "random" tests repeat exactly.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

func approximatelyEqual(_ a: RGB, _ b: RGB, tolerance: Double = 1e-12) -> Bool {
    abs(a.r - b.r) <= tolerance && abs(a.g - b.g) <= tolerance && abs(a.b - b.b) <= tolerance
}
