#ifndef CMEMORY_H
#define CMEMORY_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

/// glibc functions that the Glibc module does not export (they need _GNU_SOURCE).

/// Returns memory the allocator holds but no longer uses to the system (malloc_trim).
/// Nonzero when some was released.
int cmemory_release_free_memory(void);

/// copy_file_range(2) from `*offset` of `source` to the current position of `target`;
/// -1 with errno set on failure.
ssize_t cmemory_copy_file_range(int source, int64_t *offset, int target, size_t count);

/// syncfs(2): flushes the whole file system holding `descriptor`.
int cmemory_syncfs(int descriptor);

#endif
