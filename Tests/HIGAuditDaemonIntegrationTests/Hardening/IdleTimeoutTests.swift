import Foundation
import Logging
import NIOCore
import NIOPosix
import Testing

@testable import HIGAuditDaemon

/// The socket server's idle timeout closes silent connections, not those whose request is
/// still being answered (a `GET /v1/wait` may take minutes on a large tree).
struct IdleTimeoutTests {
    @Test func aLongAnswerOutlivesTheIdleTimeoutAndASilentConnectionDoesNot() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("higaudit-idle-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("s.sock").path
        // Answers after five idle timeouts have passed.
        let server = try await HTTPServer.start(
            .path(path, mode: 0o600),
            responder: .deferred { request, loop in
                loop.scheduleTask(in: .seconds(5)) { APIResponse.text(.ok, "answered \(request.path)") }.futureResult
            }, idleTimeout: .seconds(1), group: MultiThreadedEventLoopGroup.singleton, logger: Logger(label: "test"))

        // Receives wait a minute: an end of file before that is the server closing.
        let silent = try RawSocketClient(path: path, receiveTimeout: 60)
        let asking = try RawSocketClient(path: path, receiveTimeout: 60)
        asking.send("GET /v1/wait HTTP/1.1\r\nHost: x\r\n\r\n")
        // Read until the server closes the connection: after the answer, once idle.
        let answer = await asking.receiveAll()
        #expect(answer.hasPrefix("HTTP/1.1 200"), "answered, not cut off: \(answer.debugDescription)")
        #expect(answer.hasSuffix("answered /v1/wait"))
        #expect(await silent.closedByPeer(), "the silent connection is closed")
        await server.stop()
    }
}
