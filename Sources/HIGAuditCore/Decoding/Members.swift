/// The member names an object of the format may have.
/// Cases are numbered in declaration order; a case's name is the member's name.
protocol MemberNames: CaseIterable, RawRepresentable where RawValue == Int {
    static var table: KeyTable { get }
}

extension MemberNames {
    static func makeTable() -> KeyTable { KeyTable(allCases.map { "\($0)" }, maximum: 64) }
    var slot: Int { rawValue }
}

/// The value nodes of an object's known members, held inline (no allocation).
struct Members<Name: MemberNames> {
    private var nodes = SIMD64<Int32>(repeating: -1)

    init(_ object: Int, in tape: JSONTape) {
        let table = Name.table
        // Stored through a pointer: a vector element written at a run-time index would
        // otherwise copy the whole vector out and back for every member.
        withUnsafeMutableBytes(of: &nodes) { slots in
            tape.forEachMember(of: object) { key, value in
                if let slot = table.slot(of: key, in: tape) {
                    slots.storeBytes(of: Int32(value), toByteOffset: slot &* 4, as: Int32.self)
                }
            }
        }
    }

    subscript(_ name: Name) -> Int? {
        let node = withUnsafeBytes(of: nodes) { $0.load(fromByteOffset: name.slot &* 4, as: Int32.self) }
        return node < 0 ? nil : Int(node)
    }
}

enum ElementMember: Int, MemberNames {
    case type, id, frame, hitRegion, foreground, background, border, font, text, title, subtitle, symbol
    case accessibilityLabel, hidden, enabled, custom, backgroundImage, gradient, children
    case role, style, size, isDefault, bezeled, pointer, isOn, states, action, options, selected, menu
    case message, informational, layout, buttons, textFields, cautionSymbol, compact, items, placeholder, decorative
    case maxLines, lineBreak, fixedHeight
    static let table = makeTable()
}

enum ScreenMember: Int, MemberNames {
    case format, id, platform, locale, appearance, contrast, size, background, context, elements, auditIgnore
    static let table = makeTable()
}

enum ContextMember: Int, MemberNames {
    case presentation, atLaunch
    static let table = makeTable()
}
enum SizeMember: Int, MemberNames {
    case width, height
    static let table = makeTable()
}
enum ColorMember: Int, MemberNames {
    case r, g, b, a, space
    static let table = makeTable()
}
enum VariantColorMember: Int, MemberNames {
    case standard, increased, name
    static let table = makeTable()
}
enum BorderMember: Int, MemberNames {
    case color, width
    static let table = makeTable()
}
enum FontMember: Int, MemberNames {
    case size, weight, textStyle, scales, minimumScaleFactor, setByCode
    static let table = makeTable()
}
enum StatesMember: Int, MemberNames {
    case on, off
    static let table = makeTable()
}
enum AppearanceMember: Int, MemberNames {
    case foreground, background, border, symbol, title, shape, font, indicator
    static let table = makeTable()
}
enum PointerMember: Int, MemberNames {
    case effect, shape, cornerRadius, hover, annotation
    static let table = makeTable()
}
enum HoverMember: Int, MemberNames {
    case scale, shadow, tint
    static let table = makeTable()
}
enum MenuMember: Int, MemberNames {
    case title, items
    static let table = makeTable()
}
enum MenuItemMember: Int, MemberNames {
    case title, symbol, destructive, confirms, separatorBefore
    static let table = makeTable()
}
enum DialogButtonMember: Int, MemberNames {
    case title, role, isDefault
    static let table = makeTable()
}
enum TabItemMember: Int, MemberNames {
    case title, symbol, symbolVariant, enabled, badge, action, glyph
    static let table = makeTable()
}
enum GlyphMember: Int, MemberNames {
    case width, height, shape
    static let table = makeTable()
}
