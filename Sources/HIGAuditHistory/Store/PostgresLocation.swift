import Foundation

/// Where a PostgreSQL history lives, read from a `postgres://` URL as libpq reads one:
/// `postgres://USER:PASSWORD@HOST:PORT/DATABASE?sslmode=MODE`, or a Unix socket given by
/// its folder, `postgres://USER@/DATABASE?host=/run/postgresql` (or the folder
/// percent-encoded as the host). The user defaults to the process's, the database to the
/// user, the port to 5432.
public struct PostgresLocation: Sendable, Hashable {
    public enum Endpoint: Sendable, Hashable {
        case tcp(host: String, port: Int)
        /// The socket file: `FOLDER/.s.PGSQL.PORT`.
        case socket(path: String)
    }

    /// libpq's `sslmode`, as far as it goes here.
    public enum TLSMode: String, Sendable, Hashable {
        /// Never TLS.
        case disable
        /// TLS when the server offers it, the certificate unchecked (libpq's default).
        case prefer
        /// TLS or no connection, the certificate unchecked.
        case require
        /// TLS with the certificate checked against the system's roots and the host name.
        case verifyFull = "verify-full"
    }

    public var endpoint: Endpoint
    public var user: String
    public var password: String?
    public var database: String
    public var tls: TLSMode

    /// Reads `url`; the error says what is wrong with it.
    public init(url: String, defaultUser: String = PostgresLocation.processUser()) throws {
        guard let components = URLComponents(string: url), let scheme = components.scheme?.lowercased(),
            scheme == "postgres" || scheme == "postgresql"
        else {
            throw HistoryFailure("history.url must be a postgres:// URL")
        }
        let parameters = Dictionary((components.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { _, last in last })
        if let unknown = parameters.keys.sorted().first(where: { !["host", "port", "sslmode", "user", "password", "dbname"].contains($0) }) {
            throw HistoryFailure("history.url has a parameter this daemon doesn't know: \(unknown)")
        }
        let port = try Self.port(components.port, parameters["port"])
        let host = parameters["host"] ?? components.percentEncodedHost.flatMap { $0.removingPercentEncoding } ?? ""
        if host.hasPrefix("/") {
            endpoint = .socket(path: (host.hasSuffix("/") ? String(host.dropLast()) : host) + "/.s.PGSQL.\(port)")
        } else {
            endpoint = .tcp(host: host.isEmpty ? "localhost" : host, port: port)
        }
        user = parameters["user"] ?? components.user.flatMap { $0.removingPercentEncoding }.flatMap { $0.isEmpty ? nil : $0 } ?? defaultUser
        password = parameters["password"] ?? components.password.flatMap { $0.removingPercentEncoding }
        let path = components.path.hasPrefix("/") ? String(components.path.dropFirst()) : components.path
        database = parameters["dbname"] ?? (path.isEmpty ? user : (path.removingPercentEncoding ?? path))
        let mode = parameters["sslmode"] ?? (host.hasPrefix("/") ? "disable" : "prefer")
        guard let tls = TLSMode(rawValue: mode) else {
            throw HistoryFailure("history.url's sslmode must be disable, prefer, require or verify-full, not \(mode)")
        }
        self.tls = tls
    }

    private static func port(_ fromAuthority: Int?, _ fromParameter: String?) throws -> Int {
        if let fromParameter {
            guard let port = Int(fromParameter), (1...65535).contains(port) else {
                throw HistoryFailure("history.url's port must be a number from 1 to 65535, not \(fromParameter)")
            }
            return port
        }
        return fromAuthority ?? 5432
    }

    /// Where, for messages: the socket or host and port, and the database; never the password.
    public var description: String {
        switch endpoint {
        case .tcp(let host, let port): "\(user)@\(host):\(port)/\(database)"
        case .socket(let path): "\(user)@\(path) (\(database))"
        }
    }

    /// The name of the user this process runs as, libpq's default.
    public static func processUser() -> String {
        if let entry = getpwuid(geteuid()), let name = entry.pointee.pw_name { return String(cString: name) }
        return "postgres"
    }
}
