import Foundation
import HIGAuditCore
import HIGAuditFiles
import HIGAuditInputs
import HIGAuditInterfaceBuilder

/// The inputs of `check`, from the paths on its command line.
enum SourceCollector {
    /// Expands the command line's paths: directories recursively (the files
    /// `ScreenFileFilter` takes for screens, sorted; dot folders and symbolic links
    /// skipped), anything else as given.
    static func collect(_ arguments: [String], ignoring settings: Settings = Settings()) -> [CheckInput] {
        var result: [CheckInput] = []
        for argument in arguments {
            if argument == "-" {
                result.append(.standardInput)
                continue
            }
            var info = stat()
            if PathCalls.stat(argument, &info) == 0, FileKind(mode: info.st_mode) == .directory {
                result += walk(directory: argument, settings: settings)
            } else {
                result.append(CheckInput(path: argument, source: argument, root: rootForFile(argument)))
            }
        }
        return result
    }

    private static func walk(directory: String, settings: Settings) -> [CheckInput] {
        let root: Int32
        do throws(FileReadError) {
            root = try NoFollowPath.openRoot(directory)
        } catch {
            return [CheckInput(path: directory, source: directory, root: directory, folderError: error)]
        }
        defer { close(root) }
        var found: [String] = []
        var unreadable: [String: FileReadError] = [:]
        var pending = [""]
        while let relative = pending.popLast() {
            let entries: [DirectoryEntries.Entry]
            do throws(FileReadError) {
                let folder = try NoFollowPath.openDirectory(relative, below: root, directoryPath: directory)
                defer { close(folder) }
                entries = try DirectoryEntries.entries(open: folder, path: relative.isEmpty ? directory : join(directory, relative))
            } catch {
                // A folder that went away or became a link since it was listed is no concern.
                if case .system = error.reason {
                    found.append(relative)
                    unreadable[relative] = error
                }
                continue
            }
            for entry in entries {
                let childRelative = relative.isEmpty ? entry.name : relative + "/" + entry.name
                switch entry.kind {
                case .directory:
                    if ScreenFileFilter.isWalkedFolderName(entry.name), !settings.isIgnored(childRelative) { pending.append(childRelative) }
                case .regular:
                    if ScreenFileFilter.isScreenFileName(entry.name), !settings.isIgnored(childRelative) { found.append(childRelative) }
                case .other:
                    continue
                }
            }
        }
        // Each name's bytes once, not once per comparison.
        let ordered = found.map { (name: $0, bytes: FileName.bytes($0)) }.sorted { $0.bytes.lexicographicallyPrecedes($1.bytes) }.map(\.name)
        let walked = SourceRoot(path: directory, name: directory)
        return ordered.map {
            guard let error = unreadable[$0] else { return CheckInput(found: SourceFile(root: walked, relativePath: $0)) }
            let path = $0.isEmpty ? directory : join(directory, $0)
            return CheckInput(path: path, source: path, root: directory, folderError: error)
        }
    }

    /// The current directory when `path` lies inside it, else the file's own folder.
    static func rootForFile(_ path: String) -> String {
        let absolute = PathText.absolute(path)
        return PathText.isInside(absolute, PathText.absolute(".")) ? "." : PathText.parent(of: absolute)
    }

    static func join(_ directory: String, _ relative: String) -> String {
        directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
    }
}
