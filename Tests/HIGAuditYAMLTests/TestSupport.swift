import Foundation
import HIGAuditYAML
import Testing

/// Converts YAML text and returns the JSON as a string.
func json(_ yaml: String, limits: YAMLLimits = .init()) throws -> String {
    String(decoding: try YAMLToJSON.convert(Array(yaml.utf8), limits: limits), as: UTF8.self)
}

/// Converts YAML bytes and returns the error, or records an issue when there is none.
func failure(
    _ bytes: [UInt8], limits: YAMLLimits = .init(),
    sourceLocation: SourceLocation = #_sourceLocation
) -> YAMLInputError? {
    do throws(YAMLInputError) {
        let output = try YAMLToJSON.convert(bytes, limits: limits)
        Issue.record(
            "expected an error, got \(String(decoding: output.prefix(200), as: UTF8.self))",
            sourceLocation: sourceLocation)
        return nil
    } catch {
        return error
    }
}

func failure(
    _ yaml: String, limits: YAMLLimits = .init(),
    sourceLocation: SourceLocation = #_sourceLocation
) -> YAMLInputError? {
    failure(Array(yaml.utf8), limits: limits, sourceLocation: sourceLocation)
}

/// A JSON value that compares structurally, with booleans distinct from numbers.
indirect enum JSONValue: Equatable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Parses JSON bytes with Foundation's JSONSerialization.
    init(parsing bytes: [UInt8]) throws {
        let object = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
        self = try JSONValue(foundation: object)
    }

    init(foundation value: Any) throws {
        switch value {
        case is NSNull:
            self = .null
        case let string as String:
            self = .string(string)
        case let number as NSNumber:
            if String(cString: number.objCType) == "c" {
                self = .bool(number.boolValue)
            } else {
                self = .number(number.doubleValue)
            }
        case let array as [Any]:
            self = .array(try array.map { try JSONValue(foundation: $0) })
        case let object as [String: Any]:
            self = .object(try object.mapValues { try JSONValue(foundation: $0) })
        default:
            struct Unexpected: Error {}
            throw Unexpected()
        }
    }

    var description: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return String(b)
        case .number(let n): return String(n)
        case .string(let s): return "\"\(s)\""
        case .array(let a): return "[" + a.map(\.description).joined(separator: ",") + "]"
        case .object(let o):
            return "{" + o.sorted { $0.key < $1.key }.map { "\"\($0.key)\":\($0.value)" }.joined(separator: ",") + "}"
        }
    }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    init(nilLiteral: ()) { self = .null }
    init(booleanLiteral value: Bool) { self = .bool(value) }
    init(floatLiteral value: Double) { self = .number(value) }
    init(integerLiteral value: Int) { self = .number(Double(value)) }
    init(stringLiteral value: String) { self = .string(value) }
    init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(uniqueKeysWithValues: elements))
    }
}

/// Converts YAML and parses the result with JSONSerialization.
func roundTrip(_ yaml: String) throws -> JSONValue {
    try JSONValue(parsing: YAMLToJSON.convert(Array(yaml.utf8)))
}

/// `"/0"` repeated `count` times.
func zeros(_ count: Int) -> String {
    String(repeating: "/0", count: count)
}
