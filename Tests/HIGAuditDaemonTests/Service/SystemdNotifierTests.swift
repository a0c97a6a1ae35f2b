import Foundation
import Testing

@testable import HIGAuditDaemon

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A datagram socket standing in for systemd's notification socket.
private final class NotifyListener {
    let fd: Int32
    /// The value to put in `$NOTIFY_SOCKET`.
    let address: String
    private let directory: String?

    /// Binds to `notify` inside a fresh temporary folder.
    init(path: Void = ()) throws {
        let template = FileManager.default.temporaryDirectory.appendingPathComponent("higaudit-notify-XXXXXX").path
        var buffer = Array(template.utf8CString)
        guard let made = mkdtemp(&buffer) else { throw ListenerError.setup("mkdtemp", errno) }
        let directory = String(cString: made)
        self.directory = directory
        address = directory + "/notify"
        fd = try Self.bind(address)
    }

    /// Binds to a unique abstract name; `address` starts with `@`.
    init(abstract: Void) throws {
        directory = nil
        address = "@higaudit-test-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        fd = try Self.bind(address)
    }

    private static func bind(_ address: String) throws -> Int32 {
        let fd = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw ListenerError.setup("socket", errno) }
        guard var sockaddress = SystemdNotifier.makeAddress(address) else {
            close(fd)
            throw ListenerError.setup("address", EINVAL)
        }
        let result = withUnsafePointer(to: &sockaddress.storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.bind(fd, $0, sockaddress.length) }
        }
        guard result == 0 else {
            let error = errno
            close(fd)
            throw ListenerError.setup("bind", error)
        }
        return fd
    }

    /// The next datagram, waiting up to a second; nil when none arrives.
    func receive() -> String? {
        var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, 1_000) == 1 else { return nil }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = recv(fd, &buffer, buffer.count, Int32(MSG_DONTWAIT))
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count], as: UTF8.self)
    }

    /// Whether a datagram is waiting (without waiting for one).
    var hasPending: Bool {
        var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&poller, 1, 0) == 1
    }

    deinit {
        close(fd)
        if let directory {
            unlink(address)
            rmdir(directory)
        }
    }

    enum ListenerError: Error {
        case setup(String, Int32)
    }
}

private func monotonicNow() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return UInt64(now.tv_sec) * 1_000_000 + UInt64(now.tv_nsec) / 1_000
}

@Suite struct SystemdNotifierTests {
    @Test func sendsReadyWithStatusToPathSocket() throws {
        let listener = try NotifyListener()
        let notifier = SystemdNotifier(environment: ["NOTIFY_SOCKET": listener.address])
        #expect(notifier.isEnabled)
        notifier.ready(status: "Watching 1 folder: 3 screens, 1 failing")
        #expect(listener.receive() == "READY=1\nSTATUS=Watching 1 folder: 3 screens, 1 failing")
    }

    @Test func sendsToAbstractSocket() throws {
        let listener = try NotifyListener(abstract: ())
        let notifier = SystemdNotifier(environment: ["NOTIFY_SOCKET": listener.address])
        #expect(notifier.isEnabled)
        notifier.ready(status: "idle")
        #expect(listener.receive() == "READY=1\nSTATUS=idle")
        notifier.watchdog()
        #expect(listener.receive() == "WATCHDOG=1")
    }

    @Test func sendsEachMessageAsOneDatagram() throws {
        let listener = try NotifyListener()
        let notifier = SystemdNotifier(environment: ["NOTIFY_SOCKET": listener.address])
        notifier.status("Auditing 12 screens")
        notifier.stopping()
        notifier.watchdog()
        #expect(listener.receive() == "STATUS=Auditing 12 screens")
        #expect(listener.receive() == "STOPPING=1")
        #expect(listener.receive() == "WATCHDOG=1")
        #expect(!listener.hasPending)
    }

    @Test func statusStaysOnOneLine() throws {
        let listener = try NotifyListener()
        let notifier = SystemdNotifier(environment: ["NOTIFY_SOCKET": listener.address])
        notifier.status("degraded:\nREADY=1")
        #expect(listener.receive() == "STATUS=degraded: READY=1")
    }

    @Test func reloadingCarriesMonotonicTime() throws {
        let listener = try NotifyListener()
        let notifier = SystemdNotifier(environment: ["NOTIFY_SOCKET": listener.address])
        let before = monotonicNow()
        notifier.reloading()
        let after = monotonicNow()
        let message = try #require(listener.receive())
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2)
        #expect(lines.first == "RELOADING=1")
        let last = try #require(lines.last)
        #expect(last.hasPrefix("MONOTONIC_USEC="))
        let stamp = try #require(UInt64(last.dropFirst("MONOTONIC_USEC=".count)))
        #expect(stamp >= before && stamp <= after)
    }

    @Test func sendReturnsWhetherTheDatagramWent() throws {
        let listener = try NotifyListener()
        let notifier = SystemdNotifier(environment: ["NOTIFY_SOCKET": listener.address])
        #expect(notifier.send("READY=1\nSTATUS=custom"))
        #expect(listener.receive() == "READY=1\nSTATUS=custom")

        let nobody = SystemdNotifier(environment: ["NOTIFY_SOCKET": listener.address + "-missing"])
        #expect(nobody.isEnabled)
        #expect(!nobody.send("READY=1"))
    }

    @Test func disabledWithoutUsableNotifySocket() {
        for environment in [
            [:], ["NOTIFY_SOCKET": ""], ["NOTIFY_SOCKET": "relative/path"], ["NOTIFY_SOCKET": "@"],
            ["NOTIFY_SOCKET": "/" + String(repeating: "x", count: 200)],
        ] as [[String: String]] {
            let notifier = SystemdNotifier(environment: environment)
            #expect(!notifier.isEnabled, "\(environment)")
            #expect(!notifier.send("READY=1"))
            notifier.ready(status: "ignored")
            notifier.reloading()
            notifier.stopping()
            notifier.watchdog()
        }
    }

    @Test func addressLengthCoversTheNameOnly() throws {
        let path = try #require(SystemdNotifier.makeAddress("/run/systemd/notify"))
        let offset = MemoryLayout<sockaddr_un>.offset(of: \.sun_path)!
        #expect(Int(path.length) == offset + "/run/systemd/notify".utf8.count + 1)
        let abstract = try #require(SystemdNotifier.makeAddress("@name"))
        #expect(Int(abstract.length) == offset + 5)
        let first = withUnsafeBytes(of: abstract.storage.sun_path) { $0[0] }
        #expect(first == 0)
    }

    @Test func watchdogIntervalIsHalfOfWatchdogUsec() {
        let me = getpid()
        #expect(SystemdNotifier(environment: ["WATCHDOG_USEC": "30000000"]).watchdogInterval == .seconds(15))
        #expect(SystemdNotifier(environment: ["WATCHDOG_USEC": "30000000", "WATCHDOG_PID": "\(me)"]).watchdogInterval == .seconds(15))
        #expect(SystemdNotifier(environment: ["WATCHDOG_USEC": "1001"]).watchdogInterval == .microseconds(500))
        #expect(SystemdNotifier(environment: ["WATCHDOG_USEC": "30000000", "WATCHDOG_PID": "\(me + 1)"]).watchdogInterval == nil)
        #expect(SystemdNotifier(environment: ["WATCHDOG_USEC": "30000000", "WATCHDOG_PID": "x"]).watchdogInterval == nil)
        #expect(SystemdNotifier(environment: ["WATCHDOG_USEC": "0"]).watchdogInterval == nil)
        #expect(SystemdNotifier(environment: ["WATCHDOG_USEC": "-5"]).watchdogInterval == nil)
        #expect(SystemdNotifier(environment: ["WATCHDOG_USEC": "soon"]).watchdogInterval == nil)
        #expect(SystemdNotifier(environment: [:]).watchdogInterval == nil)
        #expect(SystemdNotifier(environment: ["WATCHDOG_USEC": "4000000", "WATCHDOG_PID": "42"], pid: 42).watchdogInterval == .seconds(2))
    }
}
