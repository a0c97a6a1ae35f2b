import ArgumentParser
import Foundation
import HIGAuditCore
import HIGAuditFiles
import HIGAuditInputs
import HIGAuditInterfaceBuilder

/// `higaudit import ib FILE --out DIR`: the `hig-screen/1` documents an Interface Builder
/// document is audited as, one per root view and appearance (`<object id>.json`,
/// `<object id>.dark.json`), so people can see what the importer understood. Findings'
/// pointers point into these documents.
struct ImportInterfaceBuilderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ib",
        abstract: HelpText.text("help.import.ib"))

    @Argument(help: ArgumentHelp(HelpText.text("help.import.ib.file")))
    var file: String

    @Option(help: ArgumentHelp(HelpText.text("help.import.out")))
    var out: String

    @Option(help: ArgumentHelp(HelpText.text("help.lang.messages")))
    var lang: Language?

    func run() throws {
        let language = LanguageChoice.resolve(lang)
        func say(_ key: MessageKey, _ arguments: KeyValuePairs<String, String>) -> String { Message(key, arguments).rendered(in: language) }
        let bytes: [UInt8]
        do {
            bytes = try BoundedFile.read(file, limit: ImportedDocuments.inputLimit)
        } catch {
            throw CommandFailure(message: say("ib.import.unreadable", ["path": FileName.display(file), "reason": FileReading.reason(error, in: language)]))
        }
        let root = SourceCollector.rootForFile(file)
        let directory = PathText.parent(of: PathText.absolute(file))
        let document: InterfaceBuilderDocument
        do {
            let catalogs = AssetCatalogs(root: root)
            document = try InterfaceBuilderImport.read(
                bytes, fileName: String(file.split(separator: "/").last ?? ""), directory: directory,
                catalogs: catalogs, appearances: catalogs.appAppearances(fromDirectory: directory))
        } catch {
            var problem = error.message(in: language)
            if let line = error.line, let column = error.column { problem = "\(line):\(column): " + problem }
            throw CommandFailure(message: say("ib.import.invalid", ["path": FileName.display(file), "problem": problem]))
        }
        guard case .screens(let screens, _) = document else {
            if case .skipped(let runtime) = document {
                throw CommandFailure(message: say("ib.import.skipped", ["path": FileName.display(file), "runtime": runtime]))
            }
            throw CommandFailure(message: say("ib.import.before-xcode-5", ["path": FileName.display(file)]))
        }
        guard !screens.isEmpty else { throw CommandFailure(message: say("ib.import.no-screens", ["path": FileName.display(file)])) }
        let documents = screens.map { screen in
            ImportedDocuments.Document(fileName: screen.reportFileName, hig: screen.hig) { path in
                let appearance = Message(
                    MessageKey("appearance.\(screen.appearance.rawValue)" + (screen.contrast == .increased ? ".increased" : ""))
                ).rendered(in: language)
                guard let title = screen.title else {
                    return say("ib.import.wrote", ["path": FileName.display(path), "object": screen.objectId, "appearance": appearance])
                }
                return say("ib.import.wrote.titled", ["path": FileName.display(path), "title": title, "object": screen.objectId, "appearance": appearance])
            }
        }
        try ImportedDocuments.write(documents, to: out, unwritable: { say("ib.import.unwritable", ["path": $0]) })
        StandardOutput.write(say("ib.import.summary", ["count": String(screens.count), "directory": FileName.display(out)]) + "\n")
    }
}
