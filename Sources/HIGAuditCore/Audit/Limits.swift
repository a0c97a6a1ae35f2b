/// A number a rule measures against, which a configuration may change under `limits`.
/// The rule declares it, with its configuration key and default, and reads it from the
/// audit (`audit.limits[limit]`).
public struct Limit<Value: LimitValue>: Sendable {
    /// The key under `limits` in a configuration.
    public let key: String
    /// The value when the configuration doesn't set the limit.
    public let defaultValue: Value

    /// A limit named `key` under `limits`, worth `defaultValue` unless the configuration sets it.
    public init(_ key: String, default defaultValue: Value) {
        self.key = key
        self.defaultValue = defaultValue
    }

    /// What configuration reading and the configuration's digest know of the limit.
    public var definition: LimitDefinition { LimitDefinition(key: key, defaultValue: defaultValue.setting) }
}

/// A limit whatever the type of its value: its configuration key and default.
public struct LimitDefinition: Sendable, Hashable {
    /// The key under `limits` in a configuration.
    public var key: String
    /// The value when the configuration doesn't set the limit.
    public var defaultValue: LimitSetting

    /// A limit named `key`, worth `defaultValue` unless the configuration sets it.
    public init(key: String, defaultValue: LimitSetting) {
        self.key = key
        self.defaultValue = defaultValue
    }
}

/// A limit's value as a configuration gives it.
public enum LimitSetting: Sendable, Hashable, CustomStringConvertible {
    /// A whole number from 0 to 999,999: a count, or a length in columns.
    case count(Int)
    /// A length in points, 0 or more.
    case points(Double)
    /// The fewest and the most, whole numbers.
    case countRange(ClosedRange<Int>)

    /// The value as the configuration's digest lists it: `76`, `44.0`, `3...5`.
    public var description: String {
        switch self {
        case .count(let count): String(count)
        case .points(let points): String(points)
        case .countRange(let range): String(describing: range)
        }
    }
}

/// A type a limit's value can have.
public protocol LimitValue: Sendable {
    /// The value as a configuration gives it.
    var setting: LimitSetting { get }
    /// The value of `setting`, or nil when it is of another kind (a range for a count limit).
    init?(_ setting: LimitSetting)
}

extension Int: LimitValue {
    /// The count as a `limits` setting.
    public var setting: LimitSetting { .count(self) }

    /// The count `setting` holds, or nil when it holds another kind of value.
    public init?(_ setting: LimitSetting) {
        guard case .count(let count) = setting else { return nil }
        self = count
    }
}

extension Double: LimitValue {
    /// The length in points as a `limits` setting.
    public var setting: LimitSetting { .points(self) }

    /// The length in points `setting` holds, or nil when it holds another kind of value.
    public init?(_ setting: LimitSetting) {
        guard case .points(let points) = setting else { return nil }
        self = points
    }
}

extension ClosedRange: LimitValue where Bound == Int {
    /// The range as a `limits` setting.
    public var setting: LimitSetting { .countRange(self) }

    /// The range `setting` holds, or nil when it holds another kind of value.
    public init?(_ setting: LimitSetting) {
        guard case .countRange(let range) = setting else { return nil }
        self = range
    }
}

/// The limits a configuration sets; every other limit keeps the default its rule declares.
public struct Limits: Sendable, Hashable {
    private var settings: [String: LimitSetting] = [:]

    /// No limit set: every limit is at its default.
    public init() {}

    /// The value of `limit` in this configuration.
    public subscript<Value>(limit: Limit<Value>) -> Value {
        get {
            guard !settings.isEmpty, let setting = settings[limit.key] else { return limit.defaultValue }
            return Value(setting) ?? limit.defaultValue
        }
        set { settings[limit.key] = newValue.setting }
    }

    /// The value of the limit `definition` describes in this configuration.
    public func setting(of definition: LimitDefinition) -> LimitSetting {
        settings[definition.key] ?? definition.defaultValue
    }

    /// Sets the limit of configuration key `key`.
    public mutating func set(_ key: String, to setting: LimitSetting) {
        settings[key] = setting
    }
}
