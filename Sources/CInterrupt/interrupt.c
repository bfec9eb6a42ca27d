#include "CInterrupt.h"
#include "signal_setup.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

// Written by the signal handler, read by the REPL: the one kind of variable C promises is safe there.
static volatile sig_atomic_t requested = 0;
// Decided before the signal can come, since the handler may only call async-signal-safe functions.
static volatile sig_atomic_t output_is_terminal = 0;

static void on_interrupt(int signal_number) {
    (void)signal_number;
    requested = 1;
    // The terminal has just echoed "^C" after whatever was on the line; what we print next starts
    // on a line of its own, as a shell's does. write() is safe in a handler.
    if (output_is_terminal) {
        int saved_errno = errno;
        ssize_t ignored = write(STDOUT_FILENO, "\n", 1);
        (void)ignored;
        errno = saved_errno;
    }
}

void podbay_interrupt_catch(void) {
    requested = 0;
    output_is_terminal = isatty(STDOUT_FILENO);
    podbay_signal_catch(SIGINT, on_interrupt, 0);
    // A launcher may start us with SIGINT blocked (the mask is inherited); Ctrl-C must still arrive.
    const int interrupt_only[] = {SIGINT};
    podbay_signal_unblock(interrupt_only, 1);
}

int podbay_interrupt_ignore(void) {
    signal(SIGINT, SIG_IGN);
    return requested != 0;
}

int podbay_interrupt_requested(void) {
    return requested != 0;
}
