#define _GNU_SOURCE
#include "cmemory.h"
#include <malloc.h>
#include <unistd.h>
#include <fcntl.h>

void cmemory_limit_allocator(int arenas, size_t trim_threshold, size_t mmap_threshold) {
    mallopt(M_ARENA_MAX, arenas);
    mallopt(M_TRIM_THRESHOLD, (int)trim_threshold);
    mallopt(M_MMAP_THRESHOLD, (int)mmap_threshold);
}

int cmemory_release_free_memory(void) {
    return malloc_trim(0);
}

ssize_t cmemory_copy_file_range(int source, int64_t *offset, int target, size_t count) {
    off64_t from = *offset;
    ssize_t copied = copy_file_range(source, &from, target, NULL, count, 0);
    *offset = from;
    return copied;
}

int cmemory_syncfs(int descriptor) {
    return syncfs(descriptor);
}

int cmemory_start_writeback(int descriptor) {
    return sync_file_range(descriptor, 0, 0, SYNC_FILE_RANGE_WRITE);
}
