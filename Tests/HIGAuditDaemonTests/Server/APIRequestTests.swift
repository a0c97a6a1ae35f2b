import Testing

@testable import HIGAuditDaemon

struct APIRequestTests {
    /// In a path `+` is itself (`a+b.json` is not `a b.json`); in a query it is a space.
    @Test func aPlusIsASpaceOnlyInAQuery() {
        #expect(APIRequest.percentDecodePath("a+b.json") == "a+b.json")
        #expect(APIRequest.percentDecodePath("a%20b.json") == "a b.json")
        #expect(APIRequest.percentDecodePath("a%2Bb.json") == "a+b.json")
        #expect(APIRequest.percentDecode("a+b") == "a b")
        #expect(APIRequest.percentDecodePath("a%2") == nil)
    }
}
