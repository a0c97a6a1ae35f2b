import CMemory

/// How the daemon's allocator holds memory. With an arena per busy thread, memory freed in
/// one arena is not reused by the others, and the thresholds that glibc raises with the
/// largest block freed let the heap keep tens of megabytes it no longer uses.
package enum AllocatorLimits {
    /// Arenas the threads share: two, so that the two workers of a 2-core machine don't
    /// queue on one arena's lock. A 20,000-screen first scan takes 1.2 to 4.7 s less than
    /// with one, its peak RSS within a few MiB either way; more arenas only cost memory
    /// (`docs/benchmarks.md`).
    static let arenas: Int32 = 2
    /// Free memory at the top of the heap beyond this goes back to the system.
    static let trimThreshold = 1 << 20
    /// Allocations at least this large get their own mapping, unmapped when freed.
    static let mmapThreshold = 256 << 10

    /// Sets the limits; call before the daemon starts its threads.
    package static func apply() {
        cmemory_limit_allocator(arenas, trimThreshold, mmapThreshold)
    }
}
