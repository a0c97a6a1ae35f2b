import Foundation
import HIGAuditCore
import Testing

@testable import HIGAuditInterfaceBuilder

/// Helpers for the XML reader's tests.
enum XMLTesting {
    /// Parses text that must be a well-formed document.
    static func parse(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> XMLDocument {
        do throws(XMLSyntaxError) {
            return try XMLScanner().parse(Array(text.utf8))
        } catch {
            Issue.record("unexpected syntax error: \(error)", sourceLocation: sourceLocation)
            throw error
        }
    }

    /// The syntax error for bytes that must be rejected (nil, with an issue, if they parse).
    static func syntaxError(
        _ bytes: [UInt8], scanner: XMLScanner = XMLScanner(), sourceLocation: SourceLocation = #_sourceLocation
    ) -> XMLSyntaxError? {
        do throws(XMLSyntaxError) {
            _ = try scanner.parse(bytes)
            Issue.record("expected a syntax error", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error
        }
    }

    static func syntaxError(
        _ text: String, scanner: XMLScanner = XMLScanner(), sourceLocation: SourceLocation = #_sourceLocation
    ) -> XMLSyntaxError? {
        syntaxError(Array(text.utf8), scanner: scanner, sourceLocation: sourceLocation)
    }

    /// Expects `text` to be rejected for `problem` at `line`, `column`.
    static func expectError(
        _ text: String, _ problem: XMLSyntaxError.Problem, line: Int, column: Int,
        scanner: XMLScanner = XMLScanner(), sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectError(Array(text.utf8), problem, line: line, column: column, scanner: scanner, sourceLocation: sourceLocation)
    }

    static func expectError(
        _ bytes: [UInt8], _ problem: XMLSyntaxError.Problem, line: Int, column: Int,
        scanner: XMLScanner = XMLScanner(), sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let error = syntaxError(bytes, scanner: scanner, sourceLocation: sourceLocation)
        #expect(error == XMLSyntaxError(problem: problem, line: line, column: column), sourceLocation: sourceLocation)
    }

    static func position(line: Int, column: Int) -> TextPosition {
        TextPosition(line: line, column: column)
    }

    /// The real Interface Builder files in Tests/Fixtures/real/ib (see its SOURCES.md).
    static let fixtureFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tests/Fixtures/real/ib")

    /// Paths of every `.storyboard` and `.xib` under the fixture folder, relative to it, sorted.
    static func fixturePaths() -> [String] {
        let paths = FileManager.default.enumerator(atPath: fixtureFolder.path)?.allObjects as? [String] ?? []
        return paths.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
    }

    static func fixtureBytes(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: fixtureFolder.appendingPathComponent(path)))
    }

    /// Whether the document's tree is consistent: parents before children, subtrees nested
    /// inside their parent's, depths one more than the parent's.
    static func isConsistent(_ document: XMLDocument) -> Bool {
        guard document.count > 0, document.parent(of: 0) == nil, document.subtreeEnd(of: 0) == document.count else { return false }
        for element in 1..<document.count {
            guard let parent = document.parent(of: element), parent < element,
                document.subtreeEnd(of: element) > element,
                document.subtreeEnd(of: element) <= document.subtreeEnd(of: parent),
                document.depth(of: element) == document.depth(of: parent) + 1
            else { return false }
        }
        return true
    }
}
