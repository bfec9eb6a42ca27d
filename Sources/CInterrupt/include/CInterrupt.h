#ifndef PODBAY_C_INTERRUPT_H
#define PODBAY_C_INTERRUPT_H

/// From now on SIGINT only sets a flag (cleared here), and interrupts blocking system calls.
void podbay_interrupt_catch(void);
/// SIGINT is ignored again; returns 1 when one arrived since `podbay_interrupt_catch`.
int podbay_interrupt_ignore(void);
/// 1 when SIGINT arrived since `podbay_interrupt_catch`.
int podbay_interrupt_requested(void);

/// Remembers the terminal's settings on `descriptor`, to be restored on SIGHUP, SIGTERM and SIGTSTP.
/// Call before anything changes them, and before `podbay_signals_install`.
void podbay_signals_remember_terminal(int descriptor);
/// SIGHUP and SIGTERM restore the terminal and exit with 128 + the signal's number; SIGTSTP restores
/// it, stops, and takes the prompt's settings back on SIGCONT.
void podbay_signals_install(void);
/// While `process` (a child podbay running loaded code) runs, SIGHUP and SIGTERM are passed on to it
/// before this process exits; 0 forgets it.
void podbay_signals_forward_to(int process);
/// Ctrl-Z read as a key: stops the foreground process group (or only this process) as the terminal would.
void podbay_suspend(void);

#endif
