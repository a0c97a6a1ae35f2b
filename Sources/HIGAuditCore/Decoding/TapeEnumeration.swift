/// An enumeration whose exact spellings are looked up in the tape's bytes, without
/// building a String; other spellings (case, spaces, escapes) take the String path.
protocol TapeEnumeration: FormatEnumeration {
    static var spellings: Spellings<Self> { get }
}

struct Spellings<E: FormatEnumeration>: Sendable {
    let table: KeyTable
    let cases: [E]

    init() {
        cases = Array(E.allCases)
        table = KeyTable(cases.map(\.rawValue))
    }

    func value(of node: Int, in tape: JSONTape) -> E? {
        guard tape.kind(node) == .string, let slot = table.slot(of: node, in: tape) else { return nil }
        return cases[slot]
    }
}

extension Platform: TapeEnumeration { static let spellings = Spellings<Platform>() }
extension Appearance: TapeEnumeration { static let spellings = Spellings<Appearance>() }
extension Presentation: TapeEnumeration { static let spellings = Spellings<Presentation>() }
extension ElementType: TapeEnumeration { static let spellings = Spellings<ElementType>() }
extension ButtonRole: TapeEnumeration { static let spellings = Spellings<ButtonRole>() }
extension ButtonStyle: TapeEnumeration { static let spellings = Spellings<ButtonStyle>() }
extension ControlSize: TapeEnumeration { static let spellings = Spellings<ControlSize>() }
extension ToggleStyle: TapeEnumeration { static let spellings = Spellings<ToggleStyle>() }
extension ShapeKind: TapeEnumeration { static let spellings = Spellings<ShapeKind>() }
extension ButtonAction: TapeEnumeration { static let spellings = Spellings<ButtonAction>() }
extension DialogLayout: TapeEnumeration { static let spellings = Spellings<DialogLayout>() }
extension DialogButtonRole: TapeEnumeration { static let spellings = Spellings<DialogButtonRole>() }
extension SymbolVariant: TapeEnumeration { static let spellings = Spellings<SymbolVariant>() }
extension GlyphShape: TapeEnumeration { static let spellings = Spellings<GlyphShape>() }
extension PointerEffect: TapeEnumeration { static let spellings = Spellings<PointerEffect>() }
extension PointerShape: TapeEnumeration { static let spellings = Spellings<PointerShape>() }
extension FontWeightName: TapeEnumeration { static let spellings = Spellings<FontWeightName>() }
