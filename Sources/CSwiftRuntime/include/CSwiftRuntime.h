// Swift runtime entry points the Inspector calls from C.
//
// Swift code may not name `swift_isDeallocating` or `swift_weakLoadStrong` with `@_silgen_name`
// (the compiler reserves the symbols), so C wrappers call them. Both use the C calling convention
// in the runtime's headers.
#ifndef PODBAY_CSWIFTRUNTIME_H
#define PODBAY_CSWIFTRUNTIME_H

#include <stdbool.h>

/// Whether `object` has begun deinitialisation (its strong count reached zero). Only for objects
/// whose memory an unowned reference still keeps alive.
bool podbay_is_deallocating(const void *object);

/// The object a weak reference at `reference` points to, retained (+1), or NULL once it is gone.
/// `reference` is the address of a `weak` stored property (its first word, for weak existentials).
const void *podbay_weak_load_strong(const void *reference);

#endif
