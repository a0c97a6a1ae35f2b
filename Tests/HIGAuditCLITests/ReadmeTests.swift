import Foundation
import Testing

/// The README's sample output cannot go stale: its command is run and the block compared;
/// it stays a front door, and the Japanese pages of the guide keep up with the English ones.
struct ReadmeTests {
    @Test func sampleOutputIsWhatTheCommandPrints() async throws {
        let readme = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "```console\n$ "))
        let end = try #require(readme[start.upperBound...].range(of: "\n```"))
        var lines = readme[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
        let command = lines.removeFirst().split(separator: " ").map(String.init)
        #expect(command.first == "higaudit")
        let result = try await CommandRunner.run(CommandRunner.higaudit, Array(command.dropFirst()), directory: CommandRunner.packageRoot)
        let printed = result.stdout.split(separator: "\n")
        var position = printed.startIndex
        for line in lines where line != "…" {
            let found = printed[position...].firstIndex(of: line)
            #expect(found != nil, "not printed (or not in this order): \(line)")
            position = (found ?? position) + 1
        }
        #expect(lines.last == printed.last, "the last line of the block is the last line printed")
    }

    /// The README is a front door: at most 150 lines, the two commands first, no line of
    /// prose past about 400 characters.
    @Test func theReadmeIsAFrontDoor() throws {
        for page in ["README.md", "README.ja.md"] {
            let text = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent(page), encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count <= 150, "\(page) has \(lines.count) lines")
            #expect(Self.codeBlocks(text).first == "```sh\nscripts/start\nscripts/test\n```", "\(page): the two commands come first")
            var inCode = false
            for (number, line) in lines.enumerated() {
                if line.hasPrefix("```") { inCode.toggle() }
                #expect(inCode || line.count <= 420, "\(page):\(number + 1) runs to \(line.count) characters")
            }
        }
    }

    /// Every page of the guide links to a page that is there.
    @Test func theReadmesLinksLeadToPages() throws {
        for page in ["README.md", "README.ja.md"] {
            let text = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent(page), encoding: .utf8)
            let targets = text.matches(of: /\]\(([^)#]+)(#[^)]*)?\)/).map { String($0.output.1) }.filter { !$0.contains("://") }
            #expect(targets.count >= 10, "\(page) links to \(targets)")
            for target in targets {
                #expect(FileManager.default.fileExists(atPath: CommandRunner.packageRoot.appendingPathComponent(target).path), "\(page) links to \(target)")
            }
        }
    }

    /// Each Japanese page of the guide is its English page in Japanese: the same sections,
    /// and the same commands, output and examples.
    @Test(arguments: [
        ("README.md", "README.ja.md"), ("docs/command-line.md", "docs/ja/command-line.md"),
        ("docs/interface-builder.md", "docs/ja/interface-builder.md"), ("docs/daemon.md", "docs/ja/daemon.md"),
        ("docs/history.md", "docs/ja/history.md"), ("docs/configuration.md", "docs/ja/configuration.md"), ("docs/figma.md", "docs/ja/figma.md"),
        ("docs/choices.md", "docs/ja/choices.md"), ("CONTRIBUTING.md", "docs/ja/CONTRIBUTING.md"),
    ])
    func theJapanesePageHasTheEnglishSectionsAndCode(english: String, japanese: String) throws {
        let guide = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent(english), encoding: .utf8)
        let translated = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent(japanese), encoding: .utf8)
        #expect(Self.codeBlocks(translated) == Self.codeBlocks(guide), "the same code blocks, in the same order")
        #expect(Self.headingLevels(translated) == Self.headingLevels(guide), "the same sections")
        #expect(translated.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) })
    }

    /// The fenced code blocks of a Markdown text, fences included.
    static func codeBlocks(_ text: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                if var block = current {
                    block.append(line)
                    blocks.append(block.joined(separator: "\n"))
                    current = nil
                } else {
                    current = [line]
                }
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// The level of each Markdown heading outside code blocks, in order.
    static func headingLevels(_ text: String) -> [Int] {
        var inCode = false
        var levels: [Int] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inCode.toggle() }
            if !inCode, line.hasPrefix("#") { levels.append(line.prefix { $0 == "#" }.count) }
        }
        return levels
    }
}
