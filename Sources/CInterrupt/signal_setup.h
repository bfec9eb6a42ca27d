// Small helpers the two signal files share; not part of the module's interface.
#ifndef PODBAY_SIGNAL_SETUP_H
#define PODBAY_SIGNAL_SETUP_H

/// `sigaction` with `handler`, `flags` and an empty mask (async-signal-safe).
void podbay_signal_catch(int signal_number, void (*handler)(int), int flags);
/// Lets `count` signals through, whatever mask a launcher started us with (async-signal-safe).
void podbay_signal_unblock(const int *signals, int count);
/// Where a handler's newline goes: standard output, or in a loaded podbay the terminal handed over
/// at another number (descriptor 1 there carries the user's code's output).
extern volatile int podbay_own_output;

#endif
