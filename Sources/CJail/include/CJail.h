#ifndef PODBAY_C_JAIL_H
#define PODBAY_C_JAIL_H

/// Starts `path` as a child that runs code Podbay did not write (a check, a loaded podbay): in a
/// process group of its own (its id), with `moves` descriptors given to it (`sources[i]` at
/// `targets[i]`, in order; a source of -1 opens /dev/null there), the signals in `defaults` at
/// their default and none blocked; on Linux (x86_64, aarch64) under a seccomp filter that refuses
/// (EPERM) every signal, trace and memory access aimed at this process (its id, its threads, its
/// process group, or -1), joining this process's group, and faking terminal input; and, unless
/// `may_take_terminal` (a loaded podbay, which reads the terminal as its foreground), taking the
/// terminal's foreground; such a child (a check) starts in a session of its own, with no
/// controlling terminal to open as `/dev/tty`. With `write_nothing` (a check's, a lint
/// rehearsal's: children that hand back a verdict), also under a Landlock ruleset that handles
/// every filesystem write right the kernel's ABI knows and allows none (no file written, created,
/// truncated, renamed or removed; files opened before, its output pipes among them, are written
/// as before) and, from ABI 6 on, scoped: no signal and no abstract UNIX socket reaches a process
/// outside the child's own descendants; `*walled` says whether it is on (0: this kernel has no
/// Landlock, or refused the ruleset).
/// From the first such child on this process adopts the orphans of what the children start (a
/// subreaper), and no process may trace it or read its memory until the last one is reaped
/// (`podbay_jail_release`). Returns 0, or the error that kept the child from starting;
/// `*confined` says whether the filter is on (0: the kernel or the architecture refused it).
int podbay_jail_spawn(int *child, const char *path, char *const argv[], char *const envp[],
                      const int *sources, const int *targets, int moves,
                      const int *defaults, int default_count, int may_take_terminal, int write_nothing,
                      int *confined, int *walled);

/// The Landlock ABI the running kernel offers (0: none, or not Linux).
int podbay_jail_write_wall_abi(void);

/// A confined child was reaped: ends and reaps every child of this process that Podbay did not
/// start itself (an orphan the children's code left: a `setsid()` grandchild), and theirs,
/// until none is left; not a registered child (CInterrupt's table: a compiler still wanted), nor
/// one whose environment holds `keep` (`NAME=value`: what the desktop's opener started). So every
/// child this process wants must be registered. When it was the last confined child, this process
/// adopts nothing more and may be traced again. Returns how many it ended.
int podbay_jail_release(const char *keep);

/// In a loaded podbay before it replaces itself with a newer build: ends what the old build's code
/// started and left, as `podbay_jail_release` does (this process adopts such orphans from its start).
int podbay_jail_end_leftovers(const char *keep);

/// The environment entry (`NAME=value`) that keeps a process from being ended as an orphan, and
/// from now on a termination signal (CInterrupt's handlers) ends the orphans too, once the
/// children's groups have ended. Call before the first confined spawn.
void podbay_jail_keep(const char *mark);

/// Makes this process adopt the orphans of its descendants (a loaded podbay at its start).
void podbay_jail_adopt_orphans(void);

#endif
