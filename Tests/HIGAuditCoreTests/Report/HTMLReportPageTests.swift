import Testing
import HIGAuditCore

// MARK: - Building reports by hand

private let scriptPayload = "<script>alert(1)</script>"
private let attributePayload = "\"><img src=x onerror=alert(1)>"

private func report(_ source: String, _ findings: [Finding] = [], error: InputError? = nil,
                    screen: String = "screen", profile: Profile = .hig) -> ScreenReport {
    ScreenReport(source: source, sourceDigest: "sha256:abc", screen: screen, platform: .iOS, profile: profile,
                 auditorVersion: "1.0.0", configDigest: "sha256:def", auditedAt: "2026-11-22T14:00:00Z",
                 findings: findings, error: error)
}

private func finding(_ rule: String = "alert-ok-default", _ severity: Severity = .error, pointer: String = "/elements/0",
                     id: String? = nil, message: String = "Something to fix", measured: JSONValue? = nil) -> Finding {
    Finding(rule: rule, severity: severity, pointer: pointer, elementId: id,
            message: Message("literal", ["text": message]), measured: measured)
}

private func contrastFinding(foreground: String, background: String?, ratio: Double = 4.47, required: Double = 4.5) -> Finding {
    var members: [JSONValue.Member] = [.init("ratio", .number(ratio)), .init("required", .number(required)),
                                       .init("foreground", .string(foreground))]
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

private func render(_ reports: [ScreenReport], language: Language = .en) -> String {
    HTMLReportPage(language: language, generatedAt: "2026-11-22T14:05:00Z", version: "1.0.0").render(reports)
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

    static let voidElements: Set<String> = ["meta"]

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
            tag.name == name && !tag.isClosing && tag.attributes.contains { $0.name == "class" && $0.value.split(separator: " ").contains(Substring(className)) }
        }.count
    }
}

private extension Substring {
    func trimmingCharacters(in set: Character) -> String {
        String(drop { $0 == set }.reversed().drop { $0 == set }.reversed())
    }
}

private let allowedTags: Set<String> = [
    "html", "head", "meta", "title", "style", "body", "header", "main", "section", "article", "h1", "h2", "h3", "h4",
    "p", "span", "strong", "code", "a", "div", "dl", "dt", "dd", "ol", "li", "table", "caption", "thead", "tbody",
    "tr", "th", "td", "figure", "figcaption",
]

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

@Suite struct HTMLReportPageTests {
    @Test func failingScreensComeFirstThenErrorsThenPassingBySource() {
        let reports = [
            report("a-pass.json"),
            report("z-fail.json", [finding()]),
            report("m-error.json", error: InputError(Message("literal", ["text": "broken"]), pointer: "")),
            report("b-fail.json", [finding()]),
            report("c-pass-with-warning.json", [finding("alert-yes-no", .warning)]),
        ]
        let html = render(reports)
        let positions = ["b-fail.json", "z-fail.json", "m-error.json", "a-pass.json", "c-pass-with-warning.json"].map { source in
            html.range(of: "<span class=\"source\">\(source)</span>")?.lowerBound
        }
        #expect(positions.allSatisfy { $0 != nil })
        let found = positions.compactMap { $0 }
        #expect(found == found.sorted())
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
        #expect(render([], language: .ja).contains("<html lang=\"ja\">"))
    }

    @Test func everyInputStringIsEscaped() {
        let payloads = [scriptPayload, attributePayload]
        var reports: [ScreenReport] = []
        for payload in payloads {
            var measured = contrastFinding(foreground: payload, background: payload)
            measured.pointer = "/elements/" + payload
            measured.elementId = payload
            let toggle = toggleFinding([toggleChange(payload, on: payload, off: "#FFFFFF", deltaE: [1, 2, 3, 4, 5])])
            reports.append(report(payload + ".json", [finding(pointer: payload, id: payload, message: payload), measured, toggle],
                                  screen: payload))
            reports.append(report(payload + ".yaml", error: InputError(Message("literal", ["text": payload]), pointer: payload, line: 1, column: 2)))
        }
        let html = HTMLReportPage(language: .en, generatedAt: scriptPayload, version: attributePayload).render(reports)
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
            report("a.json", [
                contrastFinding(foreground: bogus, background: bogus),
                contrastFinding(foreground: "#FFF", background: "#FFFFFF80"),
                toggleFinding([toggleChange("background", on: bogus, off: "expression(alert(1))", deltaE: [1, 2, 3, 4, 5])]),
            ]),
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
        #expect(page.values(of: "style").contains("color:#777777;background-color:#FFFFFF"))
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
        let incomplete = finding("text-contrast", .note, measured: .object([
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
        let html = render(reports)
        func tile(_ label: String, _ value: Int) -> String { "<dt>\(label)</dt><dd>\(value)</dd>" }
        #expect(html.contains(tile("Screens", 3)))
        #expect(html.contains(tile("Failing", 1)))
        #expect(html.contains(tile("Input errors", 1)))
        #expect(html.contains(tile("Passing", 1)))
        #expect(html.contains(tile("Errors", 1)))
        #expect(html.contains(tile("Warnings", 2)))
        #expect(html.contains(tile("Notes", 1)))
        #expect(occurrences(of: "<a href=\"#screen-", in: html) == 3)
    }

    @Test func findingShowsSeverityRulePointerElementAndMessage() {
        let html = render([report("a.json", [finding("alert-ok-default", pointer: "/elements/1/buttons/0", id: "deleteAlert", message: "Rename OK")])])
        #expect(html.contains(">error</span>"))
        #expect(html.contains("<code class=\"rule\">alert-ok-default</code>"))
        #expect(html.contains("<code>/elements/1/buttons/0</code>"))
        #expect(html.contains("<code>deleteAlert</code>"))
        #expect(html.contains("Rename OK"))
    }

    @Test(arguments: Language.allCases)
    func everyWordComesFromTheTablesAndThePageIsWellFormed(language: Language) {
        let reports = [
            report("a.json", [
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
    }

    @Test func emptyPageSaysSoAndStaysWellFormed() {
        let html = render([])
        #expect(html.contains("No screens have been audited yet."))
        #expect(ParsedPage(html).balanceProblems.isEmpty)
    }

    // MARK: Written in pieces

    private func mixedReports() -> [ScreenReport] {
        [
            report("c.json"),
            report("b.json", [finding(), finding("alert-yes-no", .warning), contrastFinding(foreground: "#777777", background: "#FFFFFF")]),
            report("a.yaml", error: InputError(Message("literal", ["text": "x"]), pointer: "/a", line: 1, column: 2)),
            report("design.json", [finding()], screen: "design#2"),
            report("design.json", [finding()], screen: "design#1"),
            report(scriptPayload + ".json", [finding("alert-cancel-not-default", .note, message: attributePayload)]),
        ]
    }

    /// The pieces a daemon writes one at a time, from what it keeps of each report without
    /// its findings, make the page `render` makes.
    private func pieces(_ reports: [ScreenReport], _ page: HTMLReportPage) -> String {
        let overviews = reports.map { report in
            ScreenOverview(source: report.source, status: report.status,
                           errors: report.count(.error), warnings: report.count(.warning), notes: report.count(.note))
        }
        var totals = HTMLReportPage.Totals()
        for overview in overviews { totals.add(overview) }
        let order = HTMLReportPage.pageOrder(overviews)
        var html = page.pageStart(totals)
        for (index, position) in order.enumerated() { html += page.overviewRow(overviews[position], index: index) }
        html += page.screensStart(totals)
        for (index, position) in order.enumerated() { html += page.screenSection(reports[position], index: index) }
        return html + page.pageEnd()
    }

    @Test(arguments: Language.allCases)
    func piecesMakeTheSamePageAsRender(language: Language) {
        let page = HTMLReportPage(language: language, generatedAt: "2026-11-22T14:05:00Z", version: "1.0.0")
        for reports in [[], [report("a.json")], mixedReports(), mixedReports().reversed()] {
            let html = pieces(reports, page)
            #expect(html == page.render(reports))
            #expect(ParsedPage(html).balanceProblems.isEmpty, "\(ParsedPage(html).balanceProblems)")
        }
    }

    @Test func totalsCountScreensByStatusAndFindingsBySeverity() {
        let totals = HTMLReportPage.Totals(mixedReports().map(ScreenOverview.init))
        #expect([totals.screens, totals.failing, totals.inputErrors, totals.passing] == [6, 3, 1, 2])
        #expect([totals.errors, totals.warnings, totals.notes] == [4, 1, 1])
    }

    @Test func pageOrderIsFailingFirstBySourceAndTiesKeepTheirOrder() {
        let reports = mixedReports()
        let order = HTMLReportPage.pageOrder(reports.map(ScreenOverview.init)).map { reports[$0].screen }
        #expect(order == ["screen", "design#2", "design#1", "screen", "screen", "screen"])
        #expect(HTMLReportPage.pageOrder(reports.map(ScreenOverview.init)).map { reports[$0].source }
                == ["b.json", "design.json", "design.json", "a.yaml", scriptPayload + ".json", "c.json"])
        let reversed = Array(reports.reversed())
        #expect(HTMLReportPage.pageOrder(reversed.map(ScreenOverview.init)).map { reversed[$0].screen }.filter { $0.hasPrefix("design") }
                == ["design#1", "design#2"])
    }
}
