import ArgumentParser
import Foundation
import HIGAuditCore
import HIGAuditFiles
import HIGAuditInterfaceBuilder

/// `higaudit import ib FILE --out DIR`: the `hig-screen/1` documents an Interface Builder
/// document is audited as, one per root view and appearance (`<object id>.json`,
/// `<object id>.dark.json`), so people can see what the importer understood. Findings'
/// pointers point into these documents.
struct ImportInterfaceBuilderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ib",
        abstract: "Write the hig-screen/1 documents a storyboard or XIB is audited as.")

    @Argument(help: "A .storyboard or .xib file.")
    var file: String

    @Option(help: "Folder to write the documents to (created if missing).")
    var out: String

    @Option(help: "Language of messages: en or ja.")
    var lang: Language?

    func run() throws {
        let language = LanguageChoice.resolve(lang)
        func say(_ key: MessageKey, _ arguments: KeyValuePairs<String, String>) -> String { Message(key, arguments).rendered(in: language) }
        guard let bytes = BoundedFile.read(file, limit: 256 << 20) else {
            throw CommandFailure(message: say("ib.import.unreadable", ["path": file, "reason": String(cString: strerror(errno))]))
        }
        let root = SourceCollector.rootForFile(file)
        let directory = PathText.parent(of: PathText.absolute(file))
        let document: InterfaceBuilderDocument
        do {
            document = try InterfaceBuilderImport.read(bytes, fileName: String(file.split(separator: "/").last ?? ""), directory: directory,
                                                       catalogs: AssetCatalogs(root: root))
        } catch {
            var problem = error.message(in: language)
            if let line = error.line, let column = error.column { problem = "\(line):\(column): " + problem }
            throw CommandFailure(message: say("ib.import.invalid", ["path": file, "problem": problem]))
        }
        guard case .screens(let screens, _) = document else {
            if case .skipped(let runtime) = document { throw CommandFailure(message: say("ib.import.skipped", ["path": file, "runtime": runtime])) }
            return
        }
        guard !screens.isEmpty else { throw CommandFailure(message: say("ib.import.no-screens", ["path": file])) }
        do {
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure(message: say("ib.import.unwritable", ["path": out]))
        }
        for screen in screens {
            let path = SourceCollector.join(out, screen.reportFileName)
            var writer = JSONWriter(indent: 2, capacity: 16 * 1024)
            writer.write(screen.hig)
            writer.append("\n")
            do {
                try FileOutput.replace(path, with: writer.bytes)
            } catch {
                throw CommandFailure(message: say("ib.import.unwritable", ["path": path]))
            }
            let appearance = Message(MessageKey("appearance.\(screen.appearance.rawValue)")).rendered(in: language)
            if let title = screen.title {
                StandardOutput.write(say("ib.import.wrote.titled", ["path": path, "title": title, "object": screen.objectId, "appearance": appearance]) + "\n")
            } else {
                StandardOutput.write(say("ib.import.wrote", ["path": path, "object": screen.objectId, "appearance": appearance]) + "\n")
            }
        }
        StandardOutput.write(say("ib.import.summary", ["count": String(screens.count), "directory": out]) + "\n")
    }
}
