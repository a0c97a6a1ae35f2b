import HIGAuditCore

extension TextStyle {
    /// The style's name in the Human Interface Guidelines ("Large Title", "Title 1"), the
    /// same in every language.
    var guidelinesName: String {
        switch self {
        case .largeTitle: "Large Title"
        case .title1: "Title 1"
        case .title2: "Title 2"
        case .title3: "Title 3"
        case .headline: "Headline"
        case .body: "Body"
        case .callout: "Callout"
        case .subheadline: "Subheadline"
        case .footnote: "Footnote"
        case .caption1: "Caption 1"
        case .caption2: "Caption 2"
        case .extraLargeTitle: "Extra Large Title"
        case .extraLargeTitle2: "Extra Large Title 2"
        }
    }
}
