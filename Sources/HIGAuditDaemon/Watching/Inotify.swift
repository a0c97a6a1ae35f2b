#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// inotify event bits (`<sys/inotify.h>`), spelled out as `UInt32` once.
enum InotifyMask {
    static let modify: UInt32 = 0x0000_0002
    static let closeWrite: UInt32 = 0x0000_0008
    static let movedFrom: UInt32 = 0x0000_0040
    static let movedTo: UInt32 = 0x0000_0080
    static let create: UInt32 = 0x0000_0100
    static let delete: UInt32 = 0x0000_0200
    static let deleteSelf: UInt32 = 0x0000_0400
    static let moveSelf: UInt32 = 0x0000_0800
    static let unmount: UInt32 = 0x0000_2000
    static let queueOverflow: UInt32 = 0x0000_4000
    static let ignored: UInt32 = 0x0000_8000
    static let onlyDirectory: UInt32 = 0x0100_0000
    static let dontFollow: UInt32 = 0x0200_0000
    static let excludeUnlinked: UInt32 = 0x0400_0000
    static let isDirectory: UInt32 = 0x4000_0000

    /// What every watched folder reports.
    static let directoryEvents: UInt32 =
        closeWrite | movedTo | create | delete | movedFrom | deleteSelf | modify
        | onlyDirectory | excludeUnlinked
    /// A root also reports being moved away.
    static let rootEvents: UInt32 = directoryEvents | moveSelf
}

/// One event as read from the inotify descriptor.
struct InotifyEvent: Sendable, Equatable {
    var wd: Int32
    var mask: UInt32
    var cookie: UInt32
    /// The entry's name inside the watched folder; `nil` for events about the folder itself,
    /// or when the name is not valid UTF-8 (such entries are never screens).
    var name: String?
    var nameIsInvalid: Bool = false

    func has(_ bits: UInt32) -> Bool { mask & bits != 0 }

    /// Splits a buffer filled by `read(2)` into events (`struct inotify_event` plus its name).
    static func parse(_ bytes: UnsafeRawBufferPointer) -> [InotifyEvent] {
        var events: [InotifyEvent] = []
        var offset = 0
        let header = 16
        while offset + header <= bytes.count {
            let wd = bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self)
            let mask = bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
            let cookie = bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt32.self)
            let length = Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
            let nameStart = offset + header
            guard nameStart + length <= bytes.count else { break }
            var event = InotifyEvent(wd: wd, mask: mask, cookie: cookie, name: nil)
            if length > 0 {
                let raw = UnsafeRawBufferPointer(rebasing: bytes[nameStart..<(nameStart + length)])
                let nameBytes = raw.prefix(while: { $0 != 0 })
                if !nameBytes.isEmpty {
                    if let name = String(validating: nameBytes, as: UTF8.self) {
                        event.name = name
                    } else {
                        event.nameIsInvalid = true
                    }
                }
            }
            events.append(event)
            offset = nameStart + length
        }
        return events
    }
}

/// Adds a watch: `inotify_add_watch(inotifyFD, path, mask)`, returning the watch descriptor or
/// `-errno`. `directory` is the folder's real path, for messages (`path` may be `/proc/self/fd/N`).
/// Injectable so that tests can play a kernel that is out of watches.
typealias InotifyAddWatch = @Sendable (_ inotifyFD: Int32, _ path: String, _ mask: UInt32, _ directory: String) -> Int32

enum InotifySystem {
    static let addWatch: InotifyAddWatch = { fd, path, mask, _ in
        let wd = inotify_add_watch(fd, path, mask)
        return wd >= 0 ? wd : -errno
    }
}

/// Directory access that never follows a symbolic link below a root.
enum DirectoryAccess {
    static let fileTypeUnknown: UInt8 = 0
    static let fileTypeDirectory: UInt8 = 4
    static let fileTypeRegular: UInt8 = 8
    static let fileTypeLink: UInt8 = 10

    /// Opens a root folder (a root may be a symbolic link to a folder).
    static func openRoot(_ path: String) -> Int32 {
        open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    }

    /// Opens `relative` under an open root one component at a time, refusing symbolic links.
    static func openBelow(rootPath: String, relative: String) -> Int32 {
        var current = openRoot(rootPath)
        guard current >= 0, !relative.isEmpty else { return current }
        for component in relative.split(separator: "/", omittingEmptySubsequences: true) {
            let next = openat(current, String(component), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            close(current)
            guard next >= 0 else { return -1 }
            current = next
        }
        return current
    }

    struct Entry {
        var name: String
        var isDirectory: Bool
    }

    /// The folders and regular files in an open folder (no `.`/`..`, no dot names, no links,
    /// no names that are not UTF-8). The descriptor stays open.
    static func entries(of directoryFD: Int32) -> [Entry] {
        let copy = dup(directoryFD)
        guard copy >= 0 else { return [] }
        guard let stream = fdopendir(copy) else {
            close(copy)
            return []
        }
        defer { closedir(stream) }
        rewinddir(stream)
        var result: [Entry] = []
        while let entry = readdir(stream) {
            let type = entry.pointee.d_type
            let name: String? = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                let bytes = raw.prefix(while: { $0 != 0 })
                guard let first = bytes.first, first != UInt8(ascii: ".") else { return nil }
                return String(validating: bytes, as: UTF8.self)
            }
            guard let name else { continue }
            switch type {
            case fileTypeDirectory: result.append(Entry(name: name, isDirectory: true))
            case fileTypeRegular: result.append(Entry(name: name, isDirectory: false))
            case fileTypeUnknown:
                var info = stat()
                guard fstatat(directoryFD, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR: result.append(Entry(name: name, isDirectory: true))
                case S_IFREG: result.append(Entry(name: name, isDirectory: false))
                default: continue
                }
            default: continue
            }
        }
        return result
    }

    enum Kind { case regular, directory, other, missing }

    /// What is at a path now, without following a final symbolic link.
    static func kind(_ path: String) -> Kind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .directory
        default: return .other
        }
    }
}

/// Reading a screen without following symbolic links.
public enum SourceFileReadError: Error, Sendable, Equatable {
    case notFound
    case notRegularFile
    case tooLarge(limit: Int)
    case unreadable(errno: Int32)
}

extension SourceFile {
    /// Reads the file's bytes, opening every folder below the root and the file itself with
    /// `O_NOFOLLOW`: a symbolic link anywhere below the root is refused, a FIFO never blocks.
    public func readContents(limit: Int = 16 << 20) throws(SourceFileReadError) -> [UInt8] {
        let folder = relativePath.split(separator: "/", omittingEmptySubsequences: true).dropLast().joined(separator: "/")
        let directory = DirectoryAccess.openBelow(rootPath: root.path, relative: folder)
        guard directory >= 0 else { throw errno == ELOOP || errno == ENOTDIR ? .notRegularFile : .notFound }
        let name = String(WatchFileFilter.lastComponent(relativePath))
        let fd = openat(directory, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        let openError = errno
        close(directory)
        guard fd >= 0 else {
            switch openError {
            case ENOENT: throw .notFound
            case ELOOP: throw .notRegularFile
            default: throw .unreadable(errno: openError)
            }
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .unreadable(errno: errno) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .notRegularFile }
        guard Int(info.st_size) <= limit else { throw .tooLarge(limit: limit) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(errno: errno)
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > limit { throw .tooLarge(limit: limit) }
        }
        return bytes
    }
}
