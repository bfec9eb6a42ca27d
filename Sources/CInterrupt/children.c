#include "CInterrupt.h"
#include "signal_setup.h"

#include <errno.h>
#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

// The process groups Podbay's children run in (the compiler, a loaded podbay, a check), each with
// the build folder it writes, if any. Several at once: lint builds one exercise per core. A signal
// handler reads them, so they are fixed slots of plain values, claimed with a compare-and-swap.
#define PODBAY_CHILD_SLOTS 64
#define PODBAY_PATH_LENGTH 1024

static volatile sig_atomic_t groups[PODBAY_CHILD_SLOTS];
static char temporaries[PODBAY_CHILD_SLOTS][PODBAY_PATH_LENGTH];
static volatile sig_atomic_t registered = 0;

// SIGINT's disposition before the first child, when it was the default (piped input: Ctrl-C ends
// Podbay), so that it ends the children too.
static volatile sig_atomic_t interrupt_taken = 0;

static void (*volatile sweep_after_end)(void) = 0;

void podbay_children_set_sweep(void (*sweep)(void)) {
    sweep_after_end = sweep;
}

static void end_children(int signal_number) {
    for (int slot = 0; slot < PODBAY_CHILD_SLOTS; slot++) {
        pid_t group = (pid_t)groups[slot];
        if (group <= 0) continue;
        if (temporaries[slot][0] == '\0') {
            // A loaded podbay ends itself on the same signal: it gives the terminal back and ends
            // its own children. Everything else in its group goes with it.
            kill(-group, signal_number);
            continue;
        }
        // A build: its compiler and linker stop now, and the half-written folder goes.
        kill(-group, SIGKILL);
        int status;
        while (waitpid(group, &status, 0) < 0 && errno == EINTR) {
        }
        pid_t remover = fork();
        if (remover == 0) {
            char *const argv[] = {"rm", "-rf", temporaries[slot], NULL};
            char *const envp[] = {NULL};
            execve("/bin/rm", argv, envp);
            _exit(127);
        }
        if (remover > 0) {
            while (waitpid(remover, &status, 0) < 0 && errno == EINTR) {
            }
        }
    }
    // What those groups orphaned to this process (CJail: a check's `setsid()` process) ends too.
    void (*sweep)(void) = sweep_after_end;
    if (sweep != 0) sweep();
}

int podbay_children_registered(int group) {
    for (int slot = 0; slot < PODBAY_CHILD_SLOTS; slot++) {
        if (group > 0 && (pid_t)groups[slot] == group) return 1;
    }
    return 0;
}

void podbay_children_end(int signal_number) {
    end_children(signal_number);
}

void podbay_children_wait_ended(int milliseconds) {
    const struct timespec tick = {0, 10 * 1000 * 1000};
    for (int waited = 0; waited < milliseconds; waited += 10) {
        int running = 0;
        for (int slot = 0; slot < PODBAY_CHILD_SLOTS; slot++) {
            pid_t group = (pid_t)groups[slot];
            if (group <= 0) continue;
            int status;
            pid_t ended = waitpid(group, &status, WNOHANG);
            if (ended == 0 || (ended < 0 && errno == EINTR)) running = 1;
        }
        if (!running) return;
        nanosleep(&tick, NULL);
    }
}

static void on_interrupt_while_children(int signal_number) {
    end_children(signal_number);
    signal(signal_number, SIG_DFL);
    podbay_signal_unblock(&signal_number, 1);
    raise(signal_number);
}

int podbay_children_add(int group, const char *temporary) {
    for (int slot = 0; slot < PODBAY_CHILD_SLOTS; slot++) {
        if (!__sync_bool_compare_and_swap(&groups[slot], 0, -1)) continue;
        temporaries[slot][0] = '\0';
        if (temporary != NULL && strlen(temporary) < PODBAY_PATH_LENGTH) strcpy(temporaries[slot], temporary);
        groups[slot] = group;
        if (__sync_add_and_fetch(&registered, 1) == 1) {
            struct sigaction previous;
            if (sigaction(SIGINT, NULL, &previous) == 0 && previous.sa_handler == SIG_DFL) {
                interrupt_taken = 1;
                podbay_signal_catch(SIGINT, on_interrupt_while_children, 0);
            }
        }
        return slot;
    }
    return -1;
}

void podbay_children_remove(int slot) {
    if (slot < 0 || slot >= PODBAY_CHILD_SLOTS) return;
    groups[slot] = 0;
    if (__sync_sub_and_fetch(&registered, 1) == 0 && interrupt_taken) {
        interrupt_taken = 0;
        struct sigaction current;
        if (sigaction(SIGINT, NULL, &current) == 0 && current.sa_handler == on_interrupt_while_children) {
            signal(SIGINT, SIG_DFL);
        }
    }
}
