import Foundation
import Testing

/// The sketch on each screen's page, as `check --format html` writes it: one outline per
/// finding whose element has a frame (or is an alert or action sheet on show), carrying the
/// finding's pointer and its card's number. Whether an element has a frame is read from the
/// source document here, not from the audit.
struct SketchTests {
    static let inputs: [String] = {
        let examples = ["delete-confirmation.json", "settings.json", "sign-in.json"]
            .map { CommandRunner.packageRoot.appendingPathComponent("examples/screens/" + $0).path }
        let cases = CommandRunner.fixtures.appendingPathComponent("conformance/cases")
        let conformance = ((try? FileManager.default.contentsOfDirectory(atPath: cases.path)) ?? []).sorted()
            .map { cases.appendingPathComponent($0 + "/screen.json").path }
        return examples + conformance + FigmaCheckTests.files
    }()

    @Test func everyInputIsThere() {
        #expect(Self.inputs.count >= 3 + 20 + 3)
        #expect(Self.inputs.allSatisfy { FileManager.default.fileExists(atPath: $0) })
    }

    @Test(arguments: inputs)
    func eachFindingWithAFramedElementHasOneOutline(_ file: String) async throws {
        let document = try? JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file)))
        let pages = try await Self.pages(of: file)
        #expect(!pages.isEmpty)
        for page in pages {
            let cards = Self.matches(of: /<li class="finding severity-\w+" id="finding-(\d+)">[\s\S]*?<dt>Pointer<\/dt><dd><code>([^<]*)<\/code>/, in: page)
            let outlines = Self.matches(of: /<a href="#finding-(\d+)" id="outline-\d+" class="outline severity-\w+" data-pointer="([^"]*)">/, in: page)
            guard let document, !page.contains(#"class="input-error""#) else {
                #expect(outlines.isEmpty, "\(file): an input that can't be read has no sketch")
                continue
            }
            let framed = cards.filter { Self.isFramed($0.pointer, in: document) }
            if Self.isFigma(document) {
                // A Figma frame can be an element of its screen too (a component frame: a
                // toggle): its findings then point at the frame, and are outlined.
                let extra = outlines.filter { outline in !framed.contains { $0.number == outline.number } }
                #expect(framed.allSatisfy { card in outlines.contains { $0 == card } }, "\(file): outlines \(outlines), framed \(framed)")
                #expect(extra.allSatisfy { $0.pointer.split(separator: "/").count == 5 }, "\(file): \(extra)")
            } else {
                #expect(outlines.map(\.number) == framed.map(\.number), "\(file): outlines \(outlines), framed \(framed)")
                #expect(outlines.map(\.pointer) == framed.map(\.pointer), "\(file)")
            }
            if !cards.isEmpty { #expect(page.contains(#"class="sketch-drawing"#), "\(file): a page with findings has a sketch") }
        }
    }

    @Test func theExamplesHaveOutlinesAndCardsErrorsFirst() async throws {
        let page = try #require(try await Self.pages(of: Self.inputs[2]).first)
        let outlines = Self.matches(of: /data-pointer="([^"]*)()"/, in: page)
        #expect(outlines.count >= 3)
        let severities = page.matches(of: /<li class="finding severity-(\w+)"/).map { String($0.output.1) }
        let order = ["error", "warning", "note"]
        #expect(severities.map { order.firstIndex(of: $0)! } == severities.map { order.firstIndex(of: $0)! }.sorted())
        #expect(page.contains("https://developer.apple.com/design/human-interface-guidelines/"), "each card links to the guidelines")
    }

    // MARK: - Reading the pages and the sources

    /// The pages `check --format html` writes for one input.
    static func pages(of file: String) async throws -> [String] {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try await CommandRunner.higaudit("check", "--format", "html", "--output", folder.path, file)
        guard (0...2).contains(result.status) else { throw Failure(message: "check \(file): \(result.stderr)") }
        let screens = folder.appendingPathComponent("screens")
        guard let walk = FileManager.default.enumerator(atPath: screens.path) else { return [] }
        return try walk.compactMap { $0 as? String }.filter { $0.hasSuffix(".html") }.sorted()
            .map { try String(contentsOf: screens.appendingPathComponent($0), encoding: .utf8) }
    }

    struct Failure: Error { let message: String }

    static func matches(of pattern: Regex<(Substring, Substring, Substring)>, in page: String) -> [(number: Int, pointer: String)] {
        page.matches(of: pattern).map { (Int($0.output.1) ?? -1, unescaped(String($0.output.2))) }
    }

    static func unescaped(_ text: String) -> String {
        text.replacing("&quot;", with: "\"").replacing("&#39;", with: "'").replacing("&lt;", with: "<")
            .replacing("&gt;", with: ">").replacing("&amp;", with: "&")
    }

    /// Whether the element a pointer is about has a frame, or is an alert or action sheet
    /// that is not hidden (the sketch draws those where they are presented). In a
    /// `hig-screen/1` document, the element is the deepest object on the pointer's path
    /// that sits in an `elements`, `children` or `items` array of the screen or of an
    /// element; in a Figma export, the deepest node below the frame (a canvas's child),
    /// framed by its bounding box.
    /// `elements` of the screen, `children` of an element, `items` of a toolbar or a
    /// navigation bar (a tab bar's items are tab items, part of the tab bar).
    static func holdsElements(_ key: String, _ owner: [String: Any]) -> Bool {
        switch key {
        case "elements": owner["type"] == nil
        case "children": owner["type"] != nil
        case "items": ["toolbar", "navigationBar"].contains(owner["type"] as? String ?? "")
        default: false
        }
    }

    static func isFigma(_ document: Any) -> Bool { (document as? [String: Any])?["document"] != nil }

    static func isFramed(_ pointer: String, in document: Any) -> Bool {
        let tokens = pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
            .map { String($0).replacing("~1", with: "/").replacing("~0", with: "~") }
        let figma = isFigma(document)
        var current: Any = document
        var owner: [String: Any]? = document as? [String: Any]
        var key: String?
        var framed = false
        var hidden = false
        for (depth, token) in tokens.enumerated() {
            if let object = current as? [String: Any] {
                guard let next = object[token] else { break }
                key = token
                owner = object
                current = next
            } else if let array = current as? [Any], let index = Int(token), array.indices.contains(index) {
                current = array[index]
                guard let object = current as? [String: Any] else { continue }
                if figma {
                    // /document/children/<canvas>/children/<frame> is the screen itself.
                    if depth >= 5 { framed = object["absoluteBoundingBox"] is [String: Any] }
                } else if let key, let owner, Self.holdsElements(key, owner) {
                    hidden = hidden || object["hidden"] as? Bool == true
                    // An alert or action sheet on show is drawn where it is presented.
                    let dialog = ["alert", "actionSheet"].contains(object["type"] as? String ?? "")
                    framed = object["frame"] is [Any] || (dialog && !hidden)
                }
            } else {
                break
            }
        }
        return framed
    }
}
