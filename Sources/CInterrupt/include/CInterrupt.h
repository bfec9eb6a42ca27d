#ifndef PODBAY_C_INTERRUPT_H
#define PODBAY_C_INTERRUPT_H

/// From now on SIGINT only sets a flag (cleared here), and interrupts blocking system calls.
void podbay_interrupt_catch(void);
/// SIGINT is ignored again; returns 1 when one arrived since `podbay_interrupt_catch`.
int podbay_interrupt_ignore(void);
/// 1 when SIGINT arrived since `podbay_interrupt_catch`.
int podbay_interrupt_requested(void);

#endif
