import Foundation
import Testing

@testable import HIGAuditDaemon

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

@Suite struct SocketActivationTests {
    @Test func nothingWithoutEnvironment() {
        #expect(SocketActivation.descriptors(environment: [:], pid: 100).isEmpty)
        #expect(SocketActivation.listeningDescriptors(environment: [:], unsetEnvironment: false).isEmpty)
    }

    @Test func nothingForAnotherProcess() {
        let other = getpid() + 1
        #expect(SocketActivation.descriptors(environment: ["LISTEN_PID": "\(other)", "LISTEN_FDS": "2"], pid: getpid()).isEmpty)
        #expect(
            SocketActivation.listeningDescriptors(
                environment: ["LISTEN_PID": "\(other)", "LISTEN_FDS": "2"], unsetEnvironment: false
            ).isEmpty)
    }

    @Test func nothingWithoutValidPidOrCount() {
        for environment in [
            ["LISTEN_FDS": "1"], ["LISTEN_PID": "100"], ["LISTEN_PID": "100", "LISTEN_FDS": "0"],
            ["LISTEN_PID": "100", "LISTEN_FDS": "-1"], ["LISTEN_PID": "100", "LISTEN_FDS": "many"],
            ["LISTEN_PID": "pid", "LISTEN_FDS": "1"],
        ] as [[String: String]] {
            #expect(SocketActivation.descriptors(environment: environment, pid: 100).isEmpty, "\(environment)")
        }
    }

    @Test func descriptorsStartAtThree() {
        #expect(SocketActivation.descriptors(environment: ["LISTEN_PID": "100", "LISTEN_FDS": "1"], pid: 100) == [3])
        #expect(SocketActivation.descriptors(environment: ["LISTEN_PID": "100", "LISTEN_FDS": "3"], pid: 100) == [3, 4, 5])
    }

    @Test func namesFollowListenFdNames() {
        #expect(SocketActivation.names(environment: ["LISTEN_FDNAMES": "api:metrics"], count: 2) == ["api", "metrics"])
        #expect(SocketActivation.names(environment: ["LISTEN_FDNAMES": "api"], count: 2) == ["api", "unknown"])
        #expect(SocketActivation.names(environment: [:], count: 1) == ["unknown"])
    }

    /// The public entry point with this process's pid. Fd 3 belongs to the test runner (or
    /// to nobody), so it is not replaced: its close-on-exec flag is checked and then restored.
    @Test func rightPidGivesDescriptorsWithCloseOnExec() {
        let before = fcntl(3, F_GETFD)
        defer { if before >= 0 { _ = fcntl(3, F_SETFD, before) } }
        let descriptors = SocketActivation.listeningDescriptors(
            environment: ["LISTEN_PID": "\(getpid())", "LISTEN_FDS": "1"], unsetEnvironment: false)
        #expect(descriptors == [3])
        if before >= 0 {
            #expect(fcntl(3, F_GETFD) & FD_CLOEXEC != 0)
        }
    }

    @Test func unsetsTheVariablesWhenAsked() {
        var unset: [String] = []
        let environment = ["LISTEN_PID": "1", "LISTEN_FDS": "1", "LISTEN_FDNAMES": "higauditd.socket"]
        #expect(SocketActivation.listeningDescriptors(environment: environment, unset: { unset.append($0) }).isEmpty)
        #expect(unset == ["LISTEN_PID", "LISTEN_FDS", "LISTEN_FDNAMES"])
        unset = []
        _ = SocketActivation.listeningDescriptors(environment: environment, unset: nil)
        #expect(unset.isEmpty)
    }
}
