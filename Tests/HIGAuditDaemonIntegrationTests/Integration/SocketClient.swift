import NIOCore
import NIOHTTP1
import NIOPosix

/// An HTTP/1.1 client for the daemon's Unix socket on SwiftNIO's event loops: a request
/// is awaited without holding a thread of the tests' pool.
enum SocketClient {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Sends one request (`Connection: close`) and returns the answer's status and body;
    /// gives up after `timeout`.
    static func request(socket: String, method: String, path: String, timeout: Duration) async throws -> (status: Int, body: [UInt8]) {
        try await withThrowingTaskGroup(of: (status: Int, body: [UInt8])?.self) { group in
            group.addTask { try await exchange(socket: socket, method: method, path: path) }
            group.addTask {
                try await Task.sleep(for: timeout)
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let answer = first else {
                throw Failure(description: "\(method) \(path): no answer within \(timeout)")
            }
            return answer
        }
    }

    private static func exchange(socket: String, method: String, path: String) async throws -> (status: Int, body: [UInt8]) {
        var headers = HTTPHeaders()
        headers.add(name: "Host", value: "localhost")
        headers.add(name: "Connection", value: "close")
        let head = HTTPRequestHead(version: .http1_1, method: HTTPMethod(rawValue: method), uri: path, headers: headers)
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connectTimeout(.seconds(10))
            .connect(unixDomainSocketPath: socket) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHTTPClientHandlers()
                    try channel.pipeline.syncOperations.addHandler(RequestOnConnect(head: head))
                    return try NIOAsyncChannel<HTTPClientResponsePart, Never>(wrappingChannelSynchronously: channel)
                }
            }
        return try await channel.executeThenClose { inbound in
            var status = 0
            var body: [UInt8] = []
            for try await part in inbound {
                switch part {
                case .head(let head): status = Int(head.status.code)
                case .body(let buffer): body += buffer.readableBytesView
                case .end: return (status, body)
                }
            }
            throw Failure(description: "\(method) \(path): the connection closed before the answer ended")
        }
    }

    /// Sends the request from the event loop as soon as the connection is made. Were it
    /// written by the test's task, a pool busy with other tests could hold it back past the
    /// daemon's deadline for a request, and the daemon would rightly close the connection.
    private final class RequestOnConnect: ChannelInboundHandler, Sendable {
        typealias InboundIn = HTTPClientResponsePart
        typealias InboundOut = HTTPClientResponsePart
        typealias OutboundOut = HTTPClientRequestPart
        let head: HTTPRequestHead

        init(head: HTTPRequestHead) { self.head = head }

        func channelActive(context: ChannelHandlerContext) {
            context.write(wrapOutboundOut(.head(head)), promise: nil)
            context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
            context.fireChannelActive()
        }
    }
}
