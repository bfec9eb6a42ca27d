// Small helpers the two signal files share; not part of the module's interface.
#ifndef PODBAY_SIGNAL_SETUP_H
#define PODBAY_SIGNAL_SETUP_H

/// `sigaction` with `handler`, `flags` and an empty mask (async-signal-safe).
void podbay_signal_catch(int signal_number, void (*handler)(int), int flags);
/// Lets `count` signals through, whatever mask a launcher started us with (async-signal-safe).
void podbay_signal_unblock(const int *signals, int count);

#endif
