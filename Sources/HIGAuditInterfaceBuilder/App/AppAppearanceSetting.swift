import Foundation
import HIGAuditCore

/// Which appearances an app has, as its settings say (`interface-builder.md`, "Which
/// appearances the app has"): `UIUserInterfaceStyle` in an `Info.plist`, or
/// `INFOPLIST_KEY_UIUserInterfaceStyle` in an Xcode project's build settings.
package enum AppAppearanceSetting {
    /// The names of the files that say it: a change to one changes the audits of the
    /// documents it governs.
    package static let fileNames: Set<String> = ["Info.plist", "project.pbxproj"]

    /// Whether `path` (any number of folders) names such a file.
    package static func isSettingsPath(_ path: String) -> Bool {
        fileNames.contains(String(path.split(separator: "/").last ?? ""))
    }

    /// The appearance a style value opts into (`Light`, `Dark`, any case); nil for
    /// `Automatic` or anything else, which keeps both.
    static func appearances(forStyle value: String) -> Set<Appearance>? {
        switch value.trimmingCharacters(in: .whitespaces).lowercased() {
        case "light": [.light]
        case "dark": [.dark]
        default: nil
        }
    }

    /// What an `Info.plist` (XML or binary) says with `UIUserInterfaceStyle`; nil when it
    /// doesn't say, or can't be read as a property list.
    package static func fromInfoPlist(_ bytes: [UInt8]) -> Set<Appearance>? {
        guard
            let list = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil) as? [String: Any],
            let style = list["UIUserInterfaceStyle"] as? String
        else { return nil }
        return appearances(forStyle: style)
    }

    /// What a `project.pbxproj` says: `INFOPLIST_KEY_UIUserInterfaceStyle = Light;` the same
    /// in every build configuration that has the key; nil when none has it or they differ.
    package static func fromProject(_ bytes: [UInt8]) -> Set<Appearance>? {
        let key = "INFOPLIST_KEY_UIUserInterfaceStyle"
        var values: Set<String> = []
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") where line.contains(key) {
            guard let equals = line.firstIndex(of: "="), line[..<equals].trimmingCharacters(in: .whitespaces) == key else { continue }
            var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value.removeLast() }
            values.insert(value.trimmingCharacters(in: CharacterSet(charactersIn: "\" ")).lowercased())
        }
        guard values.count == 1, let value = values.first else { return nil }
        return appearances(forStyle: value)
    }
}
