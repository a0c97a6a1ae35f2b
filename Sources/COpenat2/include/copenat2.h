#ifndef COPENAT2_H
#define COPENAT2_H

/// openat2(2) with RESOLVE_NO_SYMLINKS | RESOLVE_BENEATH: `path` is opened below `directory`
/// without following a symbolic link at any component and without leaving `directory`.
/// Returns the descriptor, or -1 with errno set (ENOSYS when the kernel has no openat2).
int higaudit_openat2_beneath(int directory, const char *path, int flags);

#endif
