import Foundation
import ProcessTestSupport
import Testing

/// Clients that break the protocol, hog connections or read slowly: each gets a 4xx or
/// is cut off, and other clients keep being served.
@Suite(.serialized)
struct HostileClientTests {
    static func running() async throws -> DaemonProcess {
        let daemon = try DaemonProcess()
        try daemon.write("one.json", DaemonProcess.failingScreen)
        try await daemon.start()
        try await daemon.waitReported()
        return daemon
    }

    /// A status request answered in time, while the hostile clients are there (a stall would
    /// be indefinite: the bound is generous for a sanitizer build on two busy cores).
    static func expectServed(_ daemon: DaemonProcess, within seconds: Double = 30) async throws {
        let start = Date()
        let response = try await daemon.get("/v1/status", maxTime: seconds)
        #expect(response.status == 200)
        #expect(Date().timeIntervalSince(start) < TestTimeScale.seconds(seconds))
    }

    @Test func malformedRequestsGet400() async throws {
        let daemon = try await Self.running()
        for garbage in ["NONSENSE\r\n\r\n", "GET /v1/status HTTP/9.9\r\n\r\n", "GET /v1/status HTTP/1.1\r\nBad Header\r\n\r\n", "\u{0}\u{1}\u{2}\r\n\r\n"] {
            let client = try RawSocketClient(path: daemon.socket)
            client.send(garbage)
            let code = await client.statusCode()
            #expect(code == 400 || code == nil, "\(garbage.debugDescription) answered \(String(describing: code))")
        }
        try await Self.expectServed(daemon)
    }

    /// RFC 9112, 3.2: an HTTP/1.1 request without a Host header, or with two, is a 400;
    /// HTTP/1.0 needs none.
    @Test func hostHeadersAreRequiredOnceInHTTP11() async throws {
        let daemon = try await Self.running()
        for request in ["GET /v1/status HTTP/1.1\r\n\r\n", "GET /v1/status HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n"] {
            let client = try RawSocketClient(path: daemon.socket)
            client.send(request)
            #expect(await client.statusCode() == 400, "\(request.debugDescription)")
        }
        let told = try RawSocketClient(path: daemon.socket)
        told.send("GET /v1/status HTTP/1.1\r\n\r\n")
        #expect(await told.receiveAll().contains(#""error": "an HTTP/1.1 request needs exactly one Host header""#))
        let old = try RawSocketClient(path: daemon.socket)
        old.send("GET /v1/status HTTP/1.0\r\n\r\n")
        #expect(await old.statusCode() == 200)
        try await Self.expectServed(daemon)
    }

    /// A 405 says which methods the path takes.
    @Test func aWrongMethodIsToldTheAllowedOnes() async throws {
        let daemon = try await Self.running()
        let delete = try RawSocketClient(path: daemon.socket)
        delete.send("DELETE /v1/status HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        let answer = await delete.receiveAll()
        #expect(answer.hasPrefix("HTTP/1.1 405") && answer.lowercased().contains("\r\nallow: get, head\r\n"), "\(answer)")
        let get = try RawSocketClient(path: daemon.socket)
        get.send("GET /v1/rescan HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        #expect(await get.receiveAll().lowercased().contains("\r\nallow: post\r\n"))
    }

    @Test func oversizedHeadersAndBodiesGet413() async throws {
        let daemon = try await Self.running()
        let header = try RawSocketClient(path: daemon.socket)
        header.send("GET /v1/status HTTP/1.1\r\nHost: x\r\nX-Big: " + String(repeating: "a", count: 20_000) + "\r\n\r\n")
        #expect(await header.statusCode() == 413)
        let many = try RawSocketClient(path: daemon.socket)
        many.send("GET /v1/status HTTP/1.1\r\n" + (0..<200).map { "X-\($0): y\r\n" }.joined() + "\r\n")
        #expect(await many.statusCode() == 413)
        let body = try RawSocketClient(path: daemon.socket)
        body.send("POST /v1/rescan HTTP/1.1\r\nHost: x\r\nContent-Length: 10000000\r\n\r\n" + String(repeating: "z", count: 100_000))
        #expect(await body.statusCode() == 413)
        try await Self.expectServed(daemon)
    }

    @Test func aThousandIdleConnectionsDontStallOthers() async throws {
        let daemon = try await Self.running()
        var idle: [RawSocketClient] = []
        for _ in 0..<1000 { idle.append(try RawSocketClient(path: daemon.socket)) }
        try await Self.expectServed(daemon)
        idle.removeAll()
        try await Self.expectServed(daemon)
    }

    @Test func aSlowReaderDoesntStallOthers() async throws {
        let daemon = try await Self.running()
        let slow = try RawSocketClient(path: daemon.socket)
        slow.send("GET /v1/rules HTTP/1.1\r\nHost: x\r\n\r\n")
        for _ in 0..<3 {
            #expect(await slow.readByte())
            try await Self.expectServed(daemon)
            try await Task.sleep(for: .seconds(1))
        }
    }

    @Test func aThousandConcurrentStatusRequestsAreAllAnswered() async throws {
        let daemon = try await Self.running()
        let answered = LockedCounter()
        let socket = daemon.socket
        // A thousand blocking clients at once, on threads of their own.
        try await OwnThread.run {
            DispatchQueue.concurrentPerform(iterations: 1000) { _ in
                guard let client = try? RawSocketClient(path: socket, receiveTimeout: 60) else { return }
                client.send("GET /v1/status HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
                if client.statusCodeNow() == 200 { answered.increment() }
            }
        }
        #expect(answered.value == 1000)
        try await Self.expectServed(daemon)
    }

    @Test func anotherUserCannotConnect() async throws {
        let daemon = try await Self.running()
        // The tree and socket folder must be traversable for the refusal to come from the socket's mode.
        chmod(daemon.folder.path, 0o755)
        let setpriv = try TestTool.url(TestTool.setpriv)
        let client = DaemonProcess.productsDirectory.appendingPathComponent("higaudit").path
        let nobody = try await ChildProcess.run(setpriv, ["--reuid=65534", "--regid=65534", "--clear-groups", client, "status", "--socket", daemon.socket])
        #expect(nobody.status != 0, "higaudit status as nobody must fail to connect")
        #expect(nobody.output.isEmpty, "no status for another user: \(String(decoding: nobody.output, as: UTF8.self))")
        #expect(String(decoding: nobody.errorOutput, as: UTF8.self).contains("ermission denied"), "\(String(decoding: nobody.errorOutput, as: UTF8.self))")
        try await Self.expectServed(daemon)
    }
}

final class LockedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
