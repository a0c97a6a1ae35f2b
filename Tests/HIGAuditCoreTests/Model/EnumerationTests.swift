import Testing

@testable import HIGAuditCore

@Suite struct EnumerationTests {
    @Test(arguments: ElementType.allCases)
    func ordinalIsThePositionInAllCases(_ type: ElementType) {
        #expect(ElementType.allCases.firstIndex(of: type) == type.ordinal)
    }

    @Test func controlsAreTheInteractiveTypes() {
        let controls = ElementType.allCases.filter(\.isControl)
        #expect(controls == [.button, .toggle, .closeButton, .infoButton, .popUpButton, .pullDownButton, .textField])
    }

    @Test(arguments: ["button", "BUTTON", " Button ", "navigationbar", "textField"])
    func typesMatchWithoutRegardToCase(_ spelling: String) {
        #expect(ElementType(caseInsensitive: spelling) != nil)
    }

    @Test(arguments: ["buttons", "", "nav bar", "textfield2"])
    func unknownTypesDoNotMatch(_ spelling: String) {
        #expect(ElementType(caseInsensitive: spelling) == nil)
    }
}
