#define _GNU_SOURCE
#include "CSwiftRuntime.h"

#include <string.h>
#if defined(__linux__)
#include <dlfcn.h>
#include <execinfo.h>
#include <link.h>
#endif

// Declared by the Swift runtime (HeapObject.h), exported with the C calling convention.
extern bool swift_isDeallocating(const void *object);
extern const void *swift_weakLoadStrong(const void *reference);

bool podbay_is_deallocating(const void *object) {
    return swift_isDeallocating(object);
}

const void *podbay_weak_load_strong(const void *reference) {
    return swift_weakLoadStrong(reference);
}

// Declared by the Swift runtime (Demangle.h), exported with the C calling convention.
extern char *swift_demangle(const char *mangledName, size_t mangledNameLength, char *outputBuffer,
                            size_t *outputBufferSize, uint32_t flags);

int podbay_backtrace(void **addresses, int capacity) {
#if defined(__linux__)
    return backtrace(addresses, capacity);
#else
    (void)addresses;
    (void)capacity;
    return 0;
#endif
}

bool podbay_image_of(const void *address, uintptr_t *bias, char *path, size_t pathCapacity) {
#if defined(__linux__)
    Dl_info info;
    struct link_map *map = NULL;
    if (pathCapacity == 0 || dladdr1(address, &info, (void **)&map, RTLD_DL_LINKMAP) == 0 || map == NULL) return false;
    *bias = (uintptr_t)map->l_addr;
    const char *name = (map->l_name != NULL && map->l_name[0] != '\0') ? map->l_name : "/proc/self/exe";
    strncpy(path, name, pathCapacity - 1);
    path[pathCapacity - 1] = '\0';
    return true;
#else
    (void)address;
    (void)bias;
    (void)path;
    (void)pathCapacity;
    return false;
#endif
}

char *podbay_demangle(const char *mangled, size_t length) {
    return swift_demangle(mangled, length, NULL, NULL, 0);
}
