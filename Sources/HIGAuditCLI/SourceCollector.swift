import Foundation
import HIGAuditCore
import HIGAuditFiles
import HIGAuditInputs
import HIGAuditInterfaceBuilder

/// The inputs of `check`, from the paths on its command line.
enum SourceCollector {
    /// Expands the command line's paths: directories recursively (the files
    /// `ScreenFileFilter` takes for screens, in the byte order of their paths; dot folders
    /// and symbolic links skipped; a folder that can't be listed where its files would be),
    /// anything else as given. Each input is handed over as it is found, so that auditing
    /// starts while a large tree is still being walked.
    static func stream(_ arguments: [String], ignoring settings: Settings = Settings()) -> AsyncStream<CheckInput> {
        let (stream, continuation) = AsyncStream.makeStream(of: CheckInput.self)
        Task.detached {
            collect(arguments, ignoring: settings) { continuation.yield($0) }
            continuation.finish()
        }
        return stream
    }

    private static func collect(_ arguments: [String], ignoring settings: Settings, yield: (CheckInput) -> Void) {
        for argument in arguments {
            if argument == "-" {
                yield(.standardInput)
                continue
            }
            var info = stat()
            if PathCalls.stat(argument, &info) == 0, FileKind(mode: info.st_mode) == .directory {
                walk(directory: argument, settings: settings, yield: yield)
            } else {
                yield(CheckInput(path: argument, source: argument, root: rootForFile(argument)))
            }
        }
    }

    /// A folder's entry the walk goes on to: a screen file, or a folder to enter.
    private struct Child {
        /// The name's bytes, a folder's followed by `/`: siblings in this order are in the
        /// byte order of the paths below them.
        var key: [UInt8]
        var relative: String
        var isFolder: Bool
    }

    private static func walk(directory: String, settings: Settings, yield: (CheckInput) -> Void) {
        let root: Int32
        do throws(FileReadError) {
            root = try NoFollowPath.openRoot(directory)
        } catch {
            yield(CheckInput(path: directory, source: directory, root: directory, folderError: error))
            return
        }
        defer { close(root) }
        let walked = SourceRoot(path: directory, name: directory)
        // The children of each folder entered and not yet finished, last first.
        var stack: [[Child]] = []
        func enter(_ relative: String) {
            let entries: [DirectoryEntries.Entry]
            do throws(FileReadError) {
                let folder = try NoFollowPath.openDirectory(relative, below: root, directoryPath: directory)
                defer { close(folder) }
                entries = try DirectoryEntries.entries(open: folder, path: relative.isEmpty ? directory : join(directory, relative))
            } catch {
                // A folder that went away or became a link since it was listed is no concern.
                if case .system = error.reason {
                    let path = relative.isEmpty ? directory : join(directory, relative)
                    yield(CheckInput(path: path, source: path, root: directory, folderError: error))
                }
                return
            }
            var children: [Child] = []
            for entry in entries {
                let childRelative = relative.isEmpty ? entry.name : relative + "/" + entry.name
                switch entry.kind {
                case .directory:
                    if ScreenFileFilter.isWalkedFolderName(entry.name), !settings.isIgnored(childRelative) {
                        children.append(Child(key: FileName.bytes(entry.name) + [UInt8(ascii: "/")], relative: childRelative, isFolder: true))
                    }
                case .regular:
                    if ScreenFileFilter.isScreenFileName(entry.name), !settings.isIgnored(childRelative) {
                        children.append(Child(key: FileName.bytes(entry.name), relative: childRelative, isFolder: false))
                    }
                case .other:
                    continue
                }
            }
            stack.append(children.sorted { $1.key.lexicographicallyPrecedes($0.key) })
        }
        enter("")
        while !stack.isEmpty {
            guard let child = stack[stack.count - 1].popLast() else {
                stack.removeLast()
                continue
            }
            if child.isFolder {
                enter(child.relative)
            } else {
                yield(CheckInput(found: SourceFile(root: walked, relativePath: child.relative)))
            }
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
