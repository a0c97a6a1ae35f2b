import HIGAuditCore

/// The kinds of input higaudit reads, and the one place that decides which kind a file
/// is: by its name's extension (`check`, the daemon's watcher and `import` all ask here),
/// or, for standard input, by its first bytes.
package enum InputKind: Sendable, Equatable, CaseIterable {
    /// `hig-screen/1` in JSON, or a Figma export (told apart by its content).
    case json
    /// `hig-screen/1` in YAML.
    case yaml
    /// An Interface Builder document.
    case interfaceBuilder

    /// The extensions of the files of this kind, in lowercase.
    package var extensions: [String] {
        switch self {
        case .json: ["json"]
        case .yaml: ["yaml", "yml"]
        case .interfaceBuilder: ["storyboard", "xib"]
        }
    }

    /// Every extension of an input, in lowercase, with its kind.
    package static let byExtension: [String: InputKind] = Dictionary(
        uniqueKeysWithValues: allCases.flatMap { kind in kind.extensions.map { ($0, kind) } })

    /// The kind of the file at `path` by its extension (any case), nil when it has none of
    /// an input's.
    package init?(extensionOf path: some StringProtocol) {
        guard let dot = path.lastIndex(of: "."), !path[path.index(after: dot)...].contains("/") else { return nil }
        guard let kind = Self.byExtension[path[path.index(after: dot)...].lowercased()] else { return nil }
        self = kind
    }

    /// The kind of a file named on the command line or watched: by its extension, JSON when
    /// it has none of an input's (a file named directly is audited whatever its name).
    package init(path: String) {
        self = InputKind(extensionOf: path) ?? .json
    }

    /// Standard input: JSON when the first character that is not blank is `{` (or there is
    /// none), YAML otherwise (screen-format.md), except that an XML document (`<?xml` or
    /// `<document`) is read as Interface Builder's.
    package init(sniffing bytes: [UInt8]) {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let content = bytes[start...].drop { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
        if content.starts(with: "<?xml".utf8) || content.starts(with: "<document".utf8) {
            self = .interfaceBuilder
        } else {
            self = content.isEmpty || content.first == UInt8(ascii: "{") ? .json : .yaml
        }
    }

    /// How the auditor reads a file of this kind written in `hig-screen/1`'s syntaxes.
    package var syntax: SourceAuditor.Syntax { self == .yaml ? .yaml : .json }
}
