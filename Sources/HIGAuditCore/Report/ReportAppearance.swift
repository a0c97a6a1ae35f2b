/// One of the four appearances a screen is shown in: a luminosity and a contrast
/// (`increase-contrast.md`).
public struct ReportAppearance: Sendable, Hashable {
    public var appearance: Appearance
    public var contrast: Contrast

    public init(_ appearance: Appearance, _ contrast: Contrast = .standard) {
        self.appearance = appearance
        self.contrast = contrast
    }

    /// `light`, `dark`, `light+hc` or `dark+hc`, as SARIF's `properties.appearances` lists them.
    public var name: String { appearance.rawValue + (contrast == .increased ? "+hc" : "") }

    /// How the key and file name of a screen's report in this appearance end: `.json`,
    /// `.dark.json`, `.hc.json` or `.dark.hc.json` (`increase-contrast.md`, "Reports").
    public var reportSuffix: String { (appearance == .dark ? ".dark" : "") + (contrast == .increased ? ".hc" : "") + ".json" }

    /// The key of the same screen's report in `other`, from `key`, the key of its report in
    /// this appearance; nil when `key` doesn't end as this appearance's keys do.
    public func key(_ key: String, in other: ReportAppearance) -> String? {
        guard key.hasSuffix(reportSuffix) else { return nil }
        return String(key.dropLast(reportSuffix.count)) + other.reportSuffix
    }
}

extension ScreenReport {
    /// The report's appearance with its contrast; nil for reports of one appearance only.
    public var reportAppearance: ReportAppearance? { appearance.map { ReportAppearance($0, contrast) } }
}

extension Message {
    /// The message with the note that it holds with Increase Contrast on: every finding of a
    /// screen shown so says it.
    public var withIncreaseContrastNote: Message { Message("finding.increase-contrast", [.init("message", .message(self))]) }

    /// The message without the note that it holds with Increase Contrast on, which is how
    /// findings of a screen's appearances compare.
    public var withoutIncreaseContrastNote: Message {
        guard key.rawValue == "finding.increase-contrast", arguments.count == 1, case .message(let inner) = arguments[0].value else {
            return self
        }
        return inner
    }
}
