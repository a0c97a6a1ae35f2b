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
    /// How long a client has to send a whole request once the connection waits for one.
    static let requestDeadline = TimeAmount.seconds(10)
    static let maximumConnections = 2048

    private let channel: Channel
    let listening: Listening
    let connections: ConnectionRegistry
    let unread: UnreadAnswerBudget

    private init(channel: Channel, listening: Listening, connections: ConnectionRegistry, unread: UnreadAnswerBudget) {
        self.channel = channel
        self.listening = listening
        self.connections = connections
        self.unread = unread
    }

    static func start(_ listening: Listening, api: DaemonAPI, group: EventLoopGroup, logger: Logger) async throws -> HTTPServer {
        let cap = DescriptorLimit.connectionCap(softLimit: DescriptorLimit.raise(), wanted: maximumConnections)
        if cap < maximumConnections { logger.notice("few descriptors: fewer connections", metadata: ["maximumConnections": "\(cap)"]) }
        return try await start(listening, responder: .api(api), idleTimeout: idleTimeout, maximumConnections: cap, group: group, logger: logger)
    }

    /// `idleTimeout`: how long a connection may stay silent (no request being answered);
    /// `requestDeadline`: how long a waiting connection has to send a whole request, however
    /// it trickles in; `maximumConnections`: at the cap, a new connection replaces the
    /// oldest waiting one; `unreadAnswerLimit`: past these bytes of answers not taken by
    /// their clients, the connections whose answers waited longest are closed; `releaseMemory`: gives memory back once a crowd of connections
    /// has thinned.
    static func start(
        _ listening: Listening, responder: HTTPResponder, idleTimeout: TimeAmount,
        requestDeadline: TimeAmount = requestDeadline, maximumConnections: Int = maximumConnections,
        unreadAnswerLimit: Int = UnreadAnswerBudget.defaultLimit,
        releaseMemory: @escaping @Sendable () -> Void = { MemoryRelease.soon() },
        group: EventLoopGroup, logger: Logger
    ) async throws -> HTTPServer {
        let connections = ConnectionRegistry(limit: maximumConnections, releaseMemory: releaseMemory)
        let unread = UnreadAnswerBudget(limit: unreadAnswerLimit)
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(.backlog, value: 4096)
            .childChannelOption(.writeBufferWaterMark, value: .init(low: 32 * 1024, high: 64 * 1024))
            .childChannelInitializer { channel in
                guard connections.admit(channel) else { return channel.close() }
                channel.closeFuture.whenComplete { _ in connections.remove(channel) }
                return channel.eventLoop.makeCompletedFuture {
                    let sync = channel.pipeline.syncOperations
                    try sync.addHandler(IdleStateHandler(allTimeout: idleTimeout))
                    try DaemonHTTPPipeline.configure(
                        sync, responder: responder, logger: logger,
                        connection: ConnectionLimits(requestDeadline: requestDeadline, registry: connections, unread: unread))
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
        return HTTPServer(channel: channel, listening: listening, connections: connections, unread: unread)
    }

    var closed: EventLoopFuture<Void> { channel.closeFuture }

    /// Stops accepting; removes the socket file when the daemon created it.
    func stop() async {
        try? await channel.close()
        if case .path(let path, _) = listening { unlink(path) }
    }
}

/// What a connection's handler enforces besides the protocol: the request deadline,
/// telling the registry whether the connection is being answered, and the bytes of its
/// answers its client has not taken yet.
struct ConnectionLimits: Sendable {
    var requestDeadline: TimeAmount
    var registry: ConnectionRegistry?
    var unread: UnreadAnswerBudget? = nil

    static let unlimited = ConnectionLimits(requestDeadline: .hours(1), registry: nil)
}

/// The handlers every connection gets: HTTP/1.1 with small limits, then the API.
package enum DaemonHTTPPipeline {
    static var limits: NIOHTTPDecoderLimitConfiguration {
        var limits = NIOHTTPDecoderLimitConfiguration()
        limits.maxHeaderFieldSize = 8 * 1024
        limits.maxHeaderListSize = 16 * 1024
        limits.maxHeaderFieldCount = 64
        return limits
    }

    static func configure(
        _ sync: ChannelPipeline.SynchronousOperations, responder: HTTPResponder, logger: Logger,
        connection: ConnectionLimits = .unlimited
    ) throws {
        try sync.configureHTTPServerPipeline(
            withPipeliningAssistance: true, withErrorHandling: false,
            withEncoderConfiguration: .init(), withDecoderLimitConfiguration: limits)
        try sync.addHandler(HTTPConnectionHandler(responder: responder, logger: logger, limits: connection))
    }

    /// The pipeline with a responder that answers every request at once from its parsed
    /// form: for fuzzing the request handling without a running daemon.
    package static func configureForFuzzing(_ sync: ChannelPipeline.SynchronousOperations) throws {
        try configure(
            sync,
            responder: .immediate { request in
                .text(.ok, "\(request.method) \(request.path) \(request.query.count) \(request.body.count)")
            }, logger: Logger(label: "fuzz", factory: { _ in SwiftLogNoOpLogHandler() }))
    }
}
