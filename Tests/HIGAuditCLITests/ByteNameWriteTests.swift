import Foundation
import Testing

/// What `higaudit` writes lands in folders named with bytes that are not UTF-8, and a
/// write that fails names its file.
struct ByteNameWriteTests {
    /// Whether the raw bytes `path`, relative to `folder`, name a regular file.
    static func isFile(_ path: [UInt8], in folder: URL) -> Bool {
        let full = Array(folder.path.utf8) + [UInt8(ascii: "/")] + path + [0]
        var info = stat()
        let found = full.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { stat($0.baseAddress!, &info) } }
        return found == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    @Test func pagesAreWrittenIntoAFolderNamedWithSuchAByte() async throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try ByteNameTests.write(ByteNameTests.screen, named: Array("a.json".utf8), in: folder)
        let result = try await ByteNameTests.higaudit(in: folder, #"check --format html --output "$(printf 'out\351')/pages" a.json"#)
        let pages = Array("out".utf8) + [0xE9] + Array("/pages/".utf8)
        #expect(Self.isFile(pages + Array("index.html".utf8), in: folder), "\(result.stdout) \(result.stderr)")
        #expect(Self.isFile(pages + Array("screens/a.html".utf8), in: folder), "\(result.stdout) \(result.stderr)")
    }

    @Test func aBaselineThatCannotBeWrittenIsNamedInEitherLanguage() async throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try ByteNameTests.write(ByteNameTests.screen, named: Array("a.json".utf8), in: folder)
        let english = try await ByteNameTests.higaudit(in: folder, #"check --write-baseline "$(printf 'gone\351')/base.json" a.json"#)
        #expect(english.stderr.contains(#"The baseline gone\xE9/base.json can't be written: No such file or directory."#), "\(english.stderr)")
        let japanese = try await ByteNameTests.higaudit(in: folder, #"check --lang ja --write-baseline "$(printf 'gone\351')/base.json" a.json"#)
        #expect(japanese.stderr.contains(#"ベースライン gone\xE9/base.json に書き込めません"#), "\(japanese.stderr)")
        #expect(english.status != 0 && japanese.status != 0)
    }

    @Test func aBaselineNamedWithoutAFolderIsWrittenInTheCurrentOne() async throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try ByteNameTests.write(ByteNameTests.screen, named: Array("a.json".utf8), in: folder)
        _ = try await ByteNameTests.higaudit(in: folder, #"check --write-baseline "$(printf 'base\351.json')" a.json"#)
        #expect(Self.isFile(Array("base".utf8) + [0xE9] + Array(".json".utf8), in: folder))
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".higaudit-tmp-") }
        #expect(left.isEmpty)
    }

    @Test func aFigmaImportMakesAnOutputFolderNamedWithSuchAByte() async throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let export = "'" + FigmaCheckTests.files[0] + "'"
        let result = try await ByteNameTests.higaudit(in: folder, #"import figma "# + export + #" --out "$(printf 'new\351')/out""#)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.isFile(Array("new".utf8) + [0xE9] + Array("/out/25-0.json".utf8), in: folder))
        #expect(result.stdout.contains(#"new\xE9/out"#), "\(result.stdout)")
    }
}
