import Foundation
import ProcessTestSupport

/// A client that speaks whatever bytes a test wants on the daemon's socket. Its receives
/// block (up to the receive timeout), so each runs on a thread of its own while the test
/// awaits it.
final class RawSocketClient: Sendable {
    let descriptor: Int32

    /// Connects; a receive gives up after `receiveTimeout` seconds (scaled by `TestTimeScale`).
    init(path: String, receiveTimeout: Int = 10) throws {
        descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in path.utf8.enumerated() { raw[index] = byte }
        }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        // Not closed here: an initializer that throws once every property is set still runs
        // `deinit`, and a second `close` would close whatever descriptor another test
        // opened under the same number in between.
        guard connected == 0 else {
            throw DaemonTestError.requestFailed("connect \(path): \(String(cString: strerror(errno)))")
        }
        var timeout = timeval(tv_sec: Int(TestTimeScale.seconds(Double(receiveTimeout))), tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { if descriptor >= 0 { close(descriptor) } }

    func send(_ text: String) { send(Array(text.utf8)) }

    func send(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress! + offset, $0.count - offset, Int32(MSG_NOSIGNAL)) }
            if sent <= 0 { return }
            offset += sent
        }
    }

    /// Reads until the peer closes, the timeout passes, or `limit` bytes.
    func receiveAll(limit: Int = 1 << 20) async -> String {
        await blocking { String(decoding: $0.receiveNow(limit: limit), as: UTF8.self) }
    }

    /// The status code of the first response line received.
    func statusCode() async -> Int? {
        await blocking { $0.statusCodeNow() }
    }

    /// As `statusCode()`, on the caller's thread (one of its own).
    func statusCodeNow() -> Int? {
        let text = String(decoding: receiveNow(limit: 1 << 20), as: UTF8.self)
        guard let line = text.split(separator: "\r\n").first else { return nil }
        let parts = line.split(separator: " ")
        return parts.count > 1 ? Int(parts[1]) : nil
    }

    /// Whether the peer closed the connection: a receive ends with end of file (not with
    /// the receive timeout, and not with a byte).
    func closedByPeer() async -> Bool {
        await blocking { client in
            var byte: UInt8 = 0
            return recv(client.descriptor, &byte, 1, 0) == 0
        }
    }

    func readByte() async -> Bool {
        await blocking { client in
            var byte: UInt8 = 0
            return recv(client.descriptor, &byte, 1, 0) == 1
        }
    }

    /// Receives until `total` bytes came, the peer closes or the timeout passes, pausing
    /// `pause` between receives (a slow reader); how many bytes came.
    func receiveCount(upTo total: Int, pause: Duration = .zero) async -> Int {
        await blocking { client in
            var received = 0
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while received < total {
                let count = chunk.withUnsafeMutableBytes { recv(client.descriptor, $0.baseAddress, $0.count, 0) }
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { break }
                received += count
                // This thread is the client's own: it may sleep.
                if pause > .zero { usleep(UInt32(pause / .microseconds(1))) }
            }
            return received
        }
    }

    private func receiveNow(limit: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while bytes.count < limit {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            bytes += chunk[0..<count]
        }
        return bytes
    }

    /// `work` on a thread of its own.
    private func blocking<Value: Sendable>(_ work: @escaping @Sendable (RawSocketClient) -> Value) async -> Value {
        // OwnThread.run throws only what `work` throws, and `work` throws nothing.
        try! await OwnThread.run { work(self) }
    }
}
