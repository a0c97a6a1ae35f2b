import Testing

@testable import HIGAuditOutputs

@Suite struct DialogSketchTests {
    @Test func messagesWrapAtSpacesAndAreCutWithAnEllipsis() {
        #expect(
            DialogSketch.lines(of: "The album and its photos will be removed", columns: 16, limit: 4) == ["The album and", "its photos will", "be removed"])
        #expect(DialogSketch.lines(of: "One two three four five six", columns: 9, limit: 2) == ["One two", "three…"])
        #expect(DialogSketch.lines(of: "Short", columns: 36, limit: 4) == ["Short"])
        #expect(DialogSketch.lines(of: "First line\nSecond", columns: 36, limit: 4) == ["First line", "Second"])
    }

    @Test func wordsLongerThanALineAndWideScriptsBreakBetweenCharacters() {
        #expect(DialogSketch.lines(of: "abcdefghij", columns: 4, limit: 4) == ["abcd", "efgh", "ij"])
        // A character of a wide script takes two columns: three to a line of six.
        #expect(DialogSketch.lines(of: "写真を削除しますか", columns: 6, limit: 4) == ["写真を", "削除し", "ますか"])
    }
}
