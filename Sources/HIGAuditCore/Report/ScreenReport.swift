/// The `hig-report/1` document for one screen.
public struct ScreenReport: Sendable {
    /// `pass` (no error-level finding), `fail` (at least one) or `error` (the input couldn't be audited).
    public enum Status: String, Sendable { case pass, fail, error }

    /// The path of the source file, as given.
    public var source: String
    /// `sha256:` and the hex SHA-256 of the source's bytes.
    public var sourceDigest: String
    /// The screen's name: its `id`, else the name the caller gives (`check` and the daemon
    /// give the source path without its extension).
    public var screen: String
    /// The screen's `platform`; nil when the input couldn't be decoded.
    public var platform: Platform?
    /// The profile the screen was audited with.
    public var profile: Profile
    /// The version of the program that audited it.
    public var auditorVersion: String
    /// The digest of the configuration it was audited with (`Auditor.configurationDigest`).
    public var configDigest: String
    /// When it was audited, as an RFC 3339 time.
    public var auditedAt: String
    /// The findings in document order.
    public var findings: [Finding]
    /// Why the input couldn't be audited, for a report of status `error`.
    public var error: InputError?
    /// The appearance the screen was audited in, for inputs audited in more than one
    /// (Interface Builder documents); nil otherwise.
    public var appearance: Appearance?
    /// A name people know the screen by (a storyboard identifier, a XIB's file name), when
    /// the input has one.
    public var title: String?
    /// The screen as audited, for outputs that draw it (the sketch on its page). Kept in
    /// memory only: a report read back has none.
    public var auditedScreen: Screen?
    /// Labels whose text is attributed only, not checked for contrast (Interface Builder
    /// documents); written as `attributedLabelsNotChecked` when there are any.
    public var attributedLabelsNotChecked = 0
    /// Buttons whose title is attributed only, not checked for contrast (Interface Builder
    /// documents); written as `attributedButtonsNotChecked` when there are any.
    public var attributedButtonsNotChecked = 0

    /// A report of the given fields; `appearance`, `title` and `auditedScreen` start nil.
    public init(
        source: String, sourceDigest: String, screen: String, platform: Platform?, profile: Profile,
        auditorVersion: String, configDigest: String, auditedAt: String, findings: [Finding], error: InputError?
    ) {
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

    /// `error` when the input couldn't be audited; else `fail` when a finding has severity `error`; else `pass`.
    public var status: Status {
        if error != nil { return .error }
        return findings.contains { $0.severity == .error } ? .fail : .pass
    }

    /// Gives an input error without a line and column those of its `input-invalid`
    /// finding, once that finding is located.
    public mutating func placeErrorAtItsFinding() {
        guard error != nil, error?.line == nil, let location = findings.first?.location else { return }
        error?.line = location.line
        error?.column = location.column
    }

    /// How many findings have `severity`.
    public func count(_ severity: Severity) -> Int { findings.reduce(0) { $0 + ($1.severity == severity ? 1 : 0) } }

    /// The report as a `hig-report/1` JSON object, messages rendered in `language`; `summary`
    /// counts the findings by severity.
    public func json(in language: Language) -> JSONValue {
        var members: [JSONValue.Member] = [
            .init("format", .string("hig-report/1")),
            .init("source", .string(source)),
            .init("sourceDigest", .string(sourceDigest)),
            .init("screen", .string(screen)),
            .init("platform", platform.map { .string($0.rawValue) } ?? .null),
        ]
        if let appearance { members.append(.init("appearance", .string(appearance.rawValue))) }
        if let title { members.append(.init("title", .string(title))) }
        if attributedLabelsNotChecked > 0 { members.append(.init("attributedLabelsNotChecked", .number(Double(attributedLabelsNotChecked)))) }
        if attributedButtonsNotChecked > 0 { members.append(.init("attributedButtonsNotChecked", .number(Double(attributedButtonsNotChecked)))) }
        members += [
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
        members.append(
            .init(
                "summary",
                .object([
                    "errors": .number(Double(count(.error))),
                    "warnings": .number(Double(count(.warning))),
                    "notes": .number(Double(count(.note))),
                ])))
        return .object(members)
    }
}

extension Finding {
    /// The finding as an entry of a report's `findings`, its message rendered in `language`;
    /// `measured` is `{}` when the finding has none.
    public func json(in language: Language) -> JSONValue {
        var members: [JSONValue.Member] = [
            .init("rule", .string(rule)),
            .init("severity", .string(severity.rawValue)),
            .init("pointer", .string(pointer)),
        ]
        if let location { members.append(.init("location", .object(["line": .number(Double(location.line)), "column": .number(Double(location.column))]))) }
        if let elementId { members.append(.init("elementId", .string(elementId))) }
        if let layer { members.append(.init("layer", layer.json)) }
        members.append(.init("message", .string(message.rendered(in: language))))
        members.append(.init("measured", measured ?? .object([])))
        if !fingerprint.isEmpty { members.append(.init("fingerprint", .string(fingerprint))) }
        return .object(members)
    }
}

extension ScreenReport {
    /// Writes the same bytes as `writer.write(json(in: language), level: level)`, without
    /// building the value first.
    package func write(into writer: inout JSONWriter, language: Language, level: Int = 0) {
        writer.appendByte(UInt8(ascii: "{"))
        var first = true
        func member(_ key: String) {
            writer.beginMember(key, isFirst: first, level: level)
            first = false
        }
        member("format")
        writer.writeString("hig-report/1")
        member("source")
        writer.writeString(source)
        member("sourceDigest")
        writer.writeString(sourceDigest)
        member("screen")
        writer.writeString(screen)
        member("platform")
        if let platform { writer.writeString(platform.rawValue) } else { writer.append("null") }
        if let appearance {
            member("appearance")
            writer.writeString(appearance.rawValue)
        }
        if let title {
            member("title")
            writer.writeString(title)
        }
        if attributedLabelsNotChecked > 0 {
            member("attributedLabelsNotChecked")
            writer.append(String(attributedLabelsNotChecked))
        }
        if attributedButtonsNotChecked > 0 {
            member("attributedButtonsNotChecked")
            writer.append(String(attributedButtonsNotChecked))
        }
        member("profile")
        writer.writeString(profile.rawValue)
        member("auditor")
        writer.write(.object(["version": .string(auditorVersion), "configDigest": .string(configDigest)]), level: level + 1)
        member("auditedAt")
        writer.writeString(auditedAt)
        member("status")
        writer.writeString(status.rawValue)
        if let error {
            var details: [JSONValue.Member] = [.init("message", .string(error.message(in: language))), .init("pointer", .string(error.pointer))]
            if let line = error.line { details.append(.init("line", .number(Double(line)))) }
            if let column = error.column { details.append(.init("column", .number(Double(column)))) }
            member("error")
            writer.write(.object(details), level: level + 1)
        }
        member("findings")
        writer.writeArray(findings, level: level + 1) { writer, finding, level in
            finding.write(into: &writer, language: language, level: level)
        }
        member("summary")
        writer.write(
            .object([
                "errors": .number(Double(count(.error))),
                "warnings": .number(Double(count(.warning))),
                "notes": .number(Double(count(.note))),
            ]), level: level + 1)
        writer.newline(level)
        writer.appendByte(UInt8(ascii: "}"))
    }
}

extension Finding {
    /// Writes the same bytes as `writer.write(json(in: language), level: level)`.
    package func write(into writer: inout JSONWriter, language: Language, level: Int) {
        writer.appendByte(UInt8(ascii: "{"))
        writer.beginMember("rule", isFirst: true, level: level)
        writer.writeString(rule)
        writer.beginMember("severity", isFirst: false, level: level)
        writer.writeString(severity.rawValue)
        writer.beginMember("pointer", isFirst: false, level: level)
        writer.writeString(pointer)
        if let location {
            writer.beginMember("location", isFirst: false, level: level)
            writer.write(.object(["line": .number(Double(location.line)), "column": .number(Double(location.column))]), level: level + 1)
        }
        if let elementId {
            writer.beginMember("elementId", isFirst: false, level: level)
            writer.writeString(elementId)
        }
        if let layer {
            writer.beginMember("layer", isFirst: false, level: level)
            writer.write(layer.json, level: level + 1)
        }
        writer.beginMember("message", isFirst: false, level: level)
        writer.writeString(message.rendered(in: language))
        writer.beginMember("measured", isFirst: false, level: level)
        writer.write(measured ?? .object([]), level: level + 1)
        if !fingerprint.isEmpty {
            writer.beginMember("fingerprint", isFirst: false, level: level)
            writer.writeString(fingerprint)
        }
        writer.newline(level)
        writer.appendByte(UInt8(ascii: "}"))
    }
}
