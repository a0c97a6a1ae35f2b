/// A screen in the other contrast (`Screen.counterpart`), held by reference: a screen
/// holds at most one, and copying a screen doesn't copy it.
public final class ScreenCounterpart: Sendable {
    public let screen: Screen

    public init(_ screen: Screen) {
        self.screen = screen
    }
}
