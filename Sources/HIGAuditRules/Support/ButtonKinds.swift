import HIGAuditCore

extension ElementType {
    /// The button types of the Buttons section: plain, close, info, pop-up and pull-down.
    static let buttonKinds: Set<ElementType> = [.button, .closeButton, .infoButton, .popUpButton, .pullDownButton]
    var isButtonKind: Bool { Self.buttonKinds.contains(self) }

    var isBar: Bool { self == .toolbar || self == .navigationBar }
}

extension AuditContext {
    /// Visible elements of the button types, in paint order.
    var visibleButtonKinds: [Int] {
        visibleElements.filter { screen.elements[$0].type.isButtonKind }
    }

    /// Whether element `index` is listed in the `items` of a toolbar or navigation bar.
    func isBarItem(_ index: Int) -> Bool {
        let parent = screen.elements[index].parent
        return screen.elements[index].container == .items && parent >= 0 && screen.elements[parent].type.isBar
    }

    /// Whether element `index` lies anywhere inside a toolbar or navigation bar.
    func isInsideBar(_ index: Int) -> Bool {
        var ancestor = screen.elements[index].parent
        while ancestor >= 0 {
            if screen.elements[ancestor].type.isBar { return true }
            ancestor = screen.elements[ancestor].parent
        }
        return false
    }
}
