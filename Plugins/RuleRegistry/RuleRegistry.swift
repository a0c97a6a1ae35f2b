import Foundation
import PackagePlugin

/// Generates the registry of a module's rules (`RuleCatalog.registered`) from its sources,
/// so that a rule is in the catalog by being declared: a type conforming to `CatalogRule`
/// in any of the module's files.
@main
struct RuleRegistry: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let sources = module.sourceFiles(withSuffix: "swift").map(\.url)
        let output = context.pluginWorkDirectoryURL.appending(path: "RuleRegistry.swift")
        return [
            .buildCommand(
                displayName: "Listing the rules of \(target.name)",
                executable: try context.tool(named: "RuleRegistryGenerator").url,
                arguments: [output.path] + sources.map(\.path),
                inputFiles: sources,
                outputFiles: [output]),
        ]
    }
}
