import Foundation
import Logging
import NIOConcurrencyHelpers
import NIOCore
import NIOPosix
import ProcessTestSupport
import Testing

@testable import HIGAuditDaemon

/// The socket server against clients that trickle, flood or never read: a normal client
/// is still answered at once, and no answer is made for a client that doesn't read.
@Suite struct ConnectionLimitTests {
    /// A server on a socket in a temporary folder. Its idle timeout is a liveness bound: a
    /// test's client that doesn't read for a while, on two busy cores, is not what these
    /// tests are about (the daemon's 30 s is `HTTPServer.idleTimeout`).
    private func server(
        _ responder: HTTPResponder, deadline: TimeAmount = .seconds(10), limit: Int = 2048,
        unreadLimit: Int = UnreadAnswerBudget.defaultLimit, releaseMemory: @escaping @Sendable () -> Void = {}
    ) async throws -> (HTTPServer, String, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("higaudit-conn-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("s.sock").path
        let server = try await HTTPServer.start(
            .path(path, mode: 0o600), responder: responder, idleTimeout: .seconds(300),
            requestDeadline: deadline, maximumConnections: limit, unreadAnswerLimit: unreadLimit, releaseMemory: releaseMemory,
            group: MultiThreadedEventLoopGroup.singleton, logger: Logger(label: "test"))
        return (server, path, folder)
    }

    private func timedStatus(_ path: String) async throws -> (status: Int?, seconds: Double) {
        let start = Date()
        let client = try RawSocketClient(path: path)
        client.send("GET /v1/status HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        return (await client.statusCode(), Date().timeIntervalSince(start))
    }

    /// Whether the server has closed the connection (end of file), without waiting.
    static func closedByPeer(_ client: RawSocketClient) -> Bool {
        var byte: UInt8 = 0
        return recv(client.descriptor, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT)) == 0
    }

    @Test func aRequestTrickledInByteByByteIsCutOffAtTheDeadline() async throws {
        let (server, path, folder) = try await server(.immediate { _ in .text(.ok, "ok") }, deadline: .milliseconds(600))
        defer { try? FileManager.default.removeItem(at: folder) }
        let slow = try RawSocketClient(path: path)
        let start = Date()
        var closed = false
        for byte in Array("GET /v1/status HTTP/1.1\r\nHost: x\r\nX-Slow: ".utf8) + Array(repeating: UInt8(ascii: "a"), count: 40) {
            slow.send([byte])
            if Date().timeIntervalSince(start) > 0.9, Self.closedByPeer(slow) {
                closed = true
                break
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(closed, "the connection was closed although every byte came well within any idle timeout")
        await server.stop()
    }

    @Test func aFullHouseOfWaitingConnectionsMakesRoomForANewClient() async throws {
        // A ten minutes' deadline: an answer within half of it came from a slot made free,
        // not from the deadline closing the waiting connections. (A tighter bound measured
        // the machine: on two cores shared with the daemon's flood tests, one answer took
        // 47 s to reach the test.)
        let (server, path, folder) = try await server(.immediate { _ in .text(.ok, "ok") }, deadline: .seconds(600), limit: 64)
        defer { try? FileManager.default.removeItem(at: folder) }
        var attackers: [RawSocketClient] = []
        for _ in 0..<80 {
            let client = try RawSocketClient(path: path)
            client.send("GET /v1/status HTTP/1.1\r\n")
            attackers.append(client)
        }
        for _ in 0..<3 {
            let (status, seconds) = try await timedStatus(path)
            #expect(status == 200)
            #expect(seconds < 200, "answered in \(seconds) s, before the idle timeout (300 s) or the deadline")
        }
        #expect(server.connections.count <= 64)
        // 16 to let the crowd in, and one more for the first new client at a full house.
        #expect(server.connections.evicted >= 17)
        withExtendedLifetime(attackers) {}
        await server.stop()
    }

    @Test func aSlowReaderOfALongAnswerGetsAllOfItDespiteTheDeadline() async throws {
        let big = String(repeating: "y", count: 4 << 20)
        // The deadline leaves room for the request itself to arrive on two busy cores under
        // ThreadSanitizer; reading the answer, 64 KiB every 100 ms at most, takes longer.
        let (server, path, folder) = try await server(.immediate { _ in .text(.ok, big) }, deadline: .seconds(3))
        defer { try? FileManager.default.removeItem(at: folder) }
        // Two minutes without a byte before giving up: under ThreadSanitizer on two busy
        // cores the server can be starved for most of one.
        let reader = try RawSocketClient(path: path, receiveTimeout: 120)
        reader.send("GET /v1/screens HTTP/1.1\r\nHost: x\r\n\r\n")
        let start = ContinuousClock.now
        let received = await reader.receiveCount(upTo: 4 << 20, pause: .milliseconds(100))
        #expect(ContinuousClock.now - start > .seconds(3), "the answer took longer to read than the deadline")
        #expect(received > 4 << 20, "the whole answer, headers included: \(received) bytes")
        await server.stop()
    }

    @Test func noAnswerIsMadeForAClientThatDoesntRead() async throws {
        let made = NIOLockedValueBox(0)
        let big = String(repeating: "x", count: 1 << 20)
        let (server, path, folder) = try await server(
            .immediate { _ in
                made.withLockedValue { $0 += 1 }
                return .text(.ok, big)
            })
        defer { try? FileManager.default.removeItem(at: folder) }
        let greedy = try RawSocketClient(path: path, receiveTimeout: 60)
        greedy.send(String(repeating: "GET /v1/screens HTTP/1.1\r\nHost: x\r\n\r\n", count: 200))
        try await Task.sleep(for: .seconds(1))
        #expect(made.withLockedValue { $0 } <= 3, "answers made for a client that reads none: \(made.withLockedValue { $0 })")
        let (status, seconds) = try await timedStatus(path)
        #expect(status == 200 && seconds < TestTimeScale.seconds(30))
        // Once it reads, it gets every answer.
        let received = await greedy.receiveCount(upTo: 200 * (1 << 20))
        #expect(received >= 200 * (1 << 20))
        #expect(made.withLockedValue { $0 } == 201)
        await server.stop()
    }

    @Test func answersHeldForClientsThatDontReadAreBoundedAcrossConnections() async throws {
        let big = String(repeating: "z", count: 1 << 20)
        let (server, path, folder) = try await server(.immediate { _ in .text(.ok, big) }, unreadLimit: 4 << 20)
        defer { try? FileManager.default.removeItem(at: folder) }
        var hoarders: [RawSocketClient] = []
        for _ in 0..<10 {
            let client = try RawSocketClient(path: path, receiveTimeout: 60)
            client.send("GET /v1/history HTTP/1.1\r\nHost: x\r\n\r\n")
            hoarders.append(client)
        }
        #expect(try await Self.eventually { server.unread.closed >= 6 }, "closed: \(server.unread.closed)")
        #expect(server.unread.total <= 4 << 20, "held: \(server.unread.total)")
        // The oldest went: the first client's connection ends after what the kernel took.
        #expect(await hoarders[0].receiveCount(upTo: 2 << 20) < 1 << 20)
        // A client that reads is answered whole, and what it took is no longer held.
        let reader = try RawSocketClient(path: path, receiveTimeout: 60)
        reader.send("GET /v1/history HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        #expect(await reader.receiveCount(upTo: 2 << 20) > 1 << 20)
        #expect(try await Self.eventually { server.unread.total <= 4 << 20 })
        withExtendedLifetime(hoarders) {}
        await server.stop()
    }

    /// Waits for `condition`, for at most 30 s (scaled by `TestTimeScale`); whether it came true.
    private static func eventually(_ condition: () -> Bool) async throws -> Bool {
        for _ in 0..<Int(TestTimeScale.seconds(300)) {
            if condition() { return true }
            try await Task.sleep(for: .milliseconds(100))
        }
        return condition()
    }

    @Test func memoryIsGivenBackOnceACrowdOfConnectionsHasLeft() async throws {
        let releases = NIOLockedValueBox(0)
        // A deadline beyond the test's length: the test task may wait behind other tests for
        // longer than the usual 10 s, and no connection here may be cut before it counts them.
        let (server, path, folder) = try await server(
            .immediate { _ in .text(.ok, "ok") }, deadline: .seconds(300), releaseMemory: { releases.withLockedValue { $0 += 1 } })
        defer { try? FileManager.default.removeItem(at: folder) }
        var few = try (0..<10).map { _ in try RawSocketClient(path: path) }
        #expect(try await Self.eventually { server.connections.count == few.count })
        few.removeAll()
        #expect(try await Self.eventually { server.connections.count == 0 })
        #expect(releases.withLockedValue { $0 } == 0, "a few connections leaving is no reason to trim the heap")
        var crowd = try (0..<ConnectionRegistry.crowd + 44).map { _ in
            let client = try RawSocketClient(path: path)
            client.send("GET /v1/status HTTP/1.1\r\nX-Slow: ")
            return client
        }
        #expect(try await Self.eventually { server.connections.count == crowd.count })
        crowd.removeAll()
        #expect(try await Self.eventually { server.connections.count == 0 })
        #expect(releases.withLockedValue { $0 } >= 1, "the memory of \(ConnectionRegistry.crowd + 44) connections was not given back")
        await server.stop()
    }

    @Test func atTheCapTheOldestWaitingConnectionGoesNotOneBeingAnswered() async throws {
        let unanswered = NIOLockedValueBox<[EventLoopPromise<APIResponse>]>([])
        let (server, path, folder) = try await server(
            .deferred { _, loop in
                let promise = loop.makePromise(of: APIResponse.self)
                unanswered.withLockedValue { $0.append(promise) }
                return promise.futureResult
            }, deadline: .seconds(60), limit: 8)
        defer { try? FileManager.default.removeItem(at: folder) }
        var clients: [RawSocketClient] = []
        for index in 0..<8 {
            let client = try RawSocketClient(path: path)
            client.send(index == 0 ? "GET /v1/wait HTTP/1.1\r\nHost: x\r\n\r\n" : "GET /v1/status HTTP/1.1\r\n")
            clients.append(client)
            #expect(try await Self.eventually { server.connections.count == index + 1 })
        }
        #expect(try await Self.eventually { unanswered.withLockedValue { $0.count } == 1 })
        for newcomer in 1...3 {
            clients.append(try RawSocketClient(path: path))
            #expect(try await Self.eventually { Self.closedByPeer(clients[newcomer]) }, "connection \(newcomer) was not the one to go")
        }
        #expect(!Self.closedByPeer(clients[0]), "the connection being answered went")
        #expect(clients[4...].allSatisfy { !Self.closedByPeer($0) })
        #expect(server.connections.evicted == 3)
        unanswered.withLockedValue { promises in
            for promise in promises { promise.succeed(.text(.ok, "ok")) }
        }
        await server.stop()
    }
}
