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
/// While `process` (a loaded podbay) holds the terminal, this process leaves the terminal to it on
/// SIGHUP, SIGTERM and SIGTSTP; 0 forgets it.
void podbay_signals_forward_to(int process);

/// A child's process group (its leader's id), ended with this process: SIGHUP, SIGTERM, and SIGINT
/// when it would end this process, are passed on to the group; with `temporary` (a build folder),
/// the group is killed and the folder removed. Returns the slot to remove it by, or -1.
int podbay_children_add(int group, const char *temporary);
/// The group ended: forgets it.
void podbay_children_remove(int slot);
/// Ends every registered group as a termination signal does (without ending this process).
void podbay_children_end(int signal_number);
/// Waits up to `milliseconds` for every registered group's leader to end (async-signal-safe).
void podbay_children_wait_ended(int milliseconds);
/// A rehearsal's folder (`--fresh`): removed when SIGHUP, SIGTERM or (where it ends this process)
/// SIGINT ends it, after the children that write in it. Call once, after `podbay_signals_install`.
void podbay_signals_remove_on_end(const char *folder);

/// In a loaded podbay: Ctrl-C during a command ends this process (as SIGINT) if the command has not
/// ended a second later, since code Podbay did not write does not look for Ctrl-C; the handlers'
/// newline goes to `own_output`; C's `stdout` (Swift's `print`) is unbuffered.
void podbay_interrupt_contain(int own_output);
/// In a loaded podbay: ends this process with SIGALRM in `seconds` unless stopped before.
void podbay_time_limit_start(unsigned seconds);
void podbay_time_limit_stop(void);
/// Ctrl-Z read as a key: stops the foreground process group (or only this process) as the terminal would.
void podbay_suspend(void);

#endif
