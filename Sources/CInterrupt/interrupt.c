#include "CInterrupt.h"

#include <pthread.h>
#include <signal.h>
#include <string.h>

// Written by the signal handler, read by the REPL: the one kind of variable C promises is safe there.
static volatile sig_atomic_t requested = 0;

static void on_interrupt(int signal_number) {
    (void)signal_number;
    requested = 1;
}

void podbay_interrupt_catch(void) {
    requested = 0;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_interrupt;
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, NULL);
    // A launcher may start us with SIGINT blocked (the mask is inherited); Ctrl-C must still arrive.
    sigset_t interrupt_only;
    sigemptyset(&interrupt_only);
    sigaddset(&interrupt_only, SIGINT);
    pthread_sigmask(SIG_UNBLOCK, &interrupt_only, NULL);
}

int podbay_interrupt_ignore(void) {
    signal(SIGINT, SIG_IGN);
    return requested != 0;
}

int podbay_interrupt_requested(void) {
    return requested != 0;
}
