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

    /// An absolute-form target is answered like its path (RFC 9112, 3.2.2).
    @Test func anAbsoluteFormTargetIsItsPathAndQuery() {
        #expect(APIRequest.originForm("http://localhost/v1/status") == "/v1/status")
        #expect(APIRequest.originForm("HTTP://localhost/v1/screens?status=fail") == "/v1/screens?status=fail")
        #expect(APIRequest.originForm("http://localhost") == "/")
        #expect(APIRequest.originForm("http://localhost?x=1") == "/?x=1")
        #expect(APIRequest.originForm("/v1/status") == "/v1/status")
    }
}
