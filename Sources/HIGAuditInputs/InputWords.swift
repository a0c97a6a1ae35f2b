import HIGAuditCore
import HIGAuditFigma
import HIGAuditInterfaceBuilder

/// The words of every input besides `hig-screen/1`'s: why a file could not be read, and
/// (registered by their own modules) the words of Figma exports and Interface Builder
/// documents.
package enum InputWords: ModuleWords {
    /// The name the table of file words is registered under.
    package static let tableName = "HIGAuditInputs"

    /// Registers the inputs' words. Each input also registers its own when it first reads a
    /// file, but a program that may render their messages first calls this at start.
    package static func register() {
        MessageCatalog.register(table, as: tableName)
        FigmaWords.register()
        InterfaceBuilderWords.register()
    }

    package static let table = MessageTable([.en: english, .ja: japanese])

    static let english: [String: String] = [
        "file.symbolic-link": "{path} is a symbolic link or lies inside one, and links are not followed inside a folder",
        "file.not-folder": "a part of {path} is not a folder",
        "file.outside-folder": "{path} leads outside the folder it is read in",
        "file.directory": "it is a directory",
        "file.fifo": "it is a FIFO, not a regular file",
        "file.device": "it is a device, not a regular file",
        "file.socket": "it is a socket, not a regular file",
        "file.not-regular": "it is not a regular file",
    ]

    static let japanese: [String: String] = [
        "file.symbolic-link": "{path} はシンボリックリンクか、その中にあります。フォルダの中ではリンクをたどりません",
        "file.not-folder": "{path} の途中にフォルダでないものがあります",
        "file.outside-folder": "{path} は読み込むフォルダの外を指しています",
        "file.directory": "ディレクトリです",
        "file.fifo": "FIFO であり、通常のファイルではありません",
        "file.device": "デバイスであり、通常のファイルではありません",
        "file.socket": "ソケットであり、通常のファイルではありません",
        "file.not-regular": "通常のファイルではありません",
    ]
}
