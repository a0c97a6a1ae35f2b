import HIGAuditCore
import HIGAuditFiles
import HIGAuditInputs
import HIGAuditInterfaceBuilder
import Logging
import NIOConcurrencyHelpers

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Watching and listing folders: what the watcher does with the file system and the kernel.
extension TreeWatcher {
    /// A screen file that is not ignored, by its path inside the root.
    func accepts(_ relative: String) -> Bool {
        ScreenFileFilter.isScreenFileName(PathText.name(of: relative)) && !isIgnored(relative)
    }

    /// A change the coordinator takes in: to a screen file, or to an app's settings file
    /// (`Info.plist`, `project.pbxproj`), an input of the Interface Builder documents it governs.
    func acceptsChange(_ relative: String) -> Bool {
        accepts(relative) || (AppAppearanceSetting.isSettingsPath(relative) && !isIgnored(relative))
    }

    /// Adds (or refreshes) the watch on an open folder; returns the descriptor or `-errno`.
    @discardableResult
    func watchOpenDirectory(_ fd: Int32, _ directory: WatchPath) -> Int32 {
        let absolute = roots[directory.root].path(of: directory.path)
        let isRoot = directory.path.isEmpty
        var mask = isRoot ? InotifyMask.rootEvents : InotifyMask.directoryEvents
        let target: String
        if watchThroughProc {
            target = "/proc/self/fd/\(fd)"
        } else {
            target = absolute
            if !isRoot { mask |= InotifyMask.dontFollow }
        }
        var firstRefusal = false
        var count = 0
        let wd = state.withLockedValue { s -> Int32 in
            guard !s.descriptorsClosed else { return -EBADF }
            let wd = addWatch(inotifyFD, target, mask, absolute)
            if wd >= 0 {
                s.watch.recordWatch(wd, for: directory)
            } else if wd == -ENOSPC {
                firstRefusal = s.watch.recordRefusal(for: directory, absolutePath: absolute)
                count = s.watch.watches.count
            }
            return wd
        }
        if firstRefusal {
            logger.error(
                "out of inotify watches: changes in some folders are not seen until a rescan (raise fs.inotify.max_user_watches)",
                metadata: ["folder": "\(FileName.display(absolute))", "watches": "\(count)"])
        } else if wd < 0, wd != -ENOSPC, wd != -ENOENT, wd != -ENOTDIR, wd != -EBADF {
            logger.warning("folder can't be watched", metadata: ["folder": "\(FileName.display(absolute))", "errno": "\(-wd)"])
        }
        return wd
    }

    /// Watches an open folder, then lists it, descending into subfolders. A folder that
    /// can't be opened or listed is recorded as unreadable (see `unreadableFolders`).
    func scan(_ fd: Int32, _ directory: WatchPath, depth: Int, into files: inout [SourceFile]) {
        watchOpenDirectory(fd, directory)
        let root = roots[directory.root]
        let entries: [DirectoryEntries.Entry]
        do throws(FileReadError) {
            entries = try DirectoryAccess.entries(of: fd, path: root.path(of: directory.path))
        } catch {
            recordUnreadable(directory, error)
            return
        }
        for entry in entries {
            let relative = WatchPaths.join(directory.path, entry.name)
            if entry.kind == .directory {
                guard depth < Self.maximumDepth else {
                    logger.warning("folder nested too deeply; not watched", metadata: ["folder": "\(FileName.display(relative))"])
                    continue
                }
                let folder = root.path(of: directory.path)
                let childPath = WatchPath(root: directory.root, path: relative)
                let child: Int32
                do throws(FileReadError) {
                    child = try NoFollowPath.openDirectory(entry.name, below: fd, directoryPath: folder)
                } catch {
                    recordUnreadable(childPath, error)
                    continue
                }
                scan(child, childPath, depth: depth + 1, into: &files)
                close(child)
            } else if accepts(relative) {
                files.append(SourceFile(root: root, relativePath: relative))
            }
        }
    }

    /// A folder that was made or moved in, watched first and listed second: the screen files
    /// in it, by path inside the root.
    func watchNewFolder(_ path: WatchPath) -> [String] {
        let root = roots[path.root].path
        guard let rootFD = try? NoFollowPath.openRoot(root) else { return [] }
        defer { close(rootFD) }
        let fd: Int32
        do throws(FileReadError) {
            fd = try NoFollowPath.openDirectory(path.path, below: rootFD, directoryPath: root)
        } catch {
            recordUnreadable(path, error)
            return []
        }
        defer { close(fd) }
        var files: [SourceFile] = []
        let depth = path.path.utf8.reduce(1) { $1 == UInt8(ascii: "/") ? $0 + 1 : $0 }
        scan(fd, path, depth: depth, into: &files)
        return files.map(\.relativePath)
    }

    /// Notes a folder that couldn't be opened or listed for want of permission (or another
    /// system error); a folder that went away or became a link meanwhile is no concern.
    private func recordUnreadable(_ directory: WatchPath, _ error: FileReadError) {
        guard case .system(let code) = error.reason else { return }
        let absolute = roots[directory.root].path(of: directory.path)
        let first = state.withLockedValue { s in
            let first = s.watch.unreadable[directory] == nil
            s.watch.recordUnreadable(directory, absolutePath: absolute)
            return first
        }
        if first {
            logger.warning(
                "folder can't be read; the screens in it are not audited until it can",
                metadata: ["folder": "\(FileName.display(absolute))", "reason": "\(String(cString: strerror(code)))"])
        }
    }

    /// Removes watches from the kernel (unless the descriptor is closed already).
    func removeWatches(_ descriptors: [Int32]) {
        state.withLockedValue { s in
            guard !s.descriptorsClosed else { return }
            for wd in descriptors { inotify_rm_watch(inotifyFD, wd) }
        }
    }

    /// Looks for roots that are gone (`all`: every one, now; otherwise those whose backoff ran out).
    func lookForMissingRoots(now: ContinuousClock.Instant, all: Bool) {
        let due = state.withLockedValue { $0.watch.rootsToLookFor(now: now, all: all) }
        for index in due {
            if let fd = try? NoFollowPath.openRoot(roots[index].path) {
                watchOpenDirectory(fd, WatchPath(root: index, path: ""))
                close(fd)
                state.withLockedValue { $0.watch.rootFound(index, now: now) }
                logger.notice("watched folder is back", metadata: ["folder": "\(FileName.display(roots[index].path))"])
            } else {
                state.withLockedValue { $0.watch.rootStillMissing(index, now: now) }
            }
        }
    }
}
