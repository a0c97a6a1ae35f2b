#ifndef CMEMORY_H
#define CMEMORY_H

/// Returns memory the allocator holds but no longer uses to the system (glibc's
/// malloc_trim, which the Glibc module does not export). Nonzero when some was released.
int cmemory_release_free_memory(void);

#endif
