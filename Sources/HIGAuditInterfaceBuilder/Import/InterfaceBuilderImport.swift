import HIGAuditCore
import HIGAuditFiles

/// One screen of an Interface Builder document in one appearance, as `hig-screen/1`.
package struct InterfaceBuilderScreen: Sendable {
    /// The root view's object id (`WQs-3t-AkC`).
    package var objectId: String
    /// The storyboard identifier of its view controller, or the XIB's file name.
    package var title: String?
    package var appearance: Appearance
    /// `increased` for the screen with Increase Contrast on (`increase-contrast.md`).
    package var contrast: Contrast = .standard
    package var platform: Platform
    /// The equivalent `hig-screen/1` document (what `higaudit import ib` writes).
    package var hig: JSONValue
    /// The decoded screen, or why the generated document did not decode.
    package var decoded: Result<Screen, InputError>
    /// Labels with only attributed text, which are not checked for contrast.
    package var attributedTextSkipped: Int
    /// Buttons whose title is attributed only, likewise not checked for contrast.
    package var attributedTitlesSkipped: Int
    /// Generated pointer → (object id, start tag's line and column).
    var targets: [String: IBTarget]

    /// The report's file name below the document's report folder: the object id (letters,
    /// digits, `-` and `_` kept, anything else as `~XX`), then `.dark` in dark, `.hc` with
    /// Increase Contrast, and `.json`.
    package var reportFileName: String {
        InterfaceBuilderImport.fileName(forObjectId: objectId) + ReportAppearance(appearance, contrast).reportSuffix
    }

    /// The finding with the IB object id as `elementId` and the start tag's place as
    /// `location`, from the deepest generated pointer the table knows.
    package func locate(_ finding: Finding) -> Finding {
        var located = finding
        var prefix = finding.pointer
        while true {
            if let target = targets[prefix] {
                if let id = target.objectId { located.elementId = id }
                located.location = target.location
                return located
            }
            guard let slash = prefix.lastIndex(of: "/") else { return located }
            prefix = String(prefix[..<slash])
        }
    }
}

/// Where a generated element came from.
struct IBTarget: Sendable {
    var objectId: String?
    var location: TextPosition
}

/// What reading an Interface Builder document gave.
package enum InterfaceBuilderDocument: Sendable {
    /// An iOS document: its screens in both appearances where needed, and the color
    /// names it looked up in asset catalogs (found or not).
    case screens([InterfaceBuilderScreen], colorNames: Set<String>)
    /// A document this version doesn't audit (AppKit, watchOS, tvOS), by its `targetRuntime`.
    case skipped(targetRuntime: String)
    /// A document in the format Interface Builder wrote before Xcode 5 (root `<archive>`),
    /// which Xcode converts when it opens the file.
    case savedBeforeXcode5
}

package enum InterfaceBuilderImport {
    /// Reads a document. `fileName` is its name without folders (a XIB's screens are
    /// titled by it); `catalogs` finds colorsets from `directory`, the document's folder.
    /// `appearances` are those the app has (nil: both, dark where a screen's colors change);
    /// `increaseContrast` false makes no Increase Contrast screens and no counterparts.
    package static func read(
        _ bytes: [UInt8], fileName: String, directory: String?, catalogs: AssetCatalogs?, appearances: Set<Appearance>? = nil,
        increaseContrast: Bool = true
    ) throws(InputError) -> InterfaceBuilderDocument {
        let start = directory.map(PathText.absolute)
        let lookup: (String) -> AppearanceColor? = { name in
            guard let catalogs, let start else { return nil }
            return catalogs.color(named: name, fromAbsoluteDirectory: start)
        }
        return try read(bytes, fileName: fileName, colorset: lookup, appearances: appearances, increaseContrast: increaseContrast)
    }

    /// The appearances a root view is audited in: light, and dark when its colors change;
    /// only the one an app that opts out of the other has.
    static func audited(dynamic: Bool, appHas appearances: Set<Appearance>?) -> [Appearance] {
        if appearances == [.dark] { return [.dark] }
        if appearances == [.light] { return [.light] }
        return dynamic ? [.light, .dark] : [.light]
    }

    /// Each root view's id names its screen and its report: two alike would make two
    /// screens write one report.
    static func requireDistinctIds(_ roots: [RootView], in document: XMLDocument) throws(InputError) {
        var first: [String: Int] = [:]
        for root in roots {
            guard let earlier = first[root.objectId] else {
                first[root.objectId] = root.view
                continue
            }
            let position = document.location(of: root.view)
            let line = String(document.location(of: earlier).line)
            throw InputError(
                Message("ib.duplicate-root-id", ["id": root.objectId, "line": line]), pointer: "", line: position.line, column: position.column)
        }
    }

    static func read(
        _ bytes: [UInt8], fileName: String, colorset: @escaping (String) -> AppearanceColor?, appearances: Set<Appearance>? = nil,
        increaseContrast: Bool = true
    ) throws(InputError) -> InterfaceBuilderDocument {
        InterfaceBuilderWords.register()
        let document: XMLDocument
        do {
            document = try XMLScanner(maxDepth: 256, classify: IBViewKinds.NameKind.of).parse(bytes)
        } catch {
            throw InputError(Message("ib.not-xml", [.init("detail", .message(error.problem.message))]), pointer: "", line: error.line, column: error.column)
        }
        if document.isNamed(document.root, "archive") { return .savedBeforeXcode5 }
        guard document.isNamed(document.root, "document") else {
            let position = document.location(of: document.root)
            throw InputError(Message("ib.not-document", ["found": document.name(of: document.root)]), pointer: "", line: position.line, column: position.column)
        }
        let runtime = document.attribute("targetRuntime", of: document.root) ?? ""
        guard runtime.contains("CocoaTouch") else { return .skipped(targetRuntime: runtime) }
        let platform: Platform = runtime.hasSuffix(".iPad") ? .iPadOS : .iOS
        var colors = ColorResolver(document: document, colorset: colorset)
        var screens: [InterfaceBuilderScreen] = []
        let roots = RootViews.find(in: document, fileTitle: fileTitle(fileName))
        try Self.requireDistinctIds(roots, in: document)
        let outlets = outletDestinations(in: document)
        for root in roots {
            // Whether a screen's colors change in dark matters only to an app that has both.
            let hasBoth = appearances.map { $0.count == 2 } ?? true
            // Whether its colors change in dark, and in each appearance with Increase Contrast.
            let changes = DarkAppearance.answers(
                for: root, in: document, colors: &colors,
                [\.isDynamic, { $0.changesWithIncreaseContrast(in: .light) }, { $0.changesWithIncreaseContrast(in: .dark) }])
            let dynamic = hasBoth && changes[0]
            // Light, dark, then the Increase Contrast screens in the same order.
            var increasedScreens: [InterfaceBuilderScreen] = []
            // The walk that makes each appearance's screen records the same elements: their
            // locations are looked up once.
            var located: (nodes: GeneratedTargets, targets: [String: IBTarget])?
            for appearance in Self.audited(dynamic: dynamic, appHas: appearances) {
                var builder = ScreenBuilder(document: document, colors: colors, appearance: appearance)
                // Findings about the screen as a whole point at its root view.
                builder.recordTarget("", root.view)
                let elements = Self.elements(of: root, with: &builder)
                colors = builder.colors
                // The document's keys before `contrast`, and after it.
                let head: [JSONValue.Member] = [
                    .init("format", .string(ScreenDecoder.formatName)),
                    .init("id", .string(root.objectId)),
                    .init("platform", .string(platform.rawValue)),
                    .init("appearance", .string(appearance.rawValue)),
                ]
                var tail: [JSONValue.Member] = []
                if let frame = document.frame(of: root.view) {
                    tail.append(.init("size", .object(["width": .number(frame.width), "height": .number(frame.height)])))
                }
                var origin: [JSONValue.Member] = [.init("objectId", .string(root.objectId))]
                if let title = root.title { origin.append(.init("title", .string(title))) }
                tail.append(.init("interfaceBuilder", .object(origin)))
                tail.append(.init("elements", .array(elements)))
                // Each color that changes with Increase Contrast is a variant color, so the one
                // document gives the screen in both contrasts (`increase-contrast.md`).
                let auditedIncreased = increaseContrast && changes[appearance == .light ? 1 : 2]
                let hig = JSONValue.object(head + tail)
                let decoded = ScreenDecoder(maxDepth: 1024, makesCounterparts: auditedIncreased).decode(tape: JSONTape(hig)).map {
                    Self.marking(outlets, in: $0.made(in: .interfaceBuilder))
                }
                let targets: [String: IBTarget]
                if let located, located.nodes == builder.targets {
                    targets = located.targets
                } else {
                    targets = Self.targets(builder.targets, in: document)
                    located = (builder.targets, targets)
                }
                var screen = InterfaceBuilderScreen(
                    objectId: root.objectId, title: root.title, appearance: appearance, platform: platform,
                    hig: hig, decoded: decoded,
                    attributedTextSkipped: builder.attributedTextSkipped, attributedTitlesSkipped: builder.attributedTitlesSkipped,
                    targets: targets)
                if auditedIncreased {
                    // The same screen with Increase Contrast: a report of its own, and the standard
                    // report's counterpart. Where no color the elements show changes (a color of
                    // the root view that draws nothing), it is the standard screen.
                    var increased = screen
                    increased.contrast = .increased
                    increased.hig = .object(head + [.init("contrast", .string(Contrast.increased.rawValue))] + tail)
                    increased.decoded = decoded.map { standard in
                        var other = standard.counterpart?.screen ?? standard
                        other.contrast = .increased
                        other.counterpart = nil
                        return Self.marking(outlets, in: other.made(in: .interfaceBuilder))
                    }
                    if case .success(var standard) = decoded, case .success(let other) = increased.decoded {
                        standard.counterpart = ScreenCounterpart(other)
                        screen.decoded = .success(standard)
                    }
                    increasedScreens.append(increased)
                }
                screens.append(screen)
            }
            screens += increasedScreens
        }
        return .screens(screens, colorNames: colors.namesLookedUp)
    }

    /// The elements of a root view: the view, then its controller's bars.
    private static func elements(of root: RootView, with builder: inout ScreenBuilder) -> [JSONValue] {
        var elements = [builder.element(root.view, pointer: "/elements/0", inherited: .init())]
        if let controller = root.controller { elements += builder.controllerBars(controller, firstIndex: 1) }
        return elements
    }

    /// Generated pointers → where their elements start.
    private static func targets(_ generated: GeneratedTargets, in document: XMLDocument) -> [String: IBTarget] {
        var targets: [String: IBTarget] = [:]
        targets.reserveCapacity(generated.nodes.count)
        for (pointer, node) in zip(generated.pointers, generated.nodes) {
            targets[pointer] = IBTarget(objectId: document.attribute("id", of: node), location: document.location(of: node))
        }
        return targets
    }

    /// The object ids that an `<outlet>` or `<outletCollection>` anywhere in the document
    /// connects to: views code reaches, and may fill (`interface-builder.md`, "Content set in code").
    static func outletDestinations(in document: XMLDocument) -> Set<String> {
        var ids: Set<String> = []
        for element in 0..<document.count where document.isNamed(element, "outlet") || document.isNamed(element, "outletCollection") {
            if let destination = document.attribute("destination", of: element) { ids.insert(destination) }
        }
        return ids
    }

    /// `screen` with the elements whose object ids are in `outlets` marked as reached by code.
    static func marking(_ outlets: Set<String>, in screen: Screen) -> Screen {
        guard !outlets.isEmpty else { return screen }
        var marked = screen
        for index in marked.elements.indices {
            if let id = marked.elements[index].id, outlets.contains(id) { marked.elements[index].details.reachedByCode = true }
        }
        return marked
    }

    /// A XIB's screens are titled by its file name without the extension.
    private static func fileTitle(_ fileName: String) -> String? {
        guard fileName.lowercased().hasSuffix(".xib") else { return nil }
        return String(fileName.dropLast(4))
    }

    /// An object id as a file name part: letters, digits, `-` and `_` kept, anything else
    /// as `~` and two hex digits. Never empty, never `.` or `..`.
    package static func fileName(forObjectId id: String) -> String {
        var name = ""
        for byte in id.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "_"):
                name.append(Character(Unicode.Scalar(byte)))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                name += "~" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return name.isEmpty ? "~" : name
    }
}

extension ScreenBuilder {
    /// The bars a storyboard's view controller shows outside its view: its navigation
    /// item's bar buttons (a `navigationBar`) and its toolbar items (a `toolbar`), without frames.
    mutating func controllerBars(_ controller: Int, firstIndex: Int) -> [JSONValue] {
        var result: [JSONValue] = []
        if let item = document.child(of: controller, named: "navigationItem", key: "navigationItem") {
            let pointer = "/elements/" + String(firstIndex + result.count)
            let buttons = ScreenBuilder.barButtons(of: item, in: document)
            if !buttons.isEmpty {
                recordTarget(pointer, item)
                var members: [JSONValue.Member] = [.init("type", .string("navigationBar"))]
                if let id = document.attribute("id", of: item) { members.append(.init("id", .string(id))) }
                members.append(.init("items", .array(barButtonElements(buttons, pointer: pointer + "/items/"))))
                result.append(.object(members))
            }
        }
        if let list = document.firstChild(of: controller, named: "toolbarItems") {
            let buttons = document.children(of: list).filter { document.isNamed($0, "barButtonItem") }
            if !buttons.isEmpty {
                let pointer = "/elements/" + String(firstIndex + result.count)
                recordTarget(pointer, list)
                result.append(
                    .object([
                        .init("type", .string("toolbar")),
                        .init("items", .array(barButtonElements(buttons, pointer: pointer + "/items/"))),
                    ]))
            }
        }
        return result
    }
}
