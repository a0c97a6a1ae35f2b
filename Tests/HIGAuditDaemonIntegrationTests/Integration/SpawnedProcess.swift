import Foundation

/// A child started with posix_spawn, for programs that exec another in their place.
struct SpawnedProcess {
    let pid: pid_t

    static func spawn(_ path: String, _ arguments: [String]) throws -> SpawnedProcess {
        var pid: pid_t = 0
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { throw DaemonTestError.requestFailed(path) }
        return SpawnedProcess(pid: pid)
    }

    func kill(_ signal: Int32) { _ = Glibc.kill(pid, signal) }

    /// The exit status, or nil if it is still running after `seconds`.
    func waitForExit(seconds: Double) async -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        var status: Int32 = 0
        while Date() < deadline {
            if waitpid(pid, &status, WNOHANG) == pid { return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : -1 }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return nil
    }
}
