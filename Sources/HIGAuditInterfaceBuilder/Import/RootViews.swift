/// The root views of a document, each one screen (`interface-builder.md`, "Screens and
/// appearances").
struct RootView {
    var view: Int
    var objectId: String
    /// The storyboard identifier of its view controller, or the XIB's file name.
    var title: String?
    /// The storyboard view controller whose view it is.
    var controller: Int?
}

enum RootViews {
    /// In a storyboard, the view (`key="view"`) of each scene's view controller; in a XIB,
    /// each view directly under `<objects>`, placeholders excluded, and the view of each
    /// view controller there (a launch screen XIB is often made so). Views without an id
    /// are left out: nothing could point at them.
    static func find(in document: XMLDocument, fileTitle: String?) -> [RootView] {
        var result: [RootView] = []
        if let scenes = document.firstChild(of: document.root, named: "scenes") {
            for scene in document.children(of: scenes) where document.isNamed(scene, "scene") {
                guard let objects = document.firstChild(of: scene, named: "objects") else { continue }
                for controller in document.children(of: objects) {
                    guard let root = controllerView(controller, in: document, title: document.text("storyboardIdentifier", of: controller)) else { continue }
                    result.append(root)
                }
            }
        }
        if let objects = document.firstChild(of: document.root, named: "objects") {
            for object in document.children(of: objects) {
                if IBViewKinds.isView(document, object) {
                    guard let id = document.attribute("id", of: object) else { continue }
                    result.append(RootView(view: object, objectId: id, title: fileTitle, controller: nil))
                } else if let root = controllerView(object, in: document, title: fileTitle) {
                    result.append(root)
                }
            }
        }
        return result
    }

    /// The view (`key="view"`) of `controller`, if it has one with an id.
    private static func controllerView(_ controller: Int, in document: XMLDocument, title: String?) -> RootView? {
        guard
            let view = document.children(of: controller).first(where: {
                document.attribute("key", of: $0) == "view" && IBViewKinds.isView(document, $0)
            }), let id = document.attribute("id", of: view)
        else { return nil }
        return RootView(view: view, objectId: id, title: title, controller: controller)
    }
}
