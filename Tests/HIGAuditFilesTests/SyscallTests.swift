import Glibc
import Testing

@testable import HIGAuditFiles

@Suite struct SyscallTests {
    @Test func anInterruptedCallIsMadeAgain() throws {
        var attempts = 0
        let result = try Syscall.retrying("read") { () -> Int in
            attempts += 1
            guard attempts == 3 else {
                errno = EINTR
                return -1
            }
            return 7
        }
        #expect(result == 7)
        #expect(attempts == 3)
    }

    @Test func aFailureCarriesTheCallAndItsErrno() {
        #expect(throws: SystemCallError(call: "close", errno: EBADF)) {
            try Syscall.retrying("close") { close(-1) }
        }
        #expect(SystemCallError(call: "close", errno: EBADF).description == "close: Bad file descriptor")
    }

    @Test func writeAllWritesEveryByte() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let bytes = [UInt8](repeating: 0x41, count: 10_000)
        try Syscall.writeAll(ends[1], bytes)
        close(ends[1])
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = try Syscall.retrying("read") { chunk.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, $0.count) } }
            if count == 0 { break }
            received += chunk[0..<count]
        }
        #expect(received == bytes)
    }
}
