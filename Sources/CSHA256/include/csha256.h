#ifndef CSHA256_H
#define CSHA256_H

#include <stddef.h>
#include <stdint.h>

/// SHA-256 of `length` bytes into `digest` (32 bytes). Uses the CPU's SHA extensions
/// when present, portable code otherwise.
void csha256(const uint8_t *data, size_t length, uint8_t digest[32]);

/// The same, never using CPU extensions (so tests can compare both paths).
void csha256_portable(const uint8_t *data, size_t length, uint8_t digest[32]);

/// 1 when the accelerated path is in use.
int csha256_accelerated(void);

#endif
