// fopencookie is a GNU extension: asked for before any header.
#define _GNU_SOURCE
#include "CInterrupt.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

// The `--record` transcript, opened again for appending, for what loaded code prints.
static int transcript = -1;

static void write_all(int descriptor, const char *bytes, size_t size) {
    size_t done = 0;
    while (done < size) {
        ssize_t count = write(descriptor, bytes + done, size - done);
        if (count < 0 && errno == EINTR) continue;
        if (count <= 0) return;
        done += (size_t)count;
    }
}

// Each line the loaded code prints goes to standard output and to the transcript at once, so both
// hold it where it was printed among Podbay's own lines (which are written unbuffered, appended).
static ssize_t copy_out(void *cookie, const char *bytes, size_t size) {
    (void)cookie;
    write_all(STDOUT_FILENO, bytes, size);
    if (transcript >= 0) write_all(transcript, bytes, size);
    return (ssize_t)size;
}

#if !defined(__linux__)
static int copy_out_counted(void *cookie, const char *bytes, int size) {
    return (int)copy_out(cookie, bytes, (size_t)size);
}
#endif

void podbay_copy_printed_output(const char *transcript_path) {
    int descriptor = open(transcript_path, O_WRONLY | O_APPEND | O_CLOEXEC);
    if (descriptor < 0) return;
#if defined(__linux__)
    cookie_io_functions_t functions = {NULL, copy_out, NULL, NULL};
    FILE *copying = fopencookie(NULL, "w", functions);
#else
    FILE *copying = funopen(NULL, NULL, copy_out_counted, NULL, NULL);
#endif
    if (copying == NULL) {
        close(descriptor);
        return;
    }
    transcript = descriptor;
    setvbuf(copying, NULL, _IOLBF, 0);
    fflush(stdout);
    stdout = copying;
}
