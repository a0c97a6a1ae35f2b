import HIGAuditCore

/// Words without arguments that a page writes for every finding, each rendered once per
/// language and process instead of looked up in the message tables every time. They are
/// Core's own page words, which no table registered later can change.
enum PageWord: Int, CaseIterable {
    case findingText, findingPointer, findingElement, findingLayer, findingLocation
    case valueMissing
    case contrastSample, contrastForeground, contrastBackground, contrastRatio, contrastRequired
    case contrastApca, contrastApcaNegative, contrastSuggestion, contrastBackgroundSuggestion, contrastIncomplete
    case contrastDefault, contrastIncreased, contrastColors
    case severityError, severityWarning, severityNote

    var key: String {
        switch self {
        case .findingText: "page.finding.text"
        case .findingPointer: "page.finding.pointer"
        case .findingElement: "page.finding.element"
        case .findingLayer: "page.finding.layer"
        case .findingLocation: "page.finding.location"
        case .valueMissing: "page.value.missing"
        case .contrastSample: "page.contrast.sample"
        case .contrastForeground: "page.contrast.foreground"
        case .contrastBackground: "page.contrast.background"
        case .contrastRatio: "page.contrast.ratio"
        case .contrastRequired: "page.contrast.required"
        case .contrastApca: "page.contrast.apca"
        case .contrastApcaNegative: "page.contrast.apca.negative"
        case .contrastSuggestion: "page.contrast.suggestion"
        case .contrastBackgroundSuggestion: "page.contrast.background-suggestion"
        case .contrastIncomplete: "page.contrast.incomplete"
        case .contrastDefault: "page.contrast.default"
        case .contrastIncreased: "page.contrast.increased"
        case .contrastColors: "page.contrast.colors"
        case .severityError: "severity.error"
        case .severityWarning: "severity.warning"
        case .severityNote: "severity.note"
        }
    }

    init(_ severity: Severity) {
        switch severity {
        case .error: self = .severityError
        case .warning: self = .severityWarning
        case .note: self = .severityNote
        }
    }

    /// Every word in `language`, in the order of the cases.
    static func words(in language: Language) -> [String] {
        OutputWords.register()
        return switch language {
        case .en: english
        case .ja: japanese
        }
    }

    private static let english = allCases.map { Message(MessageKey($0.key)).rendered(in: .en) }
    private static let japanese = allCases.map { Message(MessageKey($0.key)).rendered(in: .ja) }
}
