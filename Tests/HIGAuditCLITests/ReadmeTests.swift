import Foundation
import Testing

/// The README's sample output cannot go stale: its command is run and the block compared.
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
}
