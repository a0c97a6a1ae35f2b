#define _GNU_SOURCE
#include "copenat2.h"

#include <errno.h>
#include <stdint.h>
#include <sys/syscall.h>
#include <unistd.h>

#ifndef SYS_openat2
#define SYS_openat2 437
#endif

// The kernel's struct open_how and resolve flags (<linux/openat2.h>, Linux 5.6).
struct higaudit_open_how {
    uint64_t flags;
    uint64_t mode;
    uint64_t resolve;
};

#define HIGAUDIT_RESOLVE_NO_SYMLINKS 0x04
#define HIGAUDIT_RESOLVE_BENEATH 0x08

int higaudit_openat2_beneath(int directory, const char *path, int flags) {
    struct higaudit_open_how how = {
        .flags = (uint64_t)(unsigned int)flags,
        .mode = 0,
        .resolve = HIGAUDIT_RESOLVE_NO_SYMLINKS | HIGAUDIT_RESOLVE_BENEATH,
    };
    return (int)syscall(SYS_openat2, directory, path, &how, sizeof how);
}
