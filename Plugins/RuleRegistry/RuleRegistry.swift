import Foundation
import PackagePlugin

/// Generates the list of a module's rules, `RuleCatalog.registered`, from its files: a rule
/// is a file named after the rule's type, `<Area>/<Name>Rule.swift` (any folder but
/// `Support/`), which declares `<Name>Rule`, a `CatalogRule`. Adding a rule's file adds it
/// to the catalog; nothing lists the rules by hand.
///
/// The list is written here, as the build is planned, and copied into the build by a build
/// command, instead of by a tool of the package: building a tool for the plugin would build
/// it with the sanitizers of `scripts/fuzz` too, and libFuzzer's `main` would take the place
/// of the tool's. The list depends on file names only, which is what makes SwiftPM plan the
/// build (and run this) again.
@main
struct RuleRegistry: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let rules = module.sourceFiles(withSuffix: "swift").map(\.url).compactMap(Self.rule(in:)).sorted()
        let staged = context.pluginWorkDirectoryURL.appending(path: "RuleRegistry.staged")
        let output = context.pluginWorkDirectoryURL.appending(path: "RuleRegistry.swift")
        let text = Self.source(rules)
        // Written only when it changes, so that an unchanged list doesn't rebuild the module.
        if (try? String(contentsOf: staged, encoding: .utf8)) != text {
            try text.write(to: staged, atomically: true, encoding: .utf8)
        }
        return [
            .buildCommand(
                displayName: "Listing the \(rules.count) rules of \(target.name)",
                executable: URL(fileURLWithPath: "/bin/cp"),
                arguments: [staged.path, output.path],
                inputFiles: [staged],
                outputFiles: [output])
        ]
    }

    /// The type of the rule `file` holds: its name for `…Rule.swift` outside `Support/`.
    static func rule(in file: URL) -> String? {
        let name = file.deletingPathExtension().lastPathComponent
        guard name.hasSuffix("Rule"), file.deletingLastPathComponent().lastPathComponent != "Support" else { return nil }
        return name
    }

    static func source(_ rules: [String]) -> String {
        var text = """
            // The rules of this module, one for each of its files named after a rule.

            extension RuleCatalog {
                /// Every rule of the module, by type name; `all` puts them in the order they are listed.
                static let registered: [any CatalogRule] = [

            """
        for rule in rules { text += "        \(rule)(),\n" }
        text += """
                ]
            }

            """
        return text
    }
}
