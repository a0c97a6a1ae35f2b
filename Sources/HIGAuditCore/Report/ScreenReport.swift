/// The `hig-report/1` document for one screen.
public struct ScreenReport: Sendable {
    public enum Status: String, Sendable { case pass, fail, error }

    public var source: String
    public var sourceDigest: String
    public var screen: String
    public var platform: Platform?
    public var profile: Profile
    public var auditorVersion: String
    public var configDigest: String
    public var auditedAt: String
    public var findings: [Finding]
    public var error: InputError?

    public init(source: String, sourceDigest: String, screen: String, platform: Platform?, profile: Profile,
                auditorVersion: String, configDigest: String, auditedAt: String, findings: [Finding], error: InputError?) {
        self.source = source
        self.sourceDigest = sourceDigest
        self.screen = screen
        self.platform = platform
        self.profile = profile
        self.auditorVersion = auditorVersion
        self.configDigest = configDigest
        self.auditedAt = auditedAt
        self.findings = findings
        self.error = error
    }

    public var status: Status {
        if error != nil { return .error }
        return findings.contains { $0.severity == .error } ? .fail : .pass
    }

    public func count(_ severity: Severity) -> Int { findings.reduce(0) { $0 + ($1.severity == severity ? 1 : 0) } }

    public func json(in language: Language) -> JSONValue {
        var members: [JSONValue.Member] = [
            .init("format", .string("hig-report/1")),
            .init("source", .string(source)),
            .init("sourceDigest", .string(sourceDigest)),
            .init("screen", .string(screen)),
            .init("platform", platform.map { .string($0.rawValue) } ?? .null),
            .init("profile", .string(profile.rawValue)),
            .init("auditor", .object(["version": .string(auditorVersion), "configDigest": .string(configDigest)])),
            .init("auditedAt", .string(auditedAt)),
            .init("status", .string(status.rawValue)),
        ]
        if let error {
            var details: [JSONValue.Member] = [.init("message", .string(error.message(in: language))), .init("pointer", .string(error.pointer))]
            if let line = error.line { details.append(.init("line", .number(Double(line)))) }
            if let column = error.column { details.append(.init("column", .number(Double(column)))) }
            members.append(.init("error", .object(details)))
        }
        members.append(.init("findings", .array(findings.map { $0.json(in: language) })))
        members.append(.init("summary", .object([
            "errors": .number(Double(count(.error))),
            "warnings": .number(Double(count(.warning))),
            "notes": .number(Double(count(.note))),
        ])))
        return .object(members)
    }
}

extension Finding {
    public func json(in language: Language) -> JSONValue {
        var members: [JSONValue.Member] = [
            .init("rule", .string(rule)),
            .init("severity", .string(severity.rawValue)),
            .init("pointer", .string(pointer)),
        ]
        if let elementId { members.append(.init("elementId", .string(elementId))) }
        members.append(.init("message", .string(message.rendered(in: language))))
        members.append(.init("measured", measured ?? .object([])))
        if !fingerprint.isEmpty { members.append(.init("fingerprint", .string(fingerprint))) }
        return .object(members)
    }
}
