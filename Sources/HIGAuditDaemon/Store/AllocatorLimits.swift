import CMemory

/// How the daemon's allocator holds memory. With an arena per busy thread, memory freed in
/// one arena is not reused by the others, and the thresholds that glibc raises with the
/// largest block freed let the heap keep tens of megabytes it no longer uses.
public enum AllocatorLimits {
    /// Arenas the threads share.
    static let arenas: Int32 = 1
    /// Free memory at the top of the heap beyond this goes back to the system.
    static let trimThreshold = 1 << 20
    /// Allocations at least this large get their own mapping, unmapped when freed.
    static let mmapThreshold = 256 << 10

    /// Sets the limits; call before the daemon starts its threads.
    public static func apply() {
        cmemory_limit_allocator(arenas, trimThreshold, mmapThreshold)
    }
}
