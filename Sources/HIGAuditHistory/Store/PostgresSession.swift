import Foundation
import HIGAuditDaemonSettings
import Logging
import NIOSSL
import PostgresNIO

/// One connection to PostgreSQL, used by one caller at a time, opened when first needed
/// and again after a failure. Every use has a deadline: a server that stops answering
/// closes the connection and fails the use, instead of holding it.
actor PostgresSession {
    private let location: PostgresLocation
    private let deadline: Duration
    private let logger: Logger
    private var connection: PostgresConnection?
    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private var nextID = 0

    init(location: PostgresLocation, deadline: Duration, logger: Logger) {
        self.location = location
        self.deadline = deadline
        self.logger = logger
    }

    /// Runs `body` on the connection, alone; a failure of the connection itself (not of a
    /// statement) closes it, so that the next use connects again.
    func use<T: Sendable>(_ body: @escaping @Sendable (PostgresConnection) async throws -> T) async throws -> T {
        await acquire()
        defer { release() }
        let connection = try await connected()
        let deadline = deadline
        do {
            return try await withDeadline(
                deadline, failure: HistoryFailure("PostgreSQL didn't answer within \(deadline.components.seconds) s"),
                onExpiry: { Task { try? await connection.close() } },
                operation: { try await body(connection) })
        } catch {
            if !Self.isStatementError(error) { await drop() }
            throw HistoryFailure(Self.describe(error))
        }
    }

    /// Closes the connection, waiting for it up to the deadline.
    func close() async {
        await acquire()
        defer { release() }
        guard let open = connection else { return }
        connection = nil
        try? await withDeadline(deadline, failure: CancellationError(), onExpiry: {}, operation: { try await open.close() })
    }

    private func connected() async throws -> PostgresConnection {
        if let connection, !connection.isClosed { return connection }
        nextID += 1
        do {
            let connection = try await PostgresConnection.connect(configuration: try configuration(), id: nextID, logger: logger)
            self.connection = connection
            return connection
        } catch {
            throw HistoryFailure(Self.describe(error, at: location))
        }
    }

    /// Forgets the connection and closes it without waiting: a connection that failed may
    /// never finish closing.
    private func drop() async {
        guard let open = connection else { return }
        connection = nil
        Task { try? await open.close() }
    }

    private func configuration() throws -> PostgresConnection.Configuration {
        var configuration: PostgresConnection.Configuration
        switch location.endpoint {
        case .socket(let path):
            configuration = .init(unixSocketPath: path, username: location.user, password: location.password, database: location.database)
        case .tcp(let host, let port):
            configuration = .init(
                host: host, port: port, username: location.user, password: location.password, database: location.database,
                tls: try Self.tls(location.tls))
        }
        configuration.options.connectTimeout = .init(deadline)
        return configuration
    }

    private static func tls(_ mode: PostgresLocation.TLSMode) throws -> PostgresConnection.Configuration.TLS {
        var unchecked = TLSConfiguration.makeClientConfiguration()
        unchecked.certificateVerification = .none
        switch mode {
        case .disable: return .disable
        case .prefer: return .prefer(try NIOSSLContext(configuration: unchecked))
        case .require: return .require(try NIOSSLContext(configuration: unchecked))
        case .verifyFull: return .require(try NIOSSLContext(configuration: .makeClientConfiguration()))
        }
    }

    private func acquire() async {
        if !busy {
            busy = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    private func release() {
        if waiting.isEmpty {
            busy = false
        } else {
            waiting.removeFirst().resume()
        }
    }

    // MARK: - Errors

    /// The server refused a statement: the connection is still good.
    static func isStatementError(_ error: any Error) -> Bool {
        if let error = error as? PSQLError { return error.code == .server }
        if let error = error as? PostgresTransactionError {
            return [error.beginError, error.closureError, error.commitError].compactMap { $0 }.allSatisfy(isStatementError)
        }
        return false
    }

    /// What went wrong, as a person would say it; never the password.
    static func describe(_ error: any Error, at location: PostgresLocation? = nil) -> String {
        if let error = error as? HistoryFailure { return error.description }
        if let error = error as? PostgresTransactionError {
            return describe(error.closureError ?? error.commitError ?? error.beginError ?? error.rollbackError ?? HistoryFailure("the transaction failed"))
        }
        // Never a Swift type's description (a `DecodingError` names coding keys).
        guard let error = error as? PSQLError else { return "PostgreSQL: the history holds data this daemon can't read" }
        if let message = error.serverInfo?[.message] {
            return "PostgreSQL: \(message)"
        }
        switch error.code {
        case .connectionError, .uncleanShutdown, .serverClosedConnection, .clientClosedConnection:
            return "PostgreSQL can't be reached" + (location.map { " at \($0.description)" } ?? "") + (error.underlying.map { " (\(underlying($0)))" } ?? "")
        case .sslUnsupported:
            return "PostgreSQL: the server doesn't offer TLS, which sslmode asks for"
        default:
            return "PostgreSQL: \(String(reflecting: error.code))"
        }
    }

    private static func underlying(_ error: any Error) -> String {
        if let error = error as? IOError { return String(cString: strerror(error.errnoCode)) }
        if let error = error as? PSQLError { return describe(error) }
        return "\(error)"
    }
}
