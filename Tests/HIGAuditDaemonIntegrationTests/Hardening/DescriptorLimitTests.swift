import Glibc
import Testing

@testable import HIGAuditDaemon

/// The connection cap leaves descriptors for the daemon's own files.
@Suite struct DescriptorLimitTests {
    @Test func theCapLeavesAReserveUnderTheLimit() {
        #expect(DescriptorLimit.connectionCap(softLimit: 1024, wanted: 2048) == 1024 - DescriptorLimit.reserve)
        #expect(DescriptorLimit.connectionCap(softLimit: 65536, wanted: 2048) == 2048)
        #expect(DescriptorLimit.connectionCap(softLimit: 100, wanted: 2048) == 16)
    }

    @Test func raisingNeverLowersTheLimit() {
        var before = rlimit()
        getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &before)
        let soft = DescriptorLimit.raise()
        #expect(soft >= Int(clamping: before.rlim_cur))
    }
}
