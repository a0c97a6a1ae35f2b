import HIGAuditCore

/// Whether a screen is audited in dark too (`interface-builder.md`): when any color it
/// uses is dynamic. The colors it uses are every `<color>` inside its root view, hidden
/// views and attributed strings included, and the implicit defaults: `labelColor` for a
/// label or text field without a text color, `systemBlue` for a system button without a
/// title color and without a tint, custom classes included (the file says nothing else of
/// their color). A button configuration's foreground is not a used color. The same colors
/// decide whether a screen is audited with Increase Contrast (`increase-contrast.md`): each
/// question asks it of every color (`isDynamic`, a change with Increase Contrast).
enum DarkAppearance {
    /// For each of `questions`, whether some color the screen uses answers yes, in one walk
    /// of the root view.
    static func answers(
        for root: RootView, in document: XMLDocument, colors: inout ColorResolver, _ questions: [(AppearanceColor) -> Bool]
    ) -> [Bool] {
        var found = [Bool](repeating: false, count: questions.count)
        var all = false
        func ask(_ color: AppearanceColor) {
            for index in questions.indices where !found[index] && questions[index](color) { found[index] = true }
            all = !found.contains(false)
        }
        // Tints in force, innermost last, for the system buttons' implicit default.
        var tinted: [Int] = []
        for node in root.view..<document.subtreeEnd(of: root.view) {
            while let last = tinted.last, node >= document.subtreeEnd(of: last) { tinted.removeLast() }
            if document.isNamed(node, "color") {
                // Every color is resolved, so that every catalog name is recorded.
                let color = colors.resolve(node)
                if !all { ask(color) }
                continue
            }
            if case .color? = document.colorSetting(of: node, key: "tintColor") { tinted.append(node) }
            if all { continue }
            if document.isNamed(node, "label") || document.isNamed(node, "textField") {
                if !hasColor(node, key: "textColor", document) { ask(SystemColorTable.label) }
            } else if document.isNamed(node, "button"),
                document.child(of: node, named: "buttonConfiguration", key: "configuration") == nil,
                let type = document.attribute("buttonType", of: node), IBViewKinds.systemButtonTypes.contains(type),
                tinted.isEmpty, !hasTitleColor(node, document)
            {
                ask(SystemColorTable.systemBlue)
            }
        }
        return found
    }

    private static func hasTitleColor(_ button: Int, _ document: XMLDocument) -> Bool {
        document.child(of: button, named: "state", key: "normal").map { hasColor($0, key: "titleColor", document) } ?? false
    }

    /// Whether the element sets color `key` (a `<color>`, not missing, not `<nil>`).
    private static func hasColor(_ element: Int, key: String, _ document: XMLDocument) -> Bool {
        if case .color? = document.colorSetting(of: element, key: key) { return true }
        return false
    }
}
