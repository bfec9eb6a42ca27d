// Swift runtime entry points the Inspector calls from C.
//
// Swift code may not name `swift_isDeallocating` or `swift_weakLoadStrong` with `@_silgen_name`
// (the compiler reserves the symbols), so C wrappers call them. Both use the C calling convention
// in the runtime's headers.
#ifndef PODBAY_CSWIFTRUNTIME_H
#define PODBAY_CSWIFTRUNTIME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/// Whether `object` has begun deinitialisation (its strong count reached zero). Only for objects
/// whose memory an unowned reference still keeps alive.
bool podbay_is_deallocating(const void *object);

/// The object a weak reference at `reference` points to, retained (+1), or NULL once it is gone.
/// `reference` is the address of a `weak` stored property (its first word, for weak existentials).
const void *podbay_weak_load_strong(const void *reference);

/// Fills `addresses` with the return addresses of the calling thread's stack, innermost first
/// (glibc's `backtrace`); returns how many. Used only while a route is being recorded.
int podbay_backtrace(void **addresses, int capacity);

/// The loaded image holding `address`: its load bias (what the image's symbol values are offset
/// by), and its file's path copied into `path` (the running program's own is `/proc/self/exe`).
/// Returns false when no loaded image holds it.
bool podbay_image_of(const void *address, uintptr_t *bias, char *path, size_t pathCapacity);

/// `mangled` demangled by the Swift runtime (`swift_demangle`), or NULL when it is not a Swift
/// name; the caller frees the result.
char *podbay_demangle(const char *mangled, size_t length);

#endif
