#include "CSwiftRuntime.h"

// Declared by the Swift runtime (HeapObject.h), exported with the C calling convention.
extern bool swift_isDeallocating(const void *object);
extern const void *swift_weakLoadStrong(const void *reference);

bool podbay_is_deallocating(const void *object) {
    return swift_isDeallocating(object);
}

const void *podbay_weak_load_strong(const void *reference) {
    return swift_weakLoadStrong(reference);
}
