#include "CInterrupt.h"
#include "signal_setup.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <termios.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

// The terminal's settings before the prompt first changed them, so every way out (a signal, a
// suspension) hands the person back the terminal they had. Written once, before any handler is set.
static struct termios original;
static volatile sig_atomic_t terminal = -1;
// A loaded podbay holding the terminal (see the Loader): it restores the terminal itself.
static volatile sig_atomic_t child = 0;

// A rehearsal's folder (`--fresh`), removed on every signal that ends this process, as at a normal
// end. Written once, before the handlers that read it are set.
#define PODBAY_REHEARSAL_LENGTH 1024
static char rehearsal[PODBAY_REHEARSAL_LENGTH];

// Removes the rehearsal's folder, if there is one, once the loaded podbays that write in it have
// ended (they end on the same signal; two seconds at most). `rm -rf` in a child of its own: a tree
// cannot be removed with the few calls a signal handler may make, but fork and execve are two.
static void remove_rehearsal(void) {
    if (rehearsal[0] == '\0') return;
    podbay_children_wait_ended(2000);
    pid_t remover = fork();
    if (remover == 0) {
        char *const argv[] = {"rm", "-rf", rehearsal, NULL};
        char *const envp[] = {NULL};
        execve("/bin/rm", argv, envp);
        _exit(127);
    }
    int status;
    if (remover > 0) {
        while (waitpid(remover, &status, 0) < 0 && errno == EINTR) {
        }
    }
    rehearsal[0] = '\0';
}

// SIGINT where it would end this process (piped input: Ctrl-C keeps its usual meaning) while a
// rehearsal runs: its children end, its folder goes, and then the process dies of the signal.
static void on_interrupt_ending(int signal_number) {
    podbay_children_end(signal_number);
    remove_rehearsal();
    signal(signal_number, SIG_DFL);
    podbay_signal_unblock(&signal_number, 1);
    raise(signal_number);
}

void podbay_signals_remove_on_end(const char *folder) {
    if (folder == NULL || strlen(folder) >= PODBAY_REHEARSAL_LENGTH) return;
    strcpy(rehearsal, folder);
    struct sigaction current;
    if (sigaction(SIGINT, NULL, &current) == 0 && current.sa_handler == SIG_DFL) {
        podbay_signal_catch(SIGINT, on_interrupt_ending, 0);
        // Piped input keeps Ctrl-C's usual meaning, whatever mask a launcher started us with.
        const int interrupt_only[] = {SIGINT};
        podbay_signal_unblock(interrupt_only, 1);
    }
}

void podbay_signals_forward_to(int process) {
    child = process;
}

void podbay_signals_remember_terminal(int descriptor) {
    if (tcgetattr(descriptor, &original) == 0) terminal = descriptor;
}

// SIGHUP (the window closed) and SIGTERM (kill): everything worth keeping is already on disk, since
// progress is saved at every change and history at every line, and saves hold these signals off
// until the file is whole. So the handler only gives the terminal back and leaves, with the status
// a shell reports for a signal (128 + its number). It signals no one else: libedit's handler
// re-sent the signal to the whole process group, which killed the script that started us.
static void on_termination(int signal_number) {
    // Every child's process group ends too (a loaded podbay restores the terminal itself, on the
    // same signal), and a build's half-written folder is removed.
    podbay_children_end(signal_number);
    remove_rehearsal();
    if (terminal >= 0 && child == 0) {
        tcsetattr(terminal, TCSANOW, &original);
        ssize_t ignored = write(podbay_own_output, "\n", 1);
        (void)ignored;
    }
    _exit(128 + signal_number);
}

// SIGTSTP: give the shell a sane terminal while we are stopped, and take ours back on `fg`.
static void on_suspend(int signal_number) {
    int saved_errno = errno;
    struct termios current;
    // While a loaded podbay runs it owns the terminal, and sets it back itself on SIGCONT.
    int restore = child == 0 && terminal >= 0 && tcgetattr(terminal, &current) == 0;
    if (restore) tcsetattr(terminal, TCSANOW, &original);
    // A SIGTSTP sent to this process alone (`kill -TSTP`) while a loaded podbay runs, in a process
    // group of its own: it stops too, by itself (its handler gives the terminal back first); stop
    // only once it has, or the shell takes the terminal while it still writes to it. (A Ctrl-Z
    // that stopped it is handled where it is waited for, without this wait.)
    pid_t stopped = (pid_t)child;
    if (stopped > 0) {
        kill(-stopped, SIGTSTP);
        siginfo_t info;
        while (waitid(P_PID, (id_t)stopped, &info, WSTOPPED | WEXITED | WNOWAIT) < 0 && errno == EINTR) {
        }
    }
    // Stop for real: the default action, with the signal let through.
    signal(signal_number, SIG_DFL);
    podbay_signal_unblock(&signal_number, 1);
    raise(signal_number);
    // Here after SIGCONT: the loaded podbay goes on too.
    podbay_signal_catch(signal_number, on_suspend, SA_RESTART);
    if (restore) tcsetattr(terminal, TCSANOW, &current);
    if (stopped > 0) kill(-stopped, SIGCONT);
    errno = saved_errno;
}

void podbay_signals_install(void) {
    // One termination at a time: the handler never returns, so a second must wait for it.
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_termination;
    sigemptyset(&action.sa_mask);
    sigaddset(&action.sa_mask, SIGHUP);
    sigaddset(&action.sa_mask, SIGTERM);
    sigaction(SIGHUP, &action, NULL);
    sigaction(SIGTERM, &action, NULL);

    // A shell without job control starts us with SIGTSTP ignored: then it stays ignored.
    struct sigaction previous;
    if (sigaction(SIGTSTP, NULL, &previous) == 0 && previous.sa_handler != SIG_IGN) {
        podbay_signal_catch(SIGTSTP, on_suspend, SA_RESTART);
    }
    const int wanted[] = {SIGHUP, SIGTERM, SIGTSTP};
    podbay_signal_unblock(wanted, 3);
}

void podbay_signal_catch(int signal_number, void (*handler)(int), int flags) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    action.sa_flags = flags;
    sigemptyset(&action.sa_mask);
    sigaction(signal_number, &action, NULL);
}

void podbay_signal_unblock(const int *signals, int count) {
    // A launcher may start us with signals blocked (the mask is inherited); these must arrive.
    sigset_t set;
    sigemptyset(&set);
    for (int index = 0; index < count; index++) sigaddset(&set, signals[index]);
    pthread_sigmask(SIG_UNBLOCK, &set, NULL);
}

void podbay_suspend(void) {
    // What the terminal driver does with Ctrl-Z when it is not a key: stop the foreground process
    // group, so a launcher script stops with us and its shell gets the terminal back. When we are
    // not that group (no controlling terminal, as under a test's pseudo-terminal), only ourselves.
    pid_t foreground = tcgetpgrp(STDIN_FILENO);
    if (foreground > 0 && foreground == getpgrp()) {
        kill(0, SIGTSTP);
    } else {
        kill(getpid(), SIGTSTP);
    }
}
