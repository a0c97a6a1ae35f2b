import Foundation
import Logging
import NIOCore
import NIOHTTP1
import NIOPosix

/// HTTP/1.1 over a Unix domain socket, bound at a path or taken from systemd.
final class HTTPServer: Sendable {
    enum Listening: Sendable {
        case path(String, mode: Int)
        /// A descriptor handed over by socket activation.
        case activated(Int32)
    }

    static let idleTimeout = TimeAmount.seconds(30)
    static let maximumConnections = 2048

    private let channel: Channel
    let listening: Listening

    private init(channel: Channel, listening: Listening) {
        self.channel = channel
        self.listening = listening
    }

    static func start(_ listening: Listening, api: DaemonAPI, group: EventLoopGroup, logger: Logger) async throws -> HTTPServer {
        try await start(listening, responder: .api(api), idleTimeout: idleTimeout, group: group, logger: logger)
    }

    /// `idleTimeout`: how long a connection may stay silent (no request being answered).
    static func start(_ listening: Listening, responder: HTTPResponder, idleTimeout: TimeAmount, group: EventLoopGroup,
                      logger: Logger) async throws -> HTTPServer {
        let connections = ConnectionCounter(limit: maximumConnections)
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(.backlog, value: 256)
            .childChannelInitializer { channel in
                guard connections.open() else { return channel.close() }
                channel.closeFuture.whenComplete { _ in connections.close() }
                return channel.eventLoop.makeCompletedFuture {
                    let sync = channel.pipeline.syncOperations
                    try sync.addHandler(IdleStateHandler(allTimeout: idleTimeout))
                    try DaemonHTTPPipeline.configure(sync, responder: responder, logger: logger)
                }
            }
        let channel: Channel
        switch listening {
        case .path(let path, let mode):
            // `InstanceGuard.claimSocket` removed a stale socket; a live one is never unlinked
            // here (two daemons racing: the later bind fails instead).
            channel = try await bootstrap.bind(unixDomainSocketPath: path, cleanupExistingSocketFile: false).get()
            guard chmod(path, mode_t(mode)) == 0 else {
                try? await channel.close()
                throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path])
            }
        case .activated(let descriptor):
            channel = try await bootstrap.withBoundSocket(descriptor).get()
        }
        return HTTPServer(channel: channel, listening: listening)
    }

    var closed: EventLoopFuture<Void> { channel.closeFuture }

    /// Stops accepting; removes the socket file when the daemon created it.
    func stop() async {
        try? await channel.close()
        if case .path(let path, _) = listening { unlink(path) }
    }
}

/// Counts open connections so that a flood of them cannot exhaust descriptors.
final class ConnectionCounter: Sendable {
    private let state = Locked(0)
    private let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    func open() -> Bool {
        state.withLock { count in
            guard count < limit else { return false }
            count += 1
            return true
        }
    }

    func close() { state.withLock { $0 -= 1 } }
}

/// The handlers every connection gets: HTTP/1.1 with small limits, then the API.
public enum DaemonHTTPPipeline {
    static var limits: NIOHTTPDecoderLimitConfiguration {
        var limits = NIOHTTPDecoderLimitConfiguration()
        limits.maxHeaderFieldSize = 8 * 1024
        limits.maxHeaderListSize = 16 * 1024
        limits.maxHeaderFieldCount = 64
        return limits
    }

    static func configure(_ sync: ChannelPipeline.SynchronousOperations, responder: HTTPResponder, logger: Logger) throws {
        try sync.configureHTTPServerPipeline(withPipeliningAssistance: true, withErrorHandling: false,
                                             withEncoderConfiguration: .init(), withDecoderLimitConfiguration: limits)
        try sync.addHandler(HTTPConnectionHandler(responder: responder, logger: logger))
    }

    /// The pipeline with a responder that answers every request at once from its parsed
    /// form: for fuzzing the request handling without a running daemon.
    public static func configureForFuzzing(_ sync: ChannelPipeline.SynchronousOperations) throws {
        try configure(sync, responder: .immediate { request in
            .text(.ok, "\(request.method) \(request.path) \(request.query.count) \(request.body.count)")
        }, logger: Logger(label: "fuzz", factory: { _ in SwiftLogNoOpLogHandler() }))
    }
}
