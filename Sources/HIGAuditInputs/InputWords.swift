import HIGAuditFigma
import HIGAuditInterfaceBuilder

/// The words of every input besides `hig-screen/1`'s (Figma exports, Interface Builder
/// documents and their XML), registered with the message catalog.
public enum InputWords {
    /// Registers the inputs' words; each input also registers its own when it first reads a
    /// file, but a program that may render their messages first calls this at start.
    public static func register() {
        FigmaWords.register()
        InterfaceBuilderWords.register()
    }
}
