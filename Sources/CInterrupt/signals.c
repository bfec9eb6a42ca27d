#include "CInterrupt.h"
#include "signal_setup.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <termios.h>
#include <sys/wait.h>
#include <unistd.h>

// The terminal's settings before the prompt first changed them, so every way out (a signal, a
// suspension) hands the person back the terminal they had. Written once, before any handler is set.
static struct termios original;
static volatile sig_atomic_t terminal = -1;
// A loaded podbay holding the terminal (see the Loader): it restores the terminal itself.
static volatile sig_atomic_t child = 0;

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
    if (terminal >= 0 && child == 0) {
        tcsetattr(terminal, TCSANOW, &original);
        ssize_t ignored = write(STDOUT_FILENO, "\n", 1);
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
