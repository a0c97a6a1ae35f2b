#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The process's open-file limit: a flood of connections must hit the connection cap
/// (which makes room by closing waiting connections) before it runs the daemon out of
/// descriptors for its own files.
enum DescriptorLimit {
    /// Descriptors kept for the daemon's own files, inotify and the event loops.
    static let reserve = 256

    /// Raises the soft limit to the hard one; returns the soft limit in force.
    @discardableResult
    static func raise() -> Int {
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return 1024 }
        if limit.rlim_cur < limit.rlim_max {
            var raised = limit
            raised.rlim_cur = limit.rlim_max
            if setrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &raised) == 0 { limit = raised }
        }
        return Int(clamping: limit.rlim_cur)
    }

    /// The connection cap that leaves `reserve` descriptors free under `softLimit`.
    static func connectionCap(softLimit: Int, wanted: Int) -> Int {
        max(16, min(wanted, softLimit - reserve))
    }
}
