import Foundation
import HIGAuditCore
import HIGAuditFiles

/// The colorsets of the asset catalogs in a tree, found as `interface-builder.md` says:
/// walking up from a document's folder, each level's whole subtree searched, the nearest
/// level with a match first, then the lexicographically smallest path; never above the
/// first folder that holds `.git`, an `*.xcodeproj`, an `*.xcworkspace` or `Package.swift`,
/// nor above the root being audited. Safe to share between threads.
package final class AssetCatalogs: @unchecked Sendable {
    /// The folder walks never go above (absolute, without a trailing `/`).
    package let root: String
    private let lock = NSLock()
    /// Held while a whole subtree is walked, so that threads asking at once walk it once.
    private let walkLock = NSLock()
    /// Colorsets under each folder a walk stopped at: full name → colorset folders.
    private var indexes: [String: [String: [String]]] = [:]
    private var contents: [String: AppearanceColor] = [:]
    private var stopLevels: [String: String] = [:]
    /// `Info.plist` files under each folder a walk stopped at.
    private var infoPlists: [String: [String]] = [:]
    /// What each app settings file read says (`AppAppearanceSetting`); nil inside: it says nothing.
    private var settings: [String: Set<Appearance>?] = [:]
    /// What `appAppearances(fromDirectory:)` found for each folder.
    private var appAppearancesByFolder: [String: Set<Appearance>?] = [:]
    /// Whether each folder holds a project marker.
    private var markers: [String: Bool] = [:]
    /// Bumped by `invalidate()`: what was read before it is not kept after it.
    private var generation = 0

    /// The most folders one index walks: a tree larger than this is searched only so far.
    static let folderLimit = 200_000

    package init(root: String) {
        self.root = PathText.absolute(root)
    }

    /// Forgets everything read (after a change in the tree).
    package func invalidate() {
        lock.withLock {
            indexes = [:]
            contents = [:]
            stopLevels = [:]
            infoPlists = [:]
            settings = [:]
            appAppearancesByFolder = [:]
            markers = [:]
            generation += 1
        }
    }

    /// The colorset `name` as seen from a document in `directory`; nil when none is found.
    func color(named name: String, fromDirectory directory: String) -> AppearanceColor? {
        color(named: name, fromAbsoluteDirectory: PathText.absolute(directory))
    }

    /// `color(named:fromDirectory:)` from a folder already made absolute (`PathText.absolute`).
    func color(named name: String, fromAbsoluteDirectory start: String) -> AppearanceColor? {
        let stop = stopLevel(from: start)
        let index = self.index(of: stop)
        guard let candidates = index[name], !candidates.isEmpty else { return nil }
        var level = start
        while true {
            let prefix = level == "/" ? "/" : level + "/"
            let matches = candidates.filter { $0.hasPrefix(prefix) }
            if let nearest = matches.min(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) { return colorset(at: nearest) }
            if level == stop || level == "/" { return nil }
            level = PathText.parent(of: level)
        }
    }

    /// The appearances the app of a document in `directory` has, as its settings say: the
    /// nearest `Info.plist` (found by the colorsets' walk: each level's subtree searched,
    /// the nearest level first, then the lexicographically smallest path) with
    /// `UIUserInterfaceStyle`, else, where the walk stops at an `*.xcodeproj`, its
    /// `project.pbxproj`; nil when neither says, and the app has both.
    package func appAppearances(fromDirectory directory: String) -> Set<Appearance>? {
        let start = PathText.absolute(directory)
        return remembered(\.appAppearancesByFolder, start) { findAppAppearances(from: start) }
    }

    private func findAppAppearances(from start: String) -> Set<Appearance>? {
        let stop = stopLevel(from: start)
        let candidates = infoPlistPaths(under: stop)
        var level = start
        while !candidates.isEmpty {
            let prefix = level == "/" ? "/" : level + "/"
            if let nearest = candidates.filter({ $0.hasPrefix(prefix) }).min(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
                if let said = setting(of: nearest, AppAppearanceSetting.fromInfoPlist) { return said }
                break
            }
            if level == stop || level == "/" { break }
            level = PathText.parent(of: level)
        }
        let projects = entries(of: stop).filter { $0.kind == .directory && $0.name.hasSuffix(".xcodeproj") }.map(\.name).sorted()
        for project in projects {
            let file = (stop == "/" ? "/" : stop + "/") + project + "/project.pbxproj"
            if let said = setting(of: file, AppAppearanceSetting.fromProject) { return said }
        }
        return nil
    }

    /// What the settings file at `path` says, read once (below the root, no link followed).
    private func setting(of path: String, _ read: ([UInt8]) -> Set<Appearance>?) -> Set<Appearance>? {
        remembered(\.settings, path) {
            let folder = PathText.parent(of: path)
            let (base, relative) = below(folder)
            let name = String(PathText.name(of: path))
            let bytes = try? BoundedFile.read(relative.isEmpty ? name : relative + "/" + name, below: base, limit: 8 << 20)
            return bytes.flatMap(read)
        }
    }

    /// The value `table` holds for `key`, else what `make` returns, kept unless the catalogs
    /// were invalidated meanwhile.
    private func remembered<Value>(_ table: ReferenceWritableKeyPath<AssetCatalogs, [String: Value]>, _ key: String, make: () -> Value) -> Value {
        let (known, started) = lock.withLock { (self[keyPath: table][key], generation) }
        if let known { return known }
        let made = make()
        lock.withLock { if generation == started { self[keyPath: table][key] = made } }
        return made
    }

    /// `remembered`, walking with `walkLock` held: threads that ask at once wait for one walk.
    private func walked<Value>(_ table: ReferenceWritableKeyPath<AssetCatalogs, [String: Value]>, _ key: String, walk: () -> Value) -> Value {
        if let known = lock.withLock({ self[keyPath: table][key] }) { return known }
        return walkLock.withLock { remembered(table, key, make: walk) }
    }

    /// Every `Info.plist` below `folder`, not inside hidden folders, asset catalogs or Xcode
    /// projects and workspaces.
    private func infoPlistPaths(under folder: String) -> [String] {
        walked(\.infoPlists, folder) { findInfoPlists(under: folder) }
    }

    private func findInfoPlists(under folder: String) -> [String] {
        var found: [String] = []
        var pending = [folder]
        var visited = 0
        while let path = pending.popLast(), visited < Self.folderLimit {
            visited += 1
            for entry in entries(of: path) where !entry.name.hasPrefix(".") {
                let child = path == "/" ? "/" + entry.name : path + "/" + entry.name
                if entry.kind == .directory {
                    let skipped = [".xcassets", ".xcodeproj", ".xcworkspace"].contains { entry.name.hasSuffix($0) }
                    if !skipped { pending.append(child) }
                } else if entry.name == "Info.plist" {
                    found.append(child)
                }
            }
        }
        return found
    }

    /// Where a walk from `start` stops: the first folder with a project marker, the root,
    /// or `start` itself when it is not inside the root.
    func stopLevel(from start: String) -> String {
        remembered(\.stopLevels, start) { findStopLevel(from: start) }
    }

    private func findStopLevel(from start: String) -> String {
        var level = start
        var stop = start
        let insideRoot = PathText.isInside(start, root)
        if insideRoot {
            while true {
                if level == root || holdsProjectMarker(level) {
                    stop = level
                    break
                }
                level = PathText.parent(of: level)
            }
        }
        return stop
    }

    func holdsProjectMarker(_ folder: String) -> Bool {
        remembered(\.markers, folder) {
            entries(of: folder).contains { entry in
                entry.name == ".git" || entry.name == "Package.swift"
                    || (entry.kind == .directory && (entry.name.hasSuffix(".xcodeproj") || entry.name.hasSuffix(".xcworkspace")))
            }
        }
    }

    private func index(of folder: String) -> [String: [String]] {
        walked(\.indexes, folder) { buildIndex(of: folder) }
    }

    private func colorset(at folder: String) -> AppearanceColor {
        remembered(\.contents, folder) { contentsJSON(of: folder, limit: 1 << 20).map(Colorset.color(fromContents:)) ?? .unknown }
    }

    /// Asset kinds other than colors, whose folders hold no colorset: not entered. Any other
    /// folder in a catalog is a group, whatever its name (`Brand v2.0`).
    static let otherAssetSetSuffixes = [
        ".imageset", ".appiconset", ".iconset", ".symbolset", ".dataset", ".launchimage", ".stickerpack", ".sticker",
        ".stickersequence", ".textureset", ".cubetextureset", ".mipmapset", ".arresourcegroup", ".arreferenceimage",
        ".arreferenceobject", ".brandassets", ".imagestack", ".imagestacklayer", ".complicationset", ".spriteatlas",
        ".solidimagestack", ".solidimagestacklayer", ".gcdashboardimage", ".gcleaderboard", ".gcleaderboardset",
    ]

    static func isOtherAssetSet(_ name: String) -> Bool {
        otherAssetSetSuffixes.contains { name.hasSuffix($0) }
    }

    /// Every colorset in the catalogs below `folder`, by its full name (`Folder/Name` under
    /// a folder that provides a namespace). Hidden folders, links and the folders of other asset
    /// kinds are not entered.
    func buildIndex(of folder: String) -> [String: [String]] {
        var index: [String: [String]] = [:]
        // Folder, and the namespace prefix inside a catalog (nil outside any catalog).
        var pending: [(path: String, namespace: String?)] = [(folder, nil)]
        var visited = 0
        while let (path, namespace) = pending.popLast(), visited < Self.folderLimit {
            visited += 1
            for entry in entries(of: path) where entry.kind == .directory && !entry.name.hasPrefix(".") {
                let child = path == "/" ? "/" + entry.name : path + "/" + entry.name
                if let namespace {
                    if entry.name.hasSuffix(".colorset") {
                        index[namespace + String(entry.name.dropLast(".colorset".count)), default: []].append(child)
                    } else if !Self.isOtherAssetSet(entry.name) {
                        pending.append((child, providesNamespace(child) ? namespace + entry.name + "/" : namespace))
                    }
                } else {
                    pending.append((child, entry.name.hasSuffix(".xcassets") ? "" : nil))
                }
            }
        }
        return index
    }

    /// Whether a catalog folder's `Contents.json` says `"provides-namespace": true`.
    func providesNamespace(_ folder: String) -> Bool {
        guard let bytes = contentsJSON(of: folder, limit: 1 << 16),
            let text = String(validating: bytes, as: UTF8.self)
        else { return false }
        let compact = text.filter { !$0.isWhitespace }
        return compact.contains("\"provides-namespace\":true")
    }

    /// A folder's entries, opened below the root without following a link at any component
    /// (a folder outside the root is opened as named).
    private func entries(of folder: String) -> [DirectoryEntries.Entry] {
        let (base, relative) = below(folder)
        guard let baseDescriptor = try? NoFollowPath.openRoot(base) else { return [] }
        defer { close(baseDescriptor) }
        guard let descriptor = try? NoFollowPath.openDirectory(relative, below: baseDescriptor, directoryPath: base) else { return [] }
        defer { close(descriptor) }
        return DirectoryEntries.list(open: descriptor)
    }

    /// A catalog folder's `Contents.json`, read below the root without following a link.
    private func contentsJSON(of folder: String, limit: Int) -> [UInt8]? {
        let (base, relative) = below(folder)
        return try? BoundedFile.read(relative.isEmpty ? "Contents.json" : relative + "/Contents.json", below: base, limit: limit)
    }

    /// The folder links are followed in (the root, or `folder` itself outside the root) and
    /// the path below it.
    private func below(_ folder: String) -> (base: String, relative: String) {
        guard PathText.isInside(folder, root) else { return (folder, "") }
        return (root, String(folder.dropFirst(root == "/" ? 1 : root.count + 1)))
    }
}
