import Foundation

/// A PostgreSQL server of the tests' own: made with `initdb` in a temporary folder,
/// listening on a Unix socket there (and on the loopback if asked), trusted connections, run as
/// `nobody` when the tests run as root (PostgreSQL refuses root). The process's shared
/// one is started when first asked for and stopped when the process exits, each test
/// taking a database of its own from it; a test that stops its server makes its own.
public final class PostgresTestServer: Sendable {
    /// The folder holding the data and the socket.
    public let folder: String
    public let binaries: String
    public static let user = "higaudit"

    /// The process's server, started on first use.
    public static func shared() throws -> PostgresTestServer {
        try started.get()
    }

    private static let started: Result<PostgresTestServer, any Error> = Result {
        let server = try PostgresTestServer()
        atexit { try? PostgresTestServer.started.get().remove() }
        return server
    }

    /// A server of the caller's own, to stop and start at will; `remove` it at the end.
    /// With `tcp`, it listens on a free port of the loopback too (`tcpURL`).
    public static func makeOwn(tcp: Bool = false) throws -> PostgresTestServer {
        try PostgresTestServer(port: tcp ? try freeLoopbackPort() : nil)
    }

    /// The TCP port on 127.0.0.1 it listens on besides its socket; nil for the socket only.
    public let port: Int?

    /// A port of the loopback nobody listens on now (the kernel's pick).
    private static func freeLoopbackPort() throws -> Int {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure("no socket for a free port") }
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0 }
        }
        guard bound else { throw Failure("no free port on the loopback") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Stops the server and deletes its folder.
    public func remove() {
        try? stop()
        try? FileManager.default.removeItem(atPath: folder)
    }

    private init(port: Int? = nil) throws {
        self.port = port
        guard let binaries = Self.findBinaries() else {
            throw Failure("PostgreSQL's server is not installed (no /usr/lib/postgresql/*/bin/initdb): scripts/setup --tests installs it")
        }
        self.binaries = binaries
        folder = try Self.makeFolder()
        try run(binaries + "/initdb", ["-D", folder + "/data", "-U", Self.user, "-A", "trust", "-E", "UTF8", "--no-locale", "--no-sync"])
        try start()
    }

    /// A fresh, empty database; its name.
    public func makeDatabase() throws -> String {
        let name = "t_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
        try run(
            binaries + "/psql",
            ["-h", folder] + portArguments + ["-U", Self.user, "-d", "postgres", "-v", "ON_ERROR_STOP=1", "-q", "-c", "CREATE DATABASE \(name)"])
        return name
    }

    /// The URL a daemon's `history.url` takes for `database`.
    public func url(database: String) -> String {
        "postgres://\(Self.user)@/\(database)?host=\(folder)" + (port.map { "&port=\($0)" } ?? "")
    }

    /// `-p PORT` for psql when the server listens on a port of its own (its socket's name
    /// carries the port).
    private var portArguments: [String] { port.map { ["-p", String($0)] } ?? [] }

    /// As `url`, over TCP on the loopback (a server made with `tcp`).
    public func tcpURL(database: String) -> String? {
        port.map { "postgres://\(Self.user)@127.0.0.1:\($0)/\(database)?sslmode=disable" }
    }

    /// Starts the server (again), waiting until it takes connections.
    public func start() throws {
        try run(
            binaries + "/pg_ctl",
            [
                "-D", folder + "/data", "-l", folder + "/log", "-w", "-t", "60", "-o",
                "-k \(folder) -c listen_addresses='\(port == nil ? "" : "127.0.0.1")'\(port.map { " -p \($0)" } ?? "") -c fsync=off -c max_connections=200",
                "start",
            ])
    }

    /// Stops the server at once (its connections are cut, as by a crash of the host).
    public func stop() throws {
        try run(binaries + "/pg_ctl", ["-D", folder + "/data", "-m", "immediate", "-w", "-t", "60", "stop"])
    }

    /// Whether the server is running.
    public var isRunning: Bool {
        (try? run(binaries + "/pg_ctl", ["-D", folder + "/data", "status"])) != nil
    }

    /// Runs a statement with psql on `database`; its output, unaligned, tuples only.
    public func psql(_ database: String, _ sql: String) throws -> String {
        try run(binaries + "/psql", ["-h", folder] + portArguments + ["-U", Self.user, "-d", database, "-v", "ON_ERROR_STOP=1", "-A", "-t", "-q", "-c", sql])
    }

    // MARK: - Processes

    /// Runs `tool` to its end with `posix_spawn` and `waitpid`, its output in a file.
    ///
    /// Foundation's `Process` learns that a child ended when the child's end of a socket pair
    /// closes; a server started while another test starts a process can inherit that end
    /// and hold it for as long as it runs, so the child closes every descriptor it
    /// inherited beyond the standard three before it runs the tool (through bash, as
    /// `posix_spawn_file_actions_addclosefrom_np` is out of Swift's reach), and this
    /// process waits with `waitpid`, not with `Process`.
    @discardableResult
    private func run(_ tool: String, _ arguments: [String]) throws -> String {
        var command = [tool] + arguments
        if geteuid() == 0 {
            command = ["/usr/bin/setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups", "--"] + command
        }
        // From `/`: the tools run as `nobody` can't enter the tests' folder when it is private
        // (a clone in `mktemp -d`), and psql says so in the output it returns.
        let closingInherited = #"cd / || exit 1; for fd in /proc/$$/fd/*; do fd=${fd##*/}; [ "$fd" -gt 2 ] && eval "exec $fd>&-"; done; exec "$@""#
        command = ["/bin/bash", "-c", closingInherited, "bash"] + command
        let executable = "/bin/bash"
        let outputPath = NSTemporaryDirectory() + "higaudit-pg-output-" + UUID().uuidString
        defer { unlink(outputPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv = command.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw Failure("can't start \(executable): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let text = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        let exited = status & 0x7f == 0
        let code = (status >> 8) & 0xff
        guard exited && code == 0 else {
            let how = exited ? "exit status \(code)" : "signal \(status & 0x7f)"
            throw Failure("\((tool as NSString).lastPathComponent) \(arguments.joined(separator: " ")) failed (\(how)): \(text)")
        }
        return text
    }

    private static func findBinaries() -> String? {
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? []
        return versions.sorted { (Int($0) ?? 0) > (Int($1) ?? 0) }
            .map { "/usr/lib/postgresql/\($0)/bin" }
            .first { FileManager.default.isExecutableFile(atPath: $0 + "/initdb") }
    }

    private static func makeFolder() throws -> String {
        var template = Array("/tmp/higaudit-pg-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw Failure("can't make a folder for PostgreSQL: errno \(errno)") }
        let folder = String(cString: made)
        if geteuid() == 0 {
            guard let nobody = getpwnam("nobody") else { throw Failure("no user nobody to run PostgreSQL as") }
            chown(folder, nobody.pointee.pw_uid, nobody.pointee.pw_gid)
        }
        chmod(folder, 0o700)
        return folder
    }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
        init(_ description: String) { self.description = description }
    }
}
