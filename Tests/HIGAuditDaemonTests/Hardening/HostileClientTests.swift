import Foundation
import Testing

/// Clients that break the protocol, hog connections or read slowly: each gets a 4xx or
/// is cut off, and other clients keep being served.
@Suite(.serialized)
struct HostileClientTests {
    static func running() throws -> DaemonProcess {
        let daemon = try DaemonProcess()
        try daemon.write("one.json", DaemonProcess.failingScreen)
        try daemon.start()
        try daemon.waitReported()
        return daemon
    }

    /// A status request answered in time, while the hostile clients are there (a stall would
    /// be indefinite: the bound is generous for a sanitizer build on two busy cores).
    static func expectServed(_ daemon: DaemonProcess, within seconds: Double = 30) throws {
        let start = Date()
        let response = try daemon.get("/v1/status", maxTime: seconds)
        #expect(response.status == 200)
        #expect(Date().timeIntervalSince(start) < seconds)
    }

    @Test func malformedRequestsGet400() throws {
        let daemon = try Self.running()
        for garbage in ["NONSENSE\r\n\r\n", "GET /v1/status HTTP/9.9\r\n\r\n", "GET /v1/status HTTP/1.1\r\nBad Header\r\n\r\n", "\u{0}\u{1}\u{2}\r\n\r\n"] {
            let client = try RawSocketClient(path: daemon.socket)
            client.send(garbage)
            let code = client.statusCode()
            #expect(code == 400 || code == nil, "\(garbage.debugDescription) answered \(String(describing: code))")
        }
        try Self.expectServed(daemon)
    }

    /// RFC 9112, 3.2: an HTTP/1.1 request without a Host header, or with two, is a 400;
    /// HTTP/1.0 needs none.
    @Test func hostHeadersAreRequiredOnceInHTTP11() throws {
        let daemon = try Self.running()
        for request in ["GET /v1/status HTTP/1.1\r\n\r\n", "GET /v1/status HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n"] {
            let client = try RawSocketClient(path: daemon.socket)
            client.send(request)
            #expect(client.statusCode() == 400, "\(request.debugDescription)")
        }
        let told = try RawSocketClient(path: daemon.socket)
        told.send("GET /v1/status HTTP/1.1\r\n\r\n")
        #expect(told.receiveAll().contains(#""error": "an HTTP/1.1 request needs exactly one Host header""#))
        let old = try RawSocketClient(path: daemon.socket)
        old.send("GET /v1/status HTTP/1.0\r\n\r\n")
        #expect(old.statusCode() == 200)
        try Self.expectServed(daemon)
    }

    /// A 405 says which methods the path takes.
    @Test func aWrongMethodIsToldTheAllowedOnes() throws {
        let daemon = try Self.running()
        let delete = try RawSocketClient(path: daemon.socket)
        delete.send("DELETE /v1/status HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        let answer = delete.receiveAll()
        #expect(answer.hasPrefix("HTTP/1.1 405") && answer.lowercased().contains("\r\nallow: get, head\r\n"), "\(answer)")
        let get = try RawSocketClient(path: daemon.socket)
        get.send("GET /v1/rescan HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        #expect(get.receiveAll().lowercased().contains("\r\nallow: post\r\n"))
    }

    @Test func oversizedHeadersAndBodiesGet413() throws {
        let daemon = try Self.running()
        let header = try RawSocketClient(path: daemon.socket)
        header.send("GET /v1/status HTTP/1.1\r\nHost: x\r\nX-Big: " + String(repeating: "a", count: 20_000) + "\r\n\r\n")
        #expect(header.statusCode() == 413)
        let many = try RawSocketClient(path: daemon.socket)
        many.send("GET /v1/status HTTP/1.1\r\n" + (0..<200).map { "X-\($0): y\r\n" }.joined() + "\r\n")
        #expect(many.statusCode() == 413)
        let body = try RawSocketClient(path: daemon.socket)
        body.send("POST /v1/rescan HTTP/1.1\r\nHost: x\r\nContent-Length: 10000000\r\n\r\n" + String(repeating: "z", count: 100_000))
        #expect(body.statusCode() == 413)
        try Self.expectServed(daemon)
    }

    @Test func aThousandIdleConnectionsDontStallOthers() throws {
        let daemon = try Self.running()
        var idle: [RawSocketClient] = []
        for _ in 0..<1000 { idle.append(try RawSocketClient(path: daemon.socket)) }
        try Self.expectServed(daemon)
        idle.removeAll()
        try Self.expectServed(daemon)
    }

    @Test func aSlowReaderDoesntStallOthers() throws {
        let daemon = try Self.running()
        let slow = try RawSocketClient(path: daemon.socket)
        slow.send("GET /v1/rules HTTP/1.1\r\nHost: x\r\n\r\n")
        for _ in 0..<3 {
            #expect(slow.readByte())
            try Self.expectServed(daemon)
            sleep(1)
        }
    }

    @Test func aThousandConcurrentStatusRequestsAreAllAnswered() throws {
        let daemon = try Self.running()
        let answered = LockedCounter()
        let socket = daemon.socket
        DispatchQueue.concurrentPerform(iterations: 1000) { _ in
            guard let client = try? RawSocketClient(path: socket, receiveTimeout: 60) else { return }
            client.send("GET /v1/status HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            if client.statusCode() == 200 { answered.increment() }
        }
        #expect(answered.value == 1000)
        try Self.expectServed(daemon)
    }

    @Test func anotherUserCannotConnect() throws {
        let daemon = try Self.running()
        // The tree and socket folder must be traversable for the refusal to come from the socket's mode.
        chmod(daemon.folder.path, 0o755)
        let curl = Process()
        let curlPath = try TestTool.url(TestTool.curl).path
        curl.executableURL = try TestTool.url(TestTool.setpriv)
        curl.arguments = [
            "--reuid=65534", "--regid=65534", "--clear-groups", curlPath, "-s", "-o", "/dev/null",
            "-w", "%{http_code}", "--unix-socket", daemon.socket, "http://localhost/v1/status",
        ]
        let out = Pipe()
        curl.standardOutput = out
        curl.standardError = FileHandle.nullDevice
        try curl.run()
        let code = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        curl.waitUntilExit()
        #expect(curl.terminationStatus != 0, "curl as nobody must fail to connect")
        #expect(code == "000", "no HTTP answer for another user (got \(code))")
        try Self.expectServed(daemon)
    }
}

final class LockedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
