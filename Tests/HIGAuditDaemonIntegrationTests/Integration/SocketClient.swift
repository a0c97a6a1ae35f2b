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
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connectTimeout(.seconds(10))
            .connect(unixDomainSocketPath: socket) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHTTPClientHandlers()
                    return try NIOAsyncChannel<HTTPClientResponsePart, HTTPClientRequestPart>(wrappingChannelSynchronously: channel)
                }
            }
        return try await channel.executeThenClose { inbound, outbound in
            var headers = HTTPHeaders()
            headers.add(name: "Host", value: "localhost")
            headers.add(name: "Connection", value: "close")
            try await outbound.write(.head(HTTPRequestHead(version: .http1_1, method: HTTPMethod(rawValue: method), uri: path, headers: headers)))
            try await outbound.write(.end(nil))
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
}
