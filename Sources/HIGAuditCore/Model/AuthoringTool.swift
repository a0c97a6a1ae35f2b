/// The tool a screen was made in. A finding's advice names that tool's settings: an
/// Interface Builder inspector, a Figma property, or a `hig-screen/1` key.
public enum AuthoringTool: String, Sendable, CaseIterable {
    /// A `hig-screen/1` document, written by hand or generated.
    case screenDescription = "hig-screen"
    /// An Xcode storyboard or XIB.
    case interfaceBuilder = "interface-builder"
    /// A Figma REST export.
    case figma

    /// The suffix of a message key worded for this tool (`image-missing-label.message.interface-builder`),
    /// or nil for `hig-screen/1`, whose wording is the message's own.
    public var messageSuffix: String? { self == .screenDescription ? nil : rawValue }
}
