#include "CInterrupt.h"
#include "signal_setup.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

// Written by the signal handler, read by the REPL: the one kind of variable C promises is safe there.
static volatile sig_atomic_t requested = 0;
// Decided before the signal can come, since the handler may only call async-signal-safe functions.
static volatile sig_atomic_t output_is_terminal = 0;
volatile int podbay_own_output = STDOUT_FILENO;

// In a loaded podbay: code Podbay did not write runs inside its commands, and may never look at
// `requested`. Ctrl-C then ends the process (as SIGINT) when the command has not ended a second
// later, and the podbay that started it takes the prompt back. SIGALRM is the clock of both.
static volatile sig_atomic_t contained = 0;
// Why the alarm was set: 1 a Ctrl-C's grace second, 2 the time limit.
static volatile sig_atomic_t alarm_reason = 0;

static void on_alarm(int signal_number) {
    // Die of the signal that says why, so the parent can tell the two apart.
    int ending = alarm_reason == 1 ? SIGINT : SIGALRM;
    (void)signal_number;
    signal(ending, SIG_DFL);
    podbay_signal_unblock(&ending, 1);
    raise(ending);
}

static void on_interrupt(int signal_number) {
    (void)signal_number;
    requested = 1;
    if (contained && alarm_reason != 1) {
        alarm_reason = 1;
        alarm(1);
    }
    // The terminal has just echoed "^C" after whatever was on the line; what we print next starts
    // on a line of its own, as a shell's does. write() is safe in a handler.
    if (output_is_terminal) {
        int saved_errno = errno;
        ssize_t ignored = write(podbay_own_output, "\n", 1);
        (void)ignored;
        errno = saved_errno;
    }
}

void podbay_interrupt_catch(void) {
    requested = 0;
    output_is_terminal = isatty(podbay_own_output);
    podbay_signal_catch(SIGINT, on_interrupt, 0);
    // A launcher may start us with SIGINT blocked (the mask is inherited); Ctrl-C must still arrive.
    const int interrupt_only[] = {SIGINT};
    podbay_signal_unblock(interrupt_only, 1);
}

int podbay_interrupt_ignore(void) {
    signal(SIGINT, SIG_IGN);
    if (contained && alarm_reason == 1) {
        alarm(0);
        alarm_reason = 0;
    }
    return requested != 0;
}

int podbay_interrupt_requested(void) {
    return requested != 0;
}

void podbay_interrupt_contain(int own_output) {
    contained = 1;
    podbay_own_output = own_output;
    // The loaded code's print reaches its socket at once, in order with Podbay's unbuffered writes
    // (a print without a newline, too).
    setvbuf(stdout, NULL, _IONBF, 0);
    podbay_signal_catch(SIGALRM, on_alarm, 0);
    const int alarm_only[] = {SIGALRM};
    podbay_signal_unblock(alarm_only, 1);
}

void podbay_time_limit_start(unsigned seconds) {
    alarm_reason = 2;
    alarm(seconds);
}

void podbay_time_limit_stop(void) {
    if (alarm_reason != 2) return;
    alarm(0);
    alarm_reason = 0;
}
