import HIGAuditCore

/// Whether text would be cut off at a larger text size, estimated from its frame and average
/// advances (`dynamic-type.md`, "The estimate"); never a measurement.
struct TextClipEstimate {
    enum Cause: String { case width, lines, height }

    /// What the text needs at one text size.
    struct Layout {
        var category: ContentSizeCategory
        var size: Double
        var estimatedWidth: Double
        var linesNeeded: Int
        var heightNeeded: Double
        /// The first way it is cut off; nil when it fits.
        var clipsBy: Cause?
    }

    let frame: Rect
    let availableWidth: Double
    /// `maxLines`: 0 for no limit.
    let linesAllowed: Int
    let fixedHeight: Bool
    let sizeAtLarge: Double
    let scalingStyle: TextStyle
    let weight: Int
    /// Each paragraph's advance in ems.
    let paragraphEms: [Double]

    /// The estimate for `subject`, or nil when the text is not estimated: it doesn't scale,
    /// shrinks instead, has no text, no limit on its lines (without a fixed height) or an
    /// unknown one, no usable frame, is a text view, or uses an extra large title.
    init?(_ subject: TextSizeSubject, in screen: Screen) {
        let element = subject.element
        guard subject.scales, subject.font.minimumScaleFactor == nil, element.type != .textView,
            let style = subject.scalingStyle, TextSizeTable.row(style) != nil, let text = subject.shownText,
            let frame = element.frame, frame.width > 0
        else { return nil }
        let layout = element.textLayout
        let fixedHeight = layout?.fixedHeight ?? false
        guard let lines = element.type == .textField ? 1 : layout?.maxLines, lines > 0 || fixedHeight else { return nil }
        guard !fixedHeight || frame.height > 0 else { return nil }
        self.frame = frame
        availableWidth = Self.availableWidth(of: subject.index, frame: frame, in: screen)
        linesAllowed = lines
        self.fixedHeight = fixedHeight
        sizeAtLarge = subject.sizeAtLarge
        scalingStyle = style
        weight = subject.weight
        paragraphEms = TextEstimate.paragraphs(text).map(TextEstimate.ems)
    }

    /// The text at `category`.
    func layout(at category: ContentSizeCategory) -> Layout {
        let size = TextSizeTable.size(at: category, sizeAtLarge: sizeAtLarge, scalingAs: scalingStyle)!
        let scale = size * TextEstimate.weightFactor(weight)
        var widest = 0.0
        var lines = 0
        for ems in paragraphEms {
            let advance = scale * ems
            widest = max(widest, advance)
            lines += max(1, TextEstimate.ceiling(advance / availableWidth))
        }
        let shown = linesAllowed == 1 ? 1 : linesAllowed >= 2 ? min(lines, linesAllowed) : lines
        let height = Double(shown) * TextEstimate.lineHeight(size)
        var cause: Cause?
        if linesAllowed == 1, TextEstimate.exceeds(widest, availableWidth * 1.05) {
            cause = .width
        } else if linesAllowed >= 2, lines > linesAllowed {
            cause = .lines
        } else if fixedHeight, TextEstimate.exceeds(height, frame.height * 1.05) {
            cause = .height
        }
        return Layout(category: category, size: size, estimatedWidth: widest, linesNeeded: lines, heightNeeded: height, clipsBy: cause)
    }

    /// The text size it is checked at: the first of at least twice its Large size.
    var checkCategory: ContentSizeCategory { TextSizeTable.checkCategory(scalingStyle)! }

    /// The first text size from Large up at which it is cut off.
    var firstClippingCategory: ContentSizeCategory? {
        ContentSizeCategory.allCases.first { $0 >= .large && $0 <= checkCategory && layout(at: $0).clipsBy != nil }
    }

    /// The frame's width, grown to the right up to the nearest sibling in its way (wherever
    /// it is), else to its parent's right edge (text laid out with Auto Layout grows into free room); never
    /// less than the frame's. A top-level element keeps its frame's width.
    static func availableWidth(of index: Int, frame: Rect, in screen: Screen) -> Double {
        let elements = screen.elements
        let parentIndex = elements[index].parent
        guard parentIndex >= 0, let parent = elements[parentIndex].frame else { return frame.width }
        let right = frame.maxX
        var nearest: Double?
        var sibling = parentIndex + 1
        while sibling < elements[parentIndex].subtreeEnd {
            defer { sibling = elements[sibling].subtreeEnd }
            guard sibling != index, !elements[sibling].isHiddenInTree, let other = elements[sibling].frame else { continue }
            let overlap = min(frame.maxY, other.maxY) - max(frame.minY, other.minY)
            if overlap > 0.5, other.minX >= right - 0.5 { nearest = min(nearest ?? other.minX, other.minX) }
        }
        return max(frame.width, (nearest ?? parent.maxX) - frame.minX)
    }
}
