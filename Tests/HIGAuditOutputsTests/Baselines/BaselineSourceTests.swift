import HIGAuditOutputs
import Testing

/// Baselines record paths relative to the current directory, normalized
/// (`interfaces.md`, "Command line").
struct BaselineSourceTests {
    @Test(arguments: [
        ("a.json", "a.json"),
        ("./a.json", "a.json"),
        ("x/../a.json", "a.json"),
        ("x//y/./a.json", "x/y/a.json"),
        ("/work/here/a.json", "a.json"),
        ("../here/a.json", "a.json"),
        ("../../work/here/x/a.json", "x/a.json"),
        ("../there/a.json", "../there/a.json"),
        ("../here2/a.json", "../here2/a.json"),
        ("/elsewhere/a.json", "/elsewhere/a.json"),
        ("..", ".."),
        ("../here", "."),
    ])
    func normalized(path: String, expected: String) {
        #expect(Baseline.normalizedSource(path, relativeTo: "/work/here") == expected)
    }

    @Test func withoutADirectoryOnlyTheSpellingIsFolded() {
        #expect(Baseline.normalizedSource("../here/./a.json", relativeTo: nil) == "../here/a.json")
    }
}
