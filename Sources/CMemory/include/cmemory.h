#ifndef CMEMORY_H
#define CMEMORY_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

/// glibc functions that the Glibc module does not export (they need _GNU_SOURCE).

/// Caps how many malloc arenas threads share (mallopt M_ARENA_MAX), and fixes the sizes
/// above which freed memory at the top of the heap goes back to the system
/// (M_TRIM_THRESHOLD) and above which an allocation gets its own mapping
/// (M_MMAP_THRESHOLD); fixed, they no longer grow with the largest block freed.
void cmemory_limit_allocator(int arenas, size_t trim_threshold, size_t mmap_threshold);

/// Returns memory the allocator holds but no longer uses to the system (malloc_trim).
/// Nonzero when some was released.
int cmemory_release_free_memory(void);

/// copy_file_range(2) from `*offset` of `source` to the current position of `target`;
/// -1 with errno set on failure.
ssize_t cmemory_copy_file_range(int source, int64_t *offset, int target, size_t count);

/// syncfs(2): flushes the whole file system holding `descriptor`.
int cmemory_syncfs(int descriptor);

/// sync_file_range(2) with SYNC_FILE_RANGE_WRITE over the whole file: starts writing its
/// dirty pages without waiting for them.
int cmemory_start_writeback(int descriptor);

#endif
