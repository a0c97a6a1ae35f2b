import HIGAuditCore
import HIGAuditFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// inotify event bits (`<sys/inotify.h>`), spelled out as `UInt32` once.
enum InotifyMask {
    static let modify: UInt32 = 0x0000_0002
    static let attrib: UInt32 = 0x0000_0004
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

    /// What every watched folder reports (`attrib`: a folder that couldn't be read may
    /// have been given permission).
    static let directoryEvents: UInt32 =
        closeWrite | movedTo | create | delete | movedFrom | deleteSelf | modify | attrib
        | onlyDirectory | excludeUnlinked
    /// A root also reports being moved away.
    static let rootEvents: UInt32 = directoryEvents | moveSelf
}

/// One event as read from the inotify descriptor.
struct InotifyEvent: Sendable, Equatable {
    var wd: Int32
    var mask: UInt32
    var cookie: UInt32
    /// The entry's name inside the watched folder, its bytes kept as `FileName` maps them;
    /// `nil` for events about the folder itself.
    var name: String?

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
                if !nameBytes.isEmpty { event.name = FileName.decode(nameBytes) }
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
        let wd = FileName.withCString(path) { inotify_add_watch(fd, $0, mask) }
        return wd >= 0 ? wd : -errno
    }
}

/// What is at a path, for deciding about events.
enum DirectoryAccess {
    enum Kind { case regular, directory, other, missing }

    /// What is at a path now, without following a final symbolic link.
    static func kind(_ path: String) -> Kind {
        var info = stat()
        guard PathCalls.lstat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// The folders and regular files in an open folder (no dot names, no links). The
    /// descriptor stays open.
    static func entries(of directoryFD: Int32, path: String) throws(FileReadError) -> [DirectoryEntries.Entry] {
        try DirectoryEntries.entries(open: directoryFD, path: path).filter { entry in
            !entry.name.hasPrefix(".") && entry.kind != .other
        }
    }
}
