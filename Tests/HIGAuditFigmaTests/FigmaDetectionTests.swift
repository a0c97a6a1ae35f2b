import Testing

@testable import HIGAuditFigma

@Suite struct FigmaDetectionTests {
    @Test(arguments: [#""DOCUMENT""#, #"{"document":{"type":"DOCUMENT"}}"#, #"UUUU"DOCUMENT"UUU"#, #"x"DOCUMENT""#])
    func textWithTheQuotedWordIsMentioned(_ text: String) {
        #expect(FigmaImport.mentionsDocument(Array(text.utf8)))
    }

    @Test(arguments: ["", "DOCUMENT", #""DOCUMENT"#, #"DOCUMENT""#, #"{"type":"document"}"#, #""DOCUMENTS""#, "UUUUUUUUUUUU"])
    func otherTextIsNot(_ text: String) {
        #expect(!FigmaImport.mentionsDocument(Array(text.utf8)))
    }
}
