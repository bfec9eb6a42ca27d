#include "CSwiftRuntime.h"

// Declared by the Swift runtime (HeapObject.h), exported with the C calling convention.
extern bool swift_isDeallocating(const void *object);

bool podbay_is_deallocating(const void *object) {
    return swift_isDeallocating(object);
}
