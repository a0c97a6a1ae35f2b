import Foundation

/// Where a PostgreSQL history lives, read from a `postgres://` URL as libpq reads one:
/// `postgres://USER:PASSWORD@HOST:PORT/DATABASE?sslmode=MODE`, or a Unix socket given by
/// its folder, `postgres://USER@/DATABASE?host=/run/postgresql` (or the folder
/// percent-encoded as the host). The user defaults to the process's, the database to the
/// user, the port to 5432.
package struct PostgresLocation: Sendable, Hashable {
    package enum Endpoint: Sendable, Hashable {
        case tcp(host: String, port: Int)
        /// The socket file: `FOLDER/.s.PGSQL.PORT`.
        case socket(path: String)
    }

    /// libpq's `sslmode`, as far as it goes here.
    package enum TLSMode: String, Sendable, Hashable {
        /// Never TLS.
        case disable
        /// TLS when the server offers it, the certificate unchecked (libpq's default).
        case prefer
        /// TLS or no connection, the certificate unchecked.
        case require
        /// TLS with the certificate checked against the system's roots and the host name.
        case verifyFull = "verify-full"
    }

    package var endpoint: Endpoint
    package var user: String
    package var password: String?
    package var database: String
    package var tls: TLSMode

    /// What makes a URL one the history can't use.
    package enum URLProblem: Error, Sendable, Equatable {
        /// Another scheme than `postgres` or `postgresql`, or no URL at all.
        case notPostgres
        /// A query parameter libpq knows but this daemon doesn't use, or one nobody knows.
        case unknownParameter(String)
        case badPort(String)
        case badTLSMode(String)
        /// A `%` not followed by two hexadecimal digits, in the named part of the URL.
        case badEscape(part: String)
    }

    /// Reads `url`; the error says what is wrong with it.
    package init(url: String, defaultUser: String = PostgresLocation.processUser()) throws(URLProblem) {
        try Self.checkEscapes(url)
        guard let components = URLComponents(string: url), let scheme = components.scheme?.lowercased(),
            scheme == "postgres" || scheme == "postgresql"
        else {
            throw .notPostgres
        }
        let parameters = Dictionary((components.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { _, last in last })
        if let unknown = parameters.keys.sorted().first(where: { !["host", "port", "sslmode", "user", "password", "dbname"].contains($0) }) {
            throw .unknownParameter(unknown)
        }
        let port = try Self.port(components.port, parameters["port"])
        let authorityHost = try Self.decoded(components.percentEncodedHost, part: "host")
        let host = parameters["host"] ?? authorityHost ?? ""
        if host.hasPrefix("/") {
            endpoint = .socket(path: (host.hasSuffix("/") ? String(host.dropLast()) : host) + "/.s.PGSQL.\(port)")
        } else {
            endpoint = .tcp(host: host.isEmpty ? "localhost" : host, port: port)
        }
        let named = try Self.decoded(components.percentEncodedUser, part: "user")
        user = parameters["user"] ?? named.flatMap { $0.isEmpty ? nil : $0 } ?? defaultUser
        let authorityPassword = try Self.decoded(components.percentEncodedPassword, part: "password")
        password = parameters["password"] ?? authorityPassword
        let encodedPath = components.percentEncodedPath.hasPrefix("/") ? String(components.percentEncodedPath.dropFirst()) : components.percentEncodedPath
        let path = try Self.decoded(encodedPath, part: "database") ?? ""
        database = parameters["dbname"] ?? (path.isEmpty ? user : path)
        let mode = parameters["sslmode"] ?? (host.hasPrefix("/") ? "disable" : "prefer")
        guard let tls = TLSMode(rawValue: mode) else { throw .badTLSMode(mode) }
        self.tls = tls
    }

    /// `text` with its percent escapes decoded (checked beforehand by `checkEscapes`).
    private static func decoded(_ text: String?, part: String) throws(URLProblem) -> String? {
        guard let text else { return nil }
        guard let decoded = text.removingPercentEncoding else { throw .badEscape(part: part) }
        return decoded
    }

    /// Refuses a `%` not followed by two hexadecimal digits, naming the part of the URL it
    /// is in, rather than reading it leniently: a user read wrong would connect as the
    /// daemon's own. (Foundation's `URLComponents` quietly escapes such a `%` again.)
    private static func checkEscapes(_ url: String) throws(URLProblem) {
        let bytes = Array(url.utf8)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else {
                index += 1
                continue
            }
            guard index + 2 < bytes.count, isHexDigit(bytes[index + 1]), isHexDigit(bytes[index + 2]) else {
                throw .badEscape(part: part(at: index, in: bytes))
            }
            index += 3
        }
    }

    /// Which part of `SCHEME://USER:PASSWORD@HOST:PORT/DATABASE?PARAMETERS` the byte at
    /// `offset` is in.
    private static func part(at offset: Int, in bytes: [UInt8]) -> String {
        let authorityStart = bytes.firstRange(of: Array("://".utf8))?.upperBound ?? 0
        let authorityEnd = bytes[authorityStart...].firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") } ?? bytes.count
        if offset >= authorityEnd {
            let query = bytes[authorityEnd...].firstIndex(of: UInt8(ascii: "?")) ?? bytes.count
            return offset < query ? "database" : "parameters"
        }
        guard let at = bytes[authorityStart..<authorityEnd].lastIndex(of: UInt8(ascii: "@")), offset < at else { return "host" }
        let colon = bytes[authorityStart..<at].firstIndex(of: UInt8(ascii: ":")) ?? at
        return offset < colon ? "user" : "password"
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
    }

    private static func port(_ fromAuthority: Int?, _ fromParameter: String?) throws(URLProblem) -> Int {
        if let fromParameter {
            guard let port = Int(fromParameter), (1...65535).contains(port) else { throw .badPort(fromParameter) }
            return port
        }
        return fromAuthority ?? 5432
    }

    /// Where, for messages: the socket or host and port, and the database; never the password.
    package var description: String {
        switch endpoint {
        case .tcp(let host, let port): "\(user)@\(host):\(port)/\(database)"
        case .socket(let path): "\(user)@\(path) (\(database))"
        }
    }

    /// The name of the user this process runs as, libpq's default.
    package static func processUser() -> String {
        if let entry = getpwuid(geteuid()), let name = entry.pointee.pw_name { return String(cString: name) }
        return "postgres"
    }
}
