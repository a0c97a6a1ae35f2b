import Foundation
import HIGAuditCore
import HIGAuditFiles

/// A minimal HTTP/1.1 client for the daemon's Unix socket (no dependencies beyond libc).
struct DaemonClient {
    struct Response {
        var status: Int
        var body: [UInt8]
        var json: Any? { try? JSONSerialization.jsonObject(with: Data(body)) }
    }

    struct Failure: Error {
        var message: Message
    }

    var socketPath: String

    /// `--socket`, else $HIGAUDIT_SOCKET, else the checkout's `.higaudit/higaudit.sock`
    /// when present, else the system one.
    static func defaultSocket(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let path = environment["HIGAUDIT_SOCKET"], !path.isEmpty { return path }
        var info = stat()
        if PathCalls.stat(".higaudit/higaudit.sock", &info) == 0 { return ".higaudit/higaudit.sock" }
        return "/run/higaudit/higaudit.sock"
    }

    func request(_ method: String, _ target: String, timeout: Double = 30) throws(Failure) -> Response {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw failure() }
        defer { close(descriptor) }
        var seconds = timeval(tv_sec: Int(timeout) + 5, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &seconds, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let pathBytes = Array(socketPath.utf8)
        guard pathBytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
            throw Failure(message: Message("client.socket-path", ["path": socketPath]))
        }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in pathBytes.enumerated() { raw[index] = byte }
        }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard connected == 0 else { throw failure() }
        let request = "\(method) \(target) HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Length: 0\r\n\r\n"
        var bytes = Array(request.utf8)
        var offset = 0
        while offset < bytes.count {
            do {
                offset += try Syscall.retrying("send") {
                    bytes.withUnsafeBytes { send(descriptor, $0.baseAddress! + offset, $0.count - offset, Int32(MSG_NOSIGNAL)) }
                }
            } catch {
                throw failure(error.errno)
            }
        }
        bytes = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count: Int
            do {
                count = try Syscall.retrying("recv") { chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) } }
            } catch {
                throw failure(error.errno)
            }
            if count == 0 { break }
            bytes += chunk[0..<count]
        }
        return try parse(bytes)
    }

    private func failure(_ code: Int32 = errno) -> Failure {
        Failure(message: Message("client.unreachable", [.init("path", FileName.display(socketPath)), .init("reason", SystemErrorWords.reason(code))]))
    }

    private func parse(_ bytes: [UInt8]) throws(Failure) -> Response {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard let end = bytes.indices.first(where: { bytes[$0...].starts(with: separator) }) else {
            throw Failure(message: Message("client.bad-response"))
        }
        let head = String(decoding: bytes[..<end], as: UTF8.self)
        let statusLine = head.split(separator: "\r\n").first ?? ""
        let parts = statusLine.split(separator: " ")
        guard parts.count >= 2, let status = Int(parts[1]) else { throw Failure(message: Message("client.bad-response")) }
        return Response(status: status, body: Array(bytes[(end + 4)...]))
    }
}
