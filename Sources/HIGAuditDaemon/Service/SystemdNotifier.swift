import Foundation
import HIGAuditFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The systemd notification protocol (`sd_notify(3)`), written by hand: one datagram of
/// newline-separated `KEY=VALUE` assignments sent over an `AF_UNIX` socket to the path in
/// `$NOTIFY_SOCKET`. A path starting with `@` names an abstract socket. With no
/// `$NOTIFY_SOCKET` (not started by systemd, or not `Type=notify`) every call does nothing.
package struct SystemdNotifier: Sendable {
    /// The socket address as given in `$NOTIFY_SOCKET`, or nil when notification is off.
    package let socketPath: String?
    /// Half of `$WATCHDOG_USEC` when the watchdog applies to this process.
    package let watchdogInterval: Duration?

    package init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.init(environment: environment, pid: getpid())
    }

    /// Reads the environment as if this process's id were `pid` (for tests).
    init(environment: [String: String], pid: pid_t) {
        if let path = environment["NOTIFY_SOCKET"], Self.isUsableAddress(path) {
            socketPath = path
        } else {
            socketPath = nil
        }
        watchdogInterval = Self.watchdogInterval(environment: environment, pid: pid)
    }

    /// Whether `$NOTIFY_SOCKET` names a socket to notify.
    package var isEnabled: Bool { socketPath != nil }

    /// `READY=1` with a `STATUS=` line: the service finished starting.
    package func ready(status: String) {
        _ = send("READY=1\nSTATUS=\(Self.oneLine(status))")
    }

    /// A free-form `STATUS=` line shown by `systemctl status`.
    package func status(_ text: String) {
        _ = send("STATUS=\(Self.oneLine(text))", waiting: false)
    }

    /// `RELOADING=1` with `MONOTONIC_USEC=` (the `CLOCK_MONOTONIC` time in microseconds),
    /// as systemd 253 and later expect for `Type=notify-reload`; older versions ignore the
    /// extra field. Send `ready(status:)` once the reload is done.
    package func reloading() {
        _ = send("RELOADING=1\nMONOTONIC_USEC=\(Self.monotonicMicroseconds())")
    }

    /// `STOPPING=1`: the service is shutting down.
    package func stopping() {
        _ = send("STOPPING=1")
    }

    /// `WATCHDOG=1`: keep-alive ping; send it every `watchdogInterval`.
    package func watchdog() {
        _ = send("WATCHDOG=1", waiting: false)
    }

    /// Sends one datagram of assignments such as `"READY=1\nSTATUS=Watching 3 folders"`.
    /// Returns true when the whole datagram was sent; false when notification is off or
    /// sending failed (never fatal: the daemon carries on without systemd). Without
    /// `waiting`, a datagram the socket's full queue can't take is dropped rather than
    /// waited for: a watchdog ping or a status line, soon followed by the next, must not
    /// hold a thread while the manager doesn't read.
    @discardableResult
    package func send(_ assignments: String, waiting: Bool = true) -> Bool {
        guard let socketPath, !assignments.isEmpty else { return false }
        guard var address = Self.makeAddress(socketPath) else { return false }

        #if canImport(Glibc)
            let type = Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        #else
            let type = SOCK_DGRAM
        #endif
        let fd = socket(AF_UNIX, type, 0)
        guard fd >= 0 else { return false }
        defer { close(fd) }

        let bytes = Array(assignments.utf8)
        let sent: Int = bytes.withUnsafeBytes { buffer in
            withUnsafePointer(to: &address.storage) { storage in
                storage.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                    let flags = Int32(MSG_NOSIGNAL) | (waiting ? 0 : Int32(MSG_DONTWAIT))
                    return (try? Syscall.retrying("sendto") { sendto(fd, buffer.baseAddress, buffer.count, flags, pointer, address.length) }) ?? -1
                }
            }
        }
        return sent == bytes.count
    }

    // MARK: - Helpers

    /// `CLOCK_MONOTONIC` in microseconds, as systemd reads `MONOTONIC_USEC`.
    static func monotonicMicroseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return UInt64(now.tv_sec) * 1_000_000 + UInt64(now.tv_nsec) / 1_000
    }

    /// Half of `WATCHDOG_USEC`, when it is a positive number and `WATCHDOG_PID` is unset
    /// or names `pid` (like `sd_watchdog_enabled(3)`).
    static func watchdogInterval(environment: [String: String], pid: pid_t) -> Duration? {
        guard let text = environment["WATCHDOG_USEC"], let usec = UInt64(text), usec > 0 else { return nil }
        if let pidText = environment["WATCHDOG_PID"] {
            guard let watchdogPID = pid_t(pidText), watchdogPID == pid else { return nil }
        }
        return .microseconds(Int64(clamping: usec / 2))
    }

    /// A path (`/…`) or an abstract name (`@…`) that fits `sun_path`.
    static func isUsableAddress(_ path: String) -> Bool {
        guard let first = path.first, first == "/" || first == "@" else { return false }
        guard path.utf8.count >= 2 || first == "/" else { return false }
        return makeAddress(path) != nil
    }

    struct Address {
        var storage: sockaddr_un
        var length: socklen_t
    }

    /// `sockaddr_un` for a path, or for an abstract name when the path starts with `@`
    /// (the `@` becomes the leading NUL; the length covers exactly the name, no trailing NUL).
    static func makeAddress(_ path: String) -> Address? {
        var bytes = Array(path.utf8)
        let abstract = bytes.first == UInt8(ascii: "@")
        if abstract { bytes[0] = 0 }
        guard !bytes.isEmpty, !bytes.dropFirst(abstract ? 1 : 0).contains(0) else { return nil }

        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        // A path needs room for its terminating NUL; an abstract name does not.
        guard bytes.count <= (abstract ? capacity : capacity - 1) else { return nil }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
        }
        let pathOffset = MemoryLayout<sockaddr_un>.offset(of: \.sun_path)!
        let length = pathOffset + bytes.count + (abstract ? 0 : 1)
        return Address(storage: address, length: socklen_t(length))
    }

    /// A `STATUS=` value must stay on one line: newlines would start new assignments.
    static func oneLine(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 })
    }
}
