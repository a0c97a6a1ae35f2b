import Foundation
import Testing

/// The README's sample output cannot go stale: its command is run and the block compared;
/// its Japanese user guide keeps up with it.
struct ReadmeTests {
    @Test func sampleOutputIsWhatTheCommandPrints() throws {
        let readme = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "```console\n$ "))
        let end = try #require(readme[start.upperBound...].range(of: "\n```"))
        var lines = readme[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
        let command = lines.removeFirst().split(separator: " ").map(String.init)
        #expect(command.first == "higaudit")
        let result = try CommandRunner.run(CommandRunner.higaudit, Array(command.dropFirst()), directory: CommandRunner.packageRoot)
        let printed = result.stdout.split(separator: "\n")
        var position = printed.startIndex
        for line in lines where line != "…" {
            let found = printed[position...].firstIndex(of: line)
            #expect(found != nil, "not printed (or not in this order): \(line)")
            position = (found ?? position) + 1
        }
        #expect(lines.last == printed.last, "the last line of the block is the last line printed")
    }

    /// README.ja.md is the user guide of README.md (up to its choices where the spec is
    /// silent) in Japanese: the same sections, and the same commands, output and examples.
    @Test func theJapaneseGuideHasTheEnglishSectionsAndCode() throws {
        let english = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let japanese = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent("README.ja.md"), encoding: .utf8)
        let end = try #require(english.range(of: "\n## Choices where the specification is silent"), "the guide ends where the choices begin")
        let guide = String(english[..<end.lowerBound])
        #expect(Self.codeBlocks(japanese) == Self.codeBlocks(guide), "the same code blocks, in the same order")
        #expect(Self.codeBlocks(japanese).first == "```sh\nscripts/start\nscripts/test\n```", "the two commands come first")
        #expect(Self.headingLevels(japanese) == Self.headingLevels(guide), "the same sections")
        #expect(japanese.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) })
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
