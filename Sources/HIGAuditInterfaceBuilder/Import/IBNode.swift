import HIGAuditCore

/// Questions the importer asks of an element of an Interface Builder document.
extension XMLDocument {
    /// The direct child element named `name` whose `key` attribute is `key`.
    func child(of element: Int, named name: String, key: String) -> Int? {
        children(of: element).first { isNamed($0, name) && attribute("key", of: $0) == key }
    }

    /// The direct child `<color key="…">` or `<nil key="…">`: `.color(index)`, `.none` for an
    /// explicit `<nil>`, nil when the element says nothing.
    func colorSetting(of element: Int, key: String) -> ColorSetting? {
        for child in children(of: element) where attribute("key", of: child) == key {
            if isNamed(child, "color") { return .color(child) }
            if isNamed(child, "nil") { return ColorSetting.none }
        }
        return nil
    }

    /// `YES` / `NO` attributes.
    func flag(_ name: String, of element: Int) -> Bool? {
        switch attribute(name, of: element) {
        case "YES": true
        case "NO": false
        default: nil
        }
    }

    /// A non-blank attribute value.
    func text(_ name: String, of element: Int) -> String? {
        guard let value = attribute(name, of: element), value.contains(where: { !$0.isWhitespace }) else { return nil }
        return value
    }

    func number(_ name: String, of element: Int) -> Double? {
        attribute(name, of: element).flatMap { Double($0) }.flatMap { $0.isFinite ? $0 : nil }
    }

    /// The frame saved in `<rect key="frame">`, relative to the parent view.
    func frame(of element: Int) -> Rect? {
        guard let rect = child(of: element, named: "rect", key: "frame"),
            let x = number("x", of: rect), let y = number("y", of: rect),
            let width = number("width", of: rect), let height = number("height", of: rect)
        else { return nil }
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// The accessibility label: `<accessibility key="accessibilityConfiguration" label=…>`
    /// or a user-defined runtime attribute `accessibilityLabel`.
    func accessibilityLabel(of element: Int) -> String? {
        if let configuration = child(of: element, named: "accessibility", key: "accessibilityConfiguration"),
            let label = text("label", of: configuration)
        {
            return label
        }
        guard let attributes = firstChild(of: element, named: "userDefinedRuntimeAttributes") else { return nil }
        for attribute in children(of: attributes) where self.attribute("keyPath", of: attribute) == "accessibilityLabel" {
            if let value = text("value", of: attribute) { return value }
            if let string = firstChild(of: attribute, named: "string"), let value = text("value", of: string) {
                return value
            }
        }
        return nil
    }

    /// The `isElement` setting (Accessibility › Enabled in the Identity inspector) where the
    /// document writes one; nil where it keeps UIKit's default for the view's class.
    func accessibilityElementSetting(_ element: Int) -> Bool? {
        if let value = flag("isElement", of: element) { return value }
        guard let configuration = child(of: element, named: "accessibility", key: "accessibilityConfiguration") else { return nil }
        if let value = flag("isElement", of: configuration) { return value }
        let written = children(of: configuration).first { isNamed($0, "bool") && attribute("key", of: $0) == "isElement" }
        return written.flatMap { flag("value", of: $0) }
    }

    /// Whether `isElement` is NO: hidden from assistive technologies.
    func isHiddenFromAccessibility(_ element: Int) -> Bool { accessibilityElementSetting(element) == false }
}

enum ColorSetting {
    case color(Int)
    case none
}

/// A rectangle in points.
struct Rect: Sendable, Equatable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    func offset(by origin: (x: Double, y: Double)) -> Rect {
        Rect(x: x + origin.x, y: y + origin.y, width: width, height: height)
    }

    /// To a thousandth of a point: sums of saved frames carry float noise (`30.000000000000014`).
    var rounded: Rect {
        Rect(
            x: NumberFormatting.rounded(x, places: 3), y: NumberFormatting.rounded(y, places: 3),
            width: NumberFormatting.rounded(width, places: 3), height: NumberFormatting.rounded(height, places: 3))
    }
}
