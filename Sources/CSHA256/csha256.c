#include "csha256.h"

#include <string.h>

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#include <immintrin.h>
#define CSHA256_X86 1
#endif

static const uint32_t K[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

typedef void (*blocks_fn)(uint32_t state[8], const uint8_t *data, size_t blocks);

#define ROTR(x, n) (((x) >> (n)) | ((x) << (32 - (n))))

static void blocks_portable(uint32_t state[8], const uint8_t *data, size_t blocks) {
    uint32_t w[64];
    while (blocks--) {
        for (int t = 0; t < 16; t++) {
            w[t] = (uint32_t)data[4 * t] << 24 | (uint32_t)data[4 * t + 1] << 16 | (uint32_t)data[4 * t + 2] << 8 | data[4 * t + 3];
        }
        for (int t = 16; t < 64; t++) {
            uint32_t s0 = ROTR(w[t - 15], 7) ^ ROTR(w[t - 15], 18) ^ (w[t - 15] >> 3);
            uint32_t s1 = ROTR(w[t - 2], 17) ^ ROTR(w[t - 2], 19) ^ (w[t - 2] >> 10);
            w[t] = w[t - 16] + s0 + w[t - 7] + s1;
        }
        uint32_t a = state[0], b = state[1], c = state[2], d = state[3];
        uint32_t e = state[4], f = state[5], g = state[6], h = state[7];
        for (int t = 0; t < 64; t++) {
            uint32_t t1 = h + (ROTR(e, 6) ^ ROTR(e, 11) ^ ROTR(e, 25)) + ((e & f) ^ (~e & g)) + K[t] + w[t];
            uint32_t t2 = (ROTR(a, 2) ^ ROTR(a, 13) ^ ROTR(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
            h = g; g = f; f = e; e = d + t1;
            d = c; c = b; b = a; a = t1 + t2;
        }
        state[0] += a; state[1] += b; state[2] += c; state[3] += d;
        state[4] += e; state[5] += f; state[6] += g; state[7] += h;
        data += 64;
    }
}

#ifdef CSHA256_X86
__attribute__((target("sha,sse4.1,ssse3")))
static void blocks_shani(uint32_t state[8], const uint8_t *data, size_t blocks) {
    const __m128i mask = _mm_set_epi64x(0x0c0d0e0f08090a0bULL, 0x0405060700010203ULL);
    __m128i tmp = _mm_loadu_si128((const __m128i *)&state[0]);
    __m128i state1 = _mm_loadu_si128((const __m128i *)&state[4]);
    tmp = _mm_shuffle_epi32(tmp, 0xB1);
    state1 = _mm_shuffle_epi32(state1, 0x1B);
    __m128i state0 = _mm_alignr_epi8(tmp, state1, 8);
    state1 = _mm_blend_epi16(state1, tmp, 0xF0);

    while (blocks--) {
        const __m128i abef = state0, cdgh = state1;
        __m128i m[4];
        for (int g = 0; g < 16; g++) {
            if (g < 4) m[g] = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(data + 16 * g)), mask);
            __m128i cur = m[g & 3];
            __m128i msg = _mm_add_epi32(cur, _mm_loadu_si128((const __m128i *)&K[4 * g]));
            state1 = _mm_sha256rnds2_epu32(state1, state0, msg);
            if (g >= 3 && g <= 14) {
                __m128i t = _mm_alignr_epi8(cur, m[(g + 3) & 3], 4);
                m[(g + 1) & 3] = _mm_sha256msg2_epu32(_mm_add_epi32(m[(g + 1) & 3], t), cur);
            }
            msg = _mm_shuffle_epi32(msg, 0x0E);
            state0 = _mm_sha256rnds2_epu32(state0, state1, msg);
            if (g >= 1 && g <= 12) m[(g + 3) & 3] = _mm_sha256msg1_epu32(m[(g + 3) & 3], cur);
        }
        state0 = _mm_add_epi32(state0, abef);
        state1 = _mm_add_epi32(state1, cdgh);
        data += 64;
    }

    tmp = _mm_shuffle_epi32(state0, 0x1B);
    state1 = _mm_shuffle_epi32(state1, 0xB1);
    state0 = _mm_blend_epi16(tmp, state1, 0xF0);
    state1 = _mm_alignr_epi8(state1, tmp, 8);
    _mm_storeu_si128((__m128i *)&state[0], state0);
    _mm_storeu_si128((__m128i *)&state[4], state1);
}

static int has_shani(void) {
    unsigned a, b, c, d;
    if (!__get_cpuid(1, &a, &b, &c, &d)) return 0;
    int sse41 = (c >> 19) & 1, ssse3 = (c >> 9) & 1;
    if (!__get_cpuid_count(7, 0, &a, &b, &c, &d)) return 0;
    return sse41 && ssse3 && ((b >> 29) & 1);
}
#endif

static blocks_fn chosen(void) {
#ifdef CSHA256_X86
    /* -1 until the CPU has been asked; threads that race to ask store the same answer. */
    static int accelerated = -1;
    int known = __atomic_load_n(&accelerated, __ATOMIC_ACQUIRE);
    if (known < 0) {
        known = has_shani();
        __atomic_store_n(&accelerated, known, __ATOMIC_RELEASE);
    }
    if (known) return blocks_shani;
#endif
    return blocks_portable;
}

int csha256_accelerated(void) { return chosen() != blocks_portable; }

static void hash_with(blocks_fn blocks, const uint8_t *data, size_t length, uint8_t digest[32]) {
    uint32_t state[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
    size_t full = length / 64;
    if (full) blocks(state, data, full);
    uint8_t tail[128];
    size_t rest = length - full * 64;
    memcpy(tail, data + full * 64, rest);
    tail[rest] = 0x80;
    size_t padded = rest + 1 + 8 <= 64 ? 64 : 128;
    memset(tail + rest + 1, 0, padded - rest - 1);
    uint64_t bits = (uint64_t)length * 8;
    for (int k = 0; k < 8; k++) tail[padded - 1 - k] = (uint8_t)(bits >> (8 * k));
    blocks(state, tail, padded / 64);
    for (int k = 0; k < 8; k++) {
        digest[4 * k] = (uint8_t)(state[k] >> 24);
        digest[4 * k + 1] = (uint8_t)(state[k] >> 16);
        digest[4 * k + 2] = (uint8_t)(state[k] >> 8);
        digest[4 * k + 3] = (uint8_t)state[k];
    }
}

void csha256(const uint8_t *data, size_t length, uint8_t digest[32]) { hash_with(chosen(), data, length, digest); }

void csha256_portable(const uint8_t *data, size_t length, uint8_t digest[32]) { hash_with(blocks_portable, data, length, digest); }
