import Foundation
import HIGAuditCore
import HIGAuditOutputs
import Testing

// MARK: - Building reports by hand

private let scriptPayload = "<script>alert(1)</script>"
private let attributePayload = "\"><img src=x onerror=alert(1)>"

private func report(
    _ source: String, _ findings: [Finding] = [], error: InputError? = nil,
    screen: String = "screen", profile: Profile = .hig
) -> ScreenReport {
    ScreenReport(
        source: source, sourceDigest: "sha256:abc", screen: screen, platform: .iOS, profile: profile,
        auditorVersion: "1.0.0", configDigest: "sha256:def", auditedAt: "2026-11-22T14:00:00Z",
        findings: findings, error: error)
}

private func finding(
    _ rule: String = "alert-ok-default", _ severity: Severity = .error, pointer: String = "/elements/0",
    id: String? = nil, message: String = "Something to fix", measured: JSONValue? = nil
) -> Finding {
    Finding(
        rule: rule, severity: severity, pointer: pointer, elementId: id,
        message: Message("literal", ["text": message]), measured: measured)
}

private func contrastFinding(foreground: String, background: String?, ratio: Double = 4.47, required: Double = 4.5) -> Finding {
    var members: [JSONValue.Member] = [
        .init("ratio", .number(ratio)), .init("required", .number(required)),
        .init("foreground", .string(foreground)),
    ]
    if let background { members.append(.init("background", .string(background))) }
    members.append(.init("apcaLc", .number(-61.2)))
    return finding("text-contrast", measured: .object(members))
}

private func toggleChange(_ property: String, on: String, off: String, deltaE: [Double]) -> JSONValue {
    let names = ["normal"] + ColorVisionDeficiency.allCases.map(\.rawValue)
    return .object([
        "property": .string(property), "on": .string(on), "off": .string(off), "ratio": .number(1.87),
        "deltaE": .object(zip(names, deltaE).map { JSONValue.Member($0, .number($1)) }),
    ])
}

private func toggleFinding(_ changes: [JSONValue]) -> Finding {
    finding("toggle-color-only", pointer: "/elements/3", id: "favorite", measured: .object(["changes": .array(changes)]))
}

/// Each report's own page, one after the other.
private func render(_ reports: [ScreenReport], language: Language = .en, version: String = "1.0.0") -> String {
    let page = ScreenPage(language: language, version: version)
    return reports.map { page.render($0, key: $0.source) }.joined()
}

private let rules = RuleIndex(
    ["toggle-color-only", "text-contrast", "alert-ok-default", "alert-yes-no", "alert-cancel-not-default"].map { id in
        RuleDescriptor(id: id, area: .alerts, defaultSeverity: .error, higSection: .alerts, examples: [])
    })

private func overview(_ reports: [ScreenReport], language: Language = .en, generatedAt: String = "2026-11-22T14:05:00Z") -> String {
    OverviewPage(language: language, generatedAt: generatedAt, version: "1.0.0", rules: rules)
        .render(reports.map { OverviewEntry($0, key: $0.source, rules: rules) })
}

private func occurrences(of needle: String, in text: String) -> Int {
    text.split(separator: needle, omittingEmptySubsequences: false).count - 1
}

// MARK: - A tiny tag reader: enough to check balance and look at every tag and attribute

private struct Tag {
    var name: String
    var attributes: [(name: String, value: String)]
    var isClosing: Bool
}

private struct ParsedPage {
    var tags: [Tag] = []
    var texts: [String] = []
    /// Problems with nesting: closing tags that don't match, elements left open.
    var balanceProblems: [String] = []

    static let voidElements: Set<String> = ["meta", "input"]

    init(_ html: String) {
        var rest = html[...]
        var open: [String] = []
        while let start = rest.firstIndex(of: "<") {
            texts.append(String(rest[..<start]))
            guard let end = rest[start...].firstIndex(of: ">") else {
                balanceProblems.append("unterminated tag")
                break
            }
            let inside = rest[rest.index(after: start)..<end]
            rest = rest[rest.index(after: end)...]
            if inside.hasPrefix("!") { continue }
            let tag = Self.tag(inside)
            tags.append(tag)
            if tag.isClosing {
                if open.last == tag.name { open.removeLast() } else { balanceProblems.append("</\(tag.name)> closes \(open.last ?? "nothing")") }
            } else if !Self.voidElements.contains(tag.name) {
                open.append(tag.name)
                if tag.name == "style", let close = rest.range(of: "</style>") {
                    rest = rest[close.lowerBound...]
                }
            }
        }
        texts.append(String(rest))
        balanceProblems += open.map { "<\($0)> not closed" }
    }

    private static func tag(_ inside: Substring) -> Tag {
        let isClosing = inside.hasPrefix("/")
        let body = isClosing ? inside.dropFirst() : inside
        let name = String(body.prefix { $0.isLetter || $0.isNumber })
        var attributes: [(String, String)] = []
        var rest = body.dropFirst(name.count)
        while let equals = rest.firstIndex(of: "=") {
            let attributeName = rest[..<equals].trimmingCharacters(in: " ")
            let afterEquals = rest[rest.index(after: equals)...]
            guard afterEquals.first == "\"", let close = afterEquals.dropFirst().firstIndex(of: "\"") else {
                attributes.append((attributeName, "UNQUOTED"))
                break
            }
            attributes.append((attributeName, String(afterEquals[afterEquals.index(after: afterEquals.startIndex)..<close])))
            rest = afterEquals[afterEquals.index(after: close)...]
        }
        return Tag(name: name.lowercased(), attributes: attributes, isClosing: isClosing)
    }

    func values(of attribute: String) -> [String] {
        tags.flatMap { $0.attributes.filter { $0.name == attribute }.map(\.value) }
    }

    func count(tag name: String, class className: String) -> Int {
        tags.filter { tag in
            tag.name == name && !tag.isClosing
                && tag.attributes.contains { $0.name == "class" && $0.value.split(separator: " ").contains(Substring(className)) }
        }.count
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: Character) -> String {
        String(drop { $0 == set }.reversed().drop { $0 == set }.reversed())
    }
}

private let allowedTags: Set<String> = [
    "html", "head", "meta", "title", "style", "body", "header", "main", "section", "article", "h1", "h2", "h3", "h4",
    "p", "span", "strong", "code", "a", "div", "dl", "dt", "dd", "ol", "li", "table", "caption", "thead", "tbody",
    "tr", "th", "td", "figure", "figcaption", "time",
]

/// The overview adds its filters and its two script elements (its own, never input).
private let overviewTags = allowedTags.union(["form", "label", "select", "option", "input", "button", "noscript", "script"])

/// Only `#RRGGBB` colors, in exactly the two shapes the page writes.
private func isSafeStyle(_ style: String) -> Bool {
    func isColor(_ text: Substring) -> Bool {
        text.count == 7 && text.first == "#" && text.dropFirst().allSatisfy { "0123456789ABCDEF".contains($0) }
    }
    var rest = style[...]
    if rest.hasPrefix("color:") {
        rest = rest.dropFirst("color:".count)
        guard isColor(rest.prefix(7)), rest.dropFirst(7).hasPrefix(";") else { return false }
        rest = rest.dropFirst(8)
    }
    guard rest.hasPrefix("background-color:") else { return false }
    return isColor(rest.dropFirst("background-color:".count))
}

// MARK: - Tests

@Suite struct ReportPagesTests {
    @Test func overviewRowsAreCompactJSONInSourceOrder() {
        let reports = [
            report("a-pass.json"),
            report("m-error.json", error: InputError(Message("literal", ["text": "broken"]), pointer: "")),
            report("z-fail.json", [finding(), finding("alert-yes-no", .warning), contrastFinding(foreground: "#777777", background: "#FFFFFF")]),
        ]
        let html = overview(reports)
        let alertOK = rules.position(of: "alert-ok-default")!, yesNo = rules.position(of: "alert-yes-no")!, contrast = rules.position(of: "text-contrast")!
        let rows =
            "[\n[\"a-pass.json\",2,0,0,0,[]],\n[\"m-error.json\",1,0,0,0,[]],\n[\"z-fail.json\",0,2,1,0,[\([alertOK, yesNo, contrast].sorted().map(String.init).joined(separator: ","))]]\n]"
        #expect(html.contains("<script type=\"application/json\" id=\"rows\">" + rows + "</script>"))
        // About a hundred bytes a screen, whatever the findings.
        let many = (0..<1000).map { report(String(format: "group%03d/screen%05d.json", $0 / 100, $0), [finding(), finding(), finding()]) }
        #expect(overview(many).utf8.count - overview([]).utf8.count < 1000 * 60)
    }

    @Test func overviewKeepsInputOutOfMarkupAndScriptsOutOfTheRows() {
        let reports = [report(scriptPayload + ".json", [finding()]), report(attributePayload + ".json"), report("<!--.json")]
        let html = overview(reports)
        let rows = html.components(separatedBy: "id=\"rows\">")[1].components(separatedBy: "</script>")[0]
        #expect(!rows.contains("<") && !rows.contains(">") && !rows.contains("&"))
        #expect(rows.contains("\\u003cscript\\u003ealert(1)\\u003c/script\\u003e.json"))
        let page = ParsedPage(html)
        #expect(page.balanceProblems.isEmpty, "\(page.balanceProblems)")
        #expect(page.tags.allSatisfy { overviewTags.contains($0.name) })
        #expect(occurrences(of: "<script", in: html) == 2)
        #expect(page.tags.allSatisfy { $0.attributes.allSatisfy { !$0.name.lowercased().hasPrefix("on") } })
    }

    @Test func overviewAllowsItsOwnScriptByHashOnly() throws {
        let html = overview([report("a.json", [finding()])])
        let script = try #require(html.components(separatedBy: "<script>").last?.components(separatedBy: "</script>").first)
        let base64 = Data(SHA256.hash(Array(script.utf8))).base64EncodedString()
        #expect(html.contains("default-src &#39;none&#39;; style-src &#39;unsafe-inline&#39;; script-src &#39;sha256-\(base64)&#39;"))
        #expect(!html.contains("http://") && !html.contains("https://"))
    }

    @Test func overviewTotalsByRuleAndSeverity() {
        let reports = [
            report("a.json", [finding(), finding(), finding("alert-yes-no", .warning), finding("alert-yes-no", .note)]),
            report("b.json", [finding("alert-yes-no", .warning)]),
        ]
        let totals = OverviewTotals(reports.map { OverviewEntry($0, key: $0.source, rules: rules) })
        let alertOK = rules.position(of: "alert-ok-default")!, yesNo = rules.position(of: "alert-yes-no")!
        #expect(totals.byRule[alertOK] == OverviewTotals.RuleTotals(errors: 2, warnings: 0, notes: 0, screens: 1))
        #expect(totals.byRule[yesNo] == OverviewTotals.RuleTotals(errors: 0, warnings: 2, notes: 1, screens: 2))
        let html = overview(reports)
        #expect(html.contains("<code>alert-yes-no</code>"))
        #expect(html.contains("<td class=\"number\">0</td><td class=\"number\">2</td><td class=\"number\">1</td><td class=\"number\">2</td>"))
        #expect(html.contains("<option value=\"\(yesNo)\">alert-yes-no</option>"))
    }

    @Test func pageHeadIsLockedDownAndHasNoScript() {
        let html = render([report("a.json", [contrastFinding(foreground: "#777777", background: "#FFFFFF")])])
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<meta charset=\"utf-8\">"))
        #expect(html.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src &#39;none&#39;; style-src &#39;unsafe-inline&#39;\">"))
        #expect(html.contains("<html lang=\"en\">"))
        #expect(!html.lowercased().contains("<script"))
        #expect(!html.contains("http://") && !html.contains("https://"))
        let page = ParsedPage(html)
        #expect(page.tags.allSatisfy { $0.attributes.allSatisfy { !$0.name.lowercased().hasPrefix("on") } })
        #expect(render([report("a.json")], language: .ja).contains("<html lang=\"ja\">"))
        #expect(html.contains("<a href=\"../index.html\">All screens</a>"))
        #expect(ScreenPage(language: .en, version: "1").render(report("a/b/c.yaml"), key: "a/b/c.yaml").contains("href=\"../../../index.html\""))
    }

    @Test func everyInputStringIsEscaped() {
        let payloads = [scriptPayload, attributePayload]
        var reports: [ScreenReport] = []
        for payload in payloads {
            var measured = contrastFinding(foreground: payload, background: payload)
            measured.pointer = "/elements/" + payload
            measured.elementId = payload
            let toggle = toggleFinding([toggleChange(payload, on: payload, off: "#FFFFFF", deltaE: [1, 2, 3, 4, 5])])
            reports.append(
                report(
                    payload + ".json", [finding(pointer: payload, id: payload, message: payload), measured, toggle],
                    screen: payload))
            reports.append(report(payload + ".yaml", error: InputError(Message("literal", ["text": payload]), pointer: payload, line: 1, column: 2)))
        }
        let html = render(reports, version: attributePayload)
        #expect(!html.lowercased().contains("<script"))
        #expect(!html.lowercased().contains("<img"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"))

        let page = ParsedPage(html)
        #expect(page.balanceProblems.isEmpty, "\(page.balanceProblems)")
        for tag in page.tags {
            #expect(allowedTags.contains(tag.name), "unexpected tag <\(tag.name)>")
            for attribute in tag.attributes {
                #expect(!attribute.name.lowercased().hasPrefix("on"), "event handler attribute \(attribute.name)")
                #expect(!attribute.value.contains("<") && !attribute.value.contains(">") && !attribute.value.contains("\""))
            }
        }
        // `onerror=` shows up only inside escaped text, never as markup.
        for text in page.texts where text.contains("onerror=") {
            #expect(text.contains("&lt;img"))
        }
        #expect(page.values(of: "style").allSatisfy(isSafeStyle))
    }

    @Test func bogusColorsGetNoStyleAttribute() {
        let bogus = "red;background:url(x)"
        let reports = [
            report(
                "a.json",
                [
                    contrastFinding(foreground: bogus, background: bogus),
                    contrastFinding(foreground: "#FFF", background: "#FFFFFF80"),
                    toggleFinding([toggleChange("background", on: bogus, off: "expression(alert(1))", deltaE: [1, 2, 3, 4, 5])]),
                ])
        ]
        let html = render(reports)
        #expect(!html.contains("style=\""))
        #expect(!ParsedPage(html).values(of: "style").contains { $0.contains("url(") })
        #expect(html.contains("red;background:url(x)"), "the bogus value is still shown, as text")
    }

    @Test func oneBogusColorKeepsTheOtherSwatchButDropsTheSample() {
        let html = render([report("a.json", [contrastFinding(foreground: "#777777", background: "url(x)")])])
        let styles = ParsedPage(html).values(of: "style")
        #expect(styles == ["background-color:#777777"])
        #expect(ParsedPage(html).count(tag: "div", class: "sample") == 0)
    }

    @Test func contrastFindingShowsSampleSwatchesRatioAndRequirement() {
        let html = render([report("a.json", [contrastFinding(foreground: "#777777", background: "#ffffff")])])
        let page = ParsedPage(html)
        #expect(
            page.values(of: "style").contains("color:#777777;background-color:#FFFFFF;font-size:17px;font-weight:400"), "body text when the element is unknown")
        #expect(page.values(of: "style").filter { $0 == "background-color:#FFFFFF" }.count == 1)
        #expect(page.count(tag: "div", class: "sample") == 1)
        #expect(html.contains(">Aa</div>"))
        #expect(page.values(of: "aria-label").contains("Sample text in #777777 on #FFFFFF"))
        #expect(html.contains("<code>#777777</code>") && html.contains("<code>#ffffff</code>"))
        #expect(html.contains("4.47:1") && html.contains("4.5:1") && html.contains("Lc -61.2"))
    }

    @Test func apcaProfileShowsTheRequirementAsLc() {
        let apca = report("a.json", [contrastFinding(foreground: "#777777", background: "#FFFFFF", required: 75)], profile: .apca)
        #expect(render([apca]).contains("Lc 75"))
    }

    @Test func incompleteContrastSaysTheBackgroundIsUnknown() {
        let incomplete = finding(
            "text-contrast", .note,
            measured: .object([
                "incomplete": .bool(true), "foreground": .string("#FFFFFF"), "required": .number(4.5),
            ]))
        let html = render([report("a.json", [incomplete])])
        #expect(html.contains("The background is unknown"))
        #expect(ParsedPage(html).values(of: "style") == ["background-color:#FFFFFF"])
    }

    @Test func toggleFindingsShowFiveVisionRowsPerChange() throws {
        let toggle = toggleFinding([
            toggleChange("foreground", on: "#FF9500", off: "#8E8E93", deltaE: [45.1, 9.5, 8.25, 30, 3.1]),
            toggleChange("border.color", on: "#34C759", off: "#FFFFFF", deltaE: [40, 20, 20, 20, 12]),
        ])
        let html = render([report("a.json", [toggle])])
        let page = ParsedPage(html)
        #expect(page.count(tag: "figure", class: "toggle-change") == 2)
        #expect(page.count(tag: "tr", class: "vision-row") == 10)
        #expect(page.count(tag: "tr", class: "alike") == 3)
        #expect(html.contains("Normal vision") && html.contains("Simulated achromatopsia"))
        #expect(html.contains("Changes color: border color"))
        #expect(html.contains("8.25") && html.contains("hard to tell apart"))

        let on = try #require(RGBA(hex: "#FF9500")).opaque
        let simulated = ColorVisionDeficiency.deuteranopia.simulate(on).hexString
        #expect(page.values(of: "style").contains("background-color:" + simulated))
        #expect(page.values(of: "style").allSatisfy(isSafeStyle))
        #expect(page.balanceProblems.isEmpty, "\(page.balanceProblems)")
    }

    @Test func errorReportShowsMessagePointerAndPosition() {
        let error = InputError(Message("literal", ["text": "expected a string"]), pointer: "/elements/2/title", line: 3, column: 14)
        let html = render([report("broken.json", error: error)])
        #expect(html.contains("expected a string"))
        #expect(html.contains("<code>/elements/2/title</code>"))
        #expect(html.contains("Line 3, column 14"))
        #expect(html.contains("Input error"))
        let lineOnly = render([report("broken.json", error: InputError(Message("literal", ["text": "x"]), pointer: "", line: 7))])
        #expect(lineOnly.contains("Line 7<"))
    }

    @Test func summaryCountsScreensAndFindings() {
        let reports = [
            report("a.json", [finding(), finding("alert-yes-no", .warning), finding("alert-cancel-not-default", .note)]),
            report("b.json", [finding("alert-yes-no", .warning)]),
            report("c.json", error: InputError(Message("literal", ["text": "x"]), pointer: "")),
        ]
        let html = overview(reports)
        func tile(_ label: String, _ value: Int) -> String { "<dt>\(label)</dt><dd>\(value)</dd>" }
        #expect(html.contains(tile("Screens", 3)))
        #expect(html.contains(tile("Failing", 1)))
        #expect(html.contains(tile("Input errors", 1)))
        #expect(html.contains(tile("Passing", 1)))
        #expect(html.contains(tile("Errors", 1)))
        #expect(html.contains(tile("Warnings", 2)))
        #expect(html.contains(tile("Notes", 1)))
    }

    @Test func findingShowsSeverityRulePointerElementAndMessage() {
        let html = render([report("a.json", [finding("alert-ok-default", pointer: "/elements/1/buttons/0", id: "deleteAlert", message: "Rename OK")])])
        #expect(html.contains(">error</span>"))
        #expect(html.contains("<code class=\"rule\">alert-ok-default</code>"))
        #expect(html.contains("<code>/elements/1/buttons/0</code>"))
        #expect(html.contains("<code>deleteAlert</code>"))
        #expect(html.contains("Rename OK"))
    }

    /// The audit time is one machine-readable `<time>`, kept on one line on a narrow window.
    @Test func auditTimeIsATimeElementThatDoesNotWrap() {
        let html = render([report("a.json")])
        #expect(html.contains(#"<dd><time datetime="2026-11-22T14:00:00Z">2026-11-22T14:00:00Z</time></dd>"#))
        #expect(html.contains("time{white-space:nowrap}"))
    }

    @Test(arguments: Language.allCases)
    func everyWordComesFromTheTablesAndThePageIsWellFormed(language: Language) {
        let reports = [
            report(
                "a.json",
                [
                    contrastFinding(foreground: "#777777", background: "#FFFFFF"),
                    finding("text-contrast", .note, measured: .object(["incomplete": .bool(true), "foreground": .string("#FFFFFF"), "required": .number(3)])),
                    toggleFinding([toggleChange("background", on: "#34C759", off: "#FFFFFF", deltaE: [40, 20, 20, 20, 5])]),
                ]),
            report("b.json", error: InputError(Message("literal", ["text": "x"]), pointer: "/a", line: 1, column: 1)),
            report("c.json"),
        ]
        let page = ParsedPage(render(reports, language: language))
        #expect(page.balanceProblems.isEmpty, "\(page.balanceProblems)")
        for text in page.texts {
            #expect(!text.contains("page.") && !text.contains("severity.") && !text.contains("deficiency."), "untranslated key in \(text)")
        }
        #expect(page.tags.allSatisfy { allowedTags.contains($0.name) })
        let front = ParsedPage(overview(reports, language: language))
        #expect(front.balanceProblems.isEmpty, "\(front.balanceProblems)")
        for text in front.texts {
            #expect(!text.contains("page.") && !text.contains("severity."), "untranslated key in \(text)")
        }
        for value in front.tags.flatMap(\.attributes).filter({ $0.name.hasPrefix("data-") }).map(\.value) {
            #expect(!value.hasPrefix("page."), "untranslated key in \(value)")
        }
    }

    @Test func emptyPageSaysSoAndStaysWellFormed() {
        let html = overview([])
        #expect(html.contains("No screens have been audited yet."))
        #expect(ParsedPage(html).balanceProblems.isEmpty)
    }
}
