import Testing

@testable import HIGAuditDaemonSettings

struct PostgresLocationTests {
    @Test func aHostPortUserPasswordAndDatabase() throws {
        let location = try PostgresLocation(url: "postgres://audit:s%40cret@db.example.com:6543/designs?sslmode=require", defaultUser: "me")
        #expect(location.endpoint == .tcp(host: "db.example.com", port: 6543))
        #expect(location.user == "audit" && location.password == "s@cret" && location.database == "designs" && location.tls == .require)
        #expect(!location.description.contains("s@cret") && location.description == "audit@db.example.com:6543/designs")
    }

    @Test func defaultsAreLibpqs() throws {
        let location = try PostgresLocation(url: "postgresql://", defaultUser: "me")
        #expect(location.endpoint == .tcp(host: "localhost", port: 5432))
        #expect(location.user == "me" && location.password == nil && location.database == "me" && location.tls == .prefer)
    }

    @Test func aSocketFolderAsAParameterOrAsAnEncodedHost() throws {
        let parameter = try PostgresLocation(url: "postgres://audit@/history?host=/run/postgresql&port=5433", defaultUser: "me")
        #expect(parameter.endpoint == .socket(path: "/run/postgresql/.s.PGSQL.5433") && parameter.tls == .disable)
        let encoded = try PostgresLocation(url: "postgres://%2Fvar%2Frun%2Fpg/history", defaultUser: "me")
        #expect(encoded.endpoint == .socket(path: "/var/run/pg/.s.PGSQL.5432") && encoded.user == "me" && encoded.database == "history")
    }

    @Test(arguments: [
        ("mysql://db/x", PostgresLocation.URLProblem.notPostgres),
        ("postgres://db/x?sslmode=sometimes", .badTLSMode("sometimes")),
        ("postgres://db/x?port=0", .badPort("0")),
        ("postgres://db/x?application=1", .unknownParameter("application")),
        ("postgres://%%zz@/hig", .badEscape(part: "user")),
        ("postgres://hig:a%zz@db/hig", .badEscape(part: "password")),
        ("postgres://hig@db/h%g", .badEscape(part: "database")),
    ])
    func aURLItCantUseIsRefusedSayingWhy(_ url: String, _ problem: PostgresLocation.URLProblem) {
        #expect(throws: problem) { try PostgresLocation(url: url, defaultUser: "me") }
    }
}
