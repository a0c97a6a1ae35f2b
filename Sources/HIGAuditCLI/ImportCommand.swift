import ArgumentParser
import Foundation
import HIGAuditCore
import HIGAuditFigma
import HIGAuditFiles
import HIGAuditInputs

/// `higaudit import`: turns other tools' exports into `hig-screen/1` documents.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: HelpText.text("help.import"),
        subcommands: [ImportFigmaCommand.self, ImportInterfaceBuilderCommand.self])
}

/// `higaudit import figma FILE --out DIR`: one `hig-screen/1` document per top-level
/// frame, named by the frame's node id (`25:0` is `25-0.json`), so people can see what
/// the importer understood.
struct ImportFigmaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "figma",
        abstract: HelpText.text("help.import.figma"))

    @Argument(help: ArgumentHelp(HelpText.text("help.import.figma.file")))
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
            throw CommandFailure(message: say("figma.import.unreadable", ["path": FileName.display(file), "reason": FileReading.reason(error, in: language)]))
        }
        let screens: [FigmaScreen]
        do {
            screens = try FigmaImport.screens(from: bytes)
        } catch {
            throw CommandFailure(
                message: say("figma.import.invalid", ["path": FileName.display(file), "problem": error.message(in: language), "pointer": error.pointer]))
        }
        guard !screens.isEmpty else { throw CommandFailure(message: say("figma.import.no-frames", ["path": FileName.display(file)])) }
        let documents = screens.map { screen in
            ImportedDocuments.Document(fileName: screen.reportFileName, hig: screen.hig) { path in
                say("figma.import.wrote", ["path": FileName.display(path), "frame": screen.name, "page": screen.pageName, "node": screen.nodeId])
            }
        }
        try ImportedDocuments.write(documents, to: out, unwritable: { say("figma.import.unwritable", ["path": $0]) })
        StandardOutput.write(say("figma.import.summary", ["count": String(screens.count), "directory": FileName.display(out)]) + "\n")
    }
}

/// Writes the `hig-screen/1` documents of an import, each announced on standard output.
enum ImportedDocuments {
    /// The largest export an import reads.
    static let inputLimit = 256 << 20

    struct Document {
        var fileName: String
        var hig: JSONValue
        /// The line that says it was written, given its path.
        var announcement: (String) -> String
    }

    static func write(_ documents: [Document], to folder: String, unwritable: (String) -> String) throws {
        do {
            try AtomicFile.makeDirectories(folder)
        } catch {
            throw CommandFailure(message: unwritable(FileName.display(folder)))
        }
        for document in documents {
            let path = SourceCollector.join(folder, document.fileName)
            var writer = JSONWriter(indent: 2, capacity: 16 * 1024)
            writer.write(document.hig)
            writer.append("\n")
            do {
                try AtomicFile.write(writer.bytes, to: path)
            } catch {
                throw CommandFailure(message: unwritable(FileName.display(path)))
            }
            StandardOutput.write(document.announcement(path) + "\n")
        }
    }
}
