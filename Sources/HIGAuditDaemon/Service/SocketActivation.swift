import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// systemd socket activation (`sd_listen_fds(3)`), written by hand: when `$LISTEN_PID` is
/// this process, `$LISTEN_FDS` descriptors starting at 3 were passed in, already bound and
/// listening (for `higauditd.socket`, one `AF_UNIX` stream socket).
package enum SocketActivation {
    /// `SD_LISTEN_FDS_START`: the first passed descriptor.
    package static let firstDescriptor: Int32 = 3

    /// The passed listening descriptors (empty when none were passed to this process).
    /// Each gets `FD_CLOEXEC`, so no child process inherits them. With `unsetEnvironment`,
    /// `LISTEN_PID`, `LISTEN_FDS` and `LISTEN_FDNAMES` are removed from this process's
    /// environment so that children don't take them for their own.
    package static func listeningDescriptors(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        unsetEnvironment: Bool = true
    ) -> [Int32] {
        listeningDescriptors(environment: environment, unset: unsetEnvironment ? { _ = unsetenv($0) } : nil)
    }

    /// As above, removing each variable with `unset` (tests watch it instead of changing
    /// the environment other threads read).
    static func listeningDescriptors(environment: [String: String], unset: ((String) -> Void)?) -> [Int32] {
        let descriptors = descriptors(environment: environment, pid: getpid())
        if let unset {
            for name in ["LISTEN_PID", "LISTEN_FDS", "LISTEN_FDNAMES"] { unset(name) }
        }
        for fd in descriptors {
            let flags = fcntl(fd, F_GETFD)
            if flags >= 0, flags & FD_CLOEXEC == 0 {
                _ = fcntl(fd, F_SETFD, flags | FD_CLOEXEC)
            }
        }
        return descriptors
    }

    /// The descriptors `environment` passes to the process `pid`, without touching them:
    /// `LISTEN_PID` must be `pid` and `LISTEN_FDS` a positive count.
    static func descriptors(environment: [String: String], pid: pid_t) -> [Int32] {
        guard let pidText = environment["LISTEN_PID"], let listenPID = pid_t(pidText), listenPID == pid,
            let countText = environment["LISTEN_FDS"], let count = Int32(countText), count > 0,
            count <= Int32.max - firstDescriptor
        else { return [] }
        return Array(firstDescriptor..<(firstDescriptor + count))
    }

    /// The names from `LISTEN_FDNAMES` (colon-separated, as `FileDescriptorName=` sets
    /// them), one per passed descriptor; "unknown" where missing.
    static func names(environment: [String: String], count: Int) -> [String] {
        let given = environment["LISTEN_FDNAMES"].map { $0.split(separator: ":", omittingEmptySubsequences: false).map(String.init) } ?? []
        return (0..<count).map { $0 < given.count && !given[$0].isEmpty ? given[$0] : "unknown" }
    }
}
