import Foundation
import HIGAuditCore
import Testing

/// The table agrees with `dynamic-type.md` cell by cell: read from the spec's own table.
struct TextSizeTableTests {
    static let spec = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/spec/dynamic-type.md")

    /// The spec's rows: the style's name, its twelve sizes, its check category's code.
    static func specRows() throws -> [(style: String, sizes: [Double], check: String)] {
        let text = try String(contentsOf: spec, encoding: .utf8)
        var rows: [(String, [Double], String)] = []
        for line in text.split(separator: "\n") where line.hasPrefix("| ") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 14, let name = cells.first?.split(separator: " ").first else { continue }
            let sizes = cells[1...12].compactMap { Double($0.replacingOccurrences(of: "*", with: "")) }
            guard sizes.count == 12 else { continue }
            rows.append((String(name), sizes, cells[13]))
        }
        return rows
    }

    @Test func everyCellIsTheSpecs() throws {
        let rows = try Self.specRows()
        #expect(rows.count == 11)
        for row in rows {
            let style = try #require(TextStyle(rawValue: row.style), "\(row.style)")
            #expect(TextSizeTable.row(style) == row.sizes, "\(row.style)")
            #expect(TextSizeTable.checkCategory(style)?.code == row.check, "\(row.style)")
        }
        #expect(TextSizeTable.rowStyles.count == 11)
    }

    @Test func theExtraLargeTitlesHaveALargeSizeOnly() {
        #expect(TextSizeTable.row(.extraLargeTitle) == nil && TextSizeTable.row(.extraLargeTitle2) == nil)
        #expect(TextSizeTable.sizeAtLarge(.extraLargeTitle) == 36 && TextSizeTable.sizeAtLarge(.extraLargeTitle2) == 28)
        #expect(TextSizeTable.weight(.extraLargeTitle) == 700 && TextSizeTable.weight(.headline) == 600 && TextSizeTable.weight(.body) == 400)
        #expect(TextSizeTable.checkCategory(.extraLargeTitle) == nil)
    }

    @Test func aSizeScalesAlongItsStylesRow() throws {
        #expect(TextSizeTable.size(at: .accessibilityExtraLarge, sizeAtLarge: 17, scalingAs: .body) == 40)
        let scaled = try #require(TextSizeTable.size(at: .accessibilityExtraLarge, sizeAtLarge: 20, scalingAs: .body))
        #expect(abs(scaled - 40 * 20 / 17) < 1e-12, "unrounded")
        #expect(TextSizeTable.size(at: .large, sizeAtLarge: 13.5, scalingAs: .footnote) == 13.5)
    }

    @Test func categoriesHaveTheirCodesInOrder() {
        #expect(ContentSizeCategory.allCases.map(\.code) == ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"])
        #expect(ContentSizeCategory(code: "AX3") == .accessibilityExtraLarge)
        #expect(ContentSizeCategory.large < .extraLarge)
    }
}
