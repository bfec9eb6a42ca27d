// The one Swift runtime entry point the Inspector calls from C.
//
// Swift code may not name `swift_isDeallocating` with `@_silgen_name` (the compiler reserves the
// symbol), so a C wrapper calls it. It uses the C calling convention in the runtime's headers.
#ifndef PODBAY_CSWIFTRUNTIME_H
#define PODBAY_CSWIFTRUNTIME_H

#include <stdbool.h>

/// Whether `object` has begun deinitialisation (its strong count reached zero). Only for objects
/// whose memory an unowned reference still keeps alive.
bool podbay_is_deallocating(const void *object);

#endif
