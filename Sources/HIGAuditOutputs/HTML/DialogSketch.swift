import HIGAuditCore

/// Where the sketch draws an alert or an action sheet: in its frame when it has one,
/// otherwise where iOS presents it (an alert 270 points wide in the middle of the screen,
/// an action sheet across the bottom), with its title, message, text fields and buttons
/// laid out inside, the buttons in the order the screen gives them.
struct DialogSketch {
    /// The dialog's box.
    let box: Rect
    /// Whether the box is where the screen put it (a frame), rather than worked out here.
    let framed: Bool
    let isAlert: Bool
    /// The title's line; nil when absent.
    let title: Rect?
    /// The message's lines, wrapped, and their place; empty when absent.
    let messageLines: [String]
    let message: Rect?
    /// The text fields' places.
    let fields: [Rect]
    /// Each button's place, in the dialog's order.
    let buttons: [Rect]
    /// Whether the buttons stand side by side.
    let row: Bool

    static let alertWidth = 270.0
    static let margin = 8.0
    static let padding = 16.0
    static let alertButtonHeight = 44.0
    static let sheetButtonHeight = 57.0
    static let fieldHeight = 26.0
    static let messageSize = 13.0
    /// The most lines of a message drawn; the last is cut with an ellipsis.
    static let messageLineLimit = 4
    /// The most text fields drawn (a screen may say any number).
    static let fieldLimit = 4
    /// The most columns a line of the message is given.
    static let columnLimit = 100_000

    /// The layout of `element`'s dialog in a drawing of `drawing`'s size; nil when the
    /// element is not a dialog.
    init?(_ element: Element, in drawing: Size) {
        guard let dialog = element.dialog, element.type == .alert || element.type == .actionSheet else { return nil }
        let isAlert = element.type == .alert
        let row = isAlert && (dialog.layout.map { $0 == .row } ?? (dialog.buttons.count <= 2)) && !dialog.buttons.isEmpty
        let buttonHeight = isAlert ? Self.alertButtonHeight : Self.sheetButtonHeight
        let titleLine = isAlert ? 22.0 : 18.0, messageLine = 18.0
        let fieldCount = isAlert ? min(dialog.textFields, Self.fieldLimit) : 0
        let frame = element.frame.flatMap { $0.width != 0 && $0.height != 0 ? Rect(x: $0.minX, y: $0.minY, width: abs($0.width), height: abs($0.height)) : nil }
        let width = frame?.width ?? (isAlert ? min(Self.alertWidth, max(drawing.width - 2 * Self.margin, 1)) : max(drawing.width - 2 * Self.margin, 1))
        // About half a point size a column: a character of a wide script is two. A line
        // is at most as long as a message can be (a screen can be as wide as any number).
        let columns = Int(min(max((width - 2 * Self.padding) / (Self.messageSize / 2), 1), Double(Self.columnLimit)))
        let messageLines = dialog.message.map { Self.lines(of: $0, columns: columns, limit: Self.messageLineLimit) } ?? []
        var header = 0.0
        if dialog.title != nil { header += titleLine }
        header += Double(messageLines.count) * messageLine
        header += Double(fieldCount) * (Self.fieldHeight + Self.margin)
        if header > 0 { header += 2 * Self.padding }
        let buttons = row ? buttonHeight : Double(dialog.buttons.count) * buttonHeight
        let box: Rect
        if let frame {
            box = frame
        } else {
            let height = header + buttons
            let y = isAlert ? (drawing.height - height) / 2 : drawing.height - Self.margin - height
            box = Rect(x: (drawing.width - width) / 2, y: y, width: width, height: height)
        }
        var y = box.minY + (header > 0 ? Self.padding : 0)
        func line(_ height: Double) -> Rect {
            defer { y += height }
            return Rect(x: box.minX + Self.padding, y: y, width: max(box.width - 2 * Self.padding, 1), height: height)
        }
        self.box = box
        self.framed = frame != nil
        self.isAlert = isAlert
        self.row = row
        title = dialog.title == nil ? nil : line(titleLine)
        self.messageLines = messageLines
        message = messageLines.isEmpty ? nil : line(messageLine * Double(messageLines.count))
        fields = (0..<fieldCount).map { _ in
            y += Self.margin
            return line(Self.fieldHeight)
        }
        // The buttons end at the box's bottom, whatever the frame's height.
        let top = box.maxY - buttons
        let count = dialog.buttons.count
        self.buttons = dialog.buttons.indices.map { index in
            row
                ? Rect(x: box.minX + Double(index) * box.width / Double(count), y: top, width: box.width / Double(count), height: buttonHeight)
                : Rect(x: box.minX, y: top + Double(index) * buttonHeight, width: box.width, height: buttonHeight)
        }
    }

    /// `text` in lines of at most `columns` columns, broken at spaces where a line has one
    /// (else between characters, as in Japanese), at line breaks, and at most `limit` lines,
    /// the last ending in an ellipsis when more was cut.
    static func lines(of text: String, columns: Int, limit: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var width = 0
        for character in text {
            if character.isNewline {
                lines.append(line)
                (line, width) = ("", 0)
                continue
            }
            let columnsOfCharacter = DisplayWidth.columns(character)
            if width + columnsOfCharacter > columns, !line.isEmpty {
                if let space = line.lastIndex(of: " "), space > line.startIndex {
                    lines.append(String(line[..<space]))
                    line = String(line[line.index(after: space)...])
                } else {
                    lines.append(line)
                    line = ""
                }
                width = DisplayWidth.columns(line)
            }
            if line.isEmpty, character == " " { continue }
            line.append(character)
            width += columnsOfCharacter
        }
        if !line.isEmpty { lines.append(line) }
        if lines.count > limit {
            lines = Array(lines.prefix(limit))
            lines[limit - 1] += "…"
        }
        return lines
    }

    /// The place of what a finding's pointer names inside the dialog: one of its buttons
    /// (`…/buttons/1`), else the whole box.
    func place(of pointer: String) -> Rect {
        guard let index = ScreenSketch.index(in: "buttons", endingPointer: pointer), buttons.indices.contains(index) else { return box }
        return buttons[index]
    }
}
