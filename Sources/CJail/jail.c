#define _GNU_SOURCE
#include "CJail.h"
#include "CInterrupt.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#ifdef __linux__
#include <linux/audit.h>
#include <linux/capability.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <stddef.h>
#include <sys/ioctl.h>
#include <sys/prctl.h>
#include <sys/syscall.h>

#if defined(__x86_64__)
#define PODBAY_JAIL_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define PODBAY_JAIL_ARCH AUDIT_ARCH_AARCH64
#endif
#endif

#ifdef __linux__
// Landlock's numbers, written out: the installed <linux/landlock.h> may be older than the kernel's
// ABI (here it knows neither TRUNCATE, IOCTL_DEV nor scopes). The calls have one number everywhere.
#define WALL_CREATE_RULESET 444
#define WALL_RESTRICT_SELF 446
#define WALL_VERSION (1U << 0)
#define WALL_WRITE_FILE (1ULL << 1)
#define WALL_REMOVE_DIR (1ULL << 4)
#define WALL_REMOVE_FILE (1ULL << 5)
#define WALL_MAKE_CHAR (1ULL << 6)
#define WALL_MAKE_DIR (1ULL << 7)
#define WALL_MAKE_REG (1ULL << 8)
#define WALL_MAKE_SOCK (1ULL << 9)
#define WALL_MAKE_FIFO (1ULL << 10)
#define WALL_MAKE_BLOCK (1ULL << 11)
#define WALL_MAKE_SYM (1ULL << 12)
#define WALL_REFER (1ULL << 13)
#define WALL_TRUNCATE (1ULL << 14)
#define WALL_IOCTL_DEV (1ULL << 15)
#define WALL_SCOPE_ABSTRACT_UNIX_SOCKET (1ULL << 0)
#define WALL_SCOPE_SIGNAL (1ULL << 1)

// `struct landlock_ruleset_attr` as of ABI 6; the kernel reads the first `size` bytes of it.
struct wall_attributes {
    unsigned long long handled_access_fs;
    unsigned long long handled_access_net;
    unsigned long long scoped;
};

int podbay_jail_write_wall_abi(void) {
    long abi = syscall(WALL_CREATE_RULESET, NULL, 0, WALL_VERSION);
    return abi > 0 ? (int)abi : 0;
}

// A Landlock ruleset that handles every filesystem write right the running kernel's ABI knows and
// has no rule allowing any, so whoever is restricted by it reads files but writes, creates,
// truncates, renames and removes none; where the ABI knows scopes, it also signals no process
// and reaches no abstract UNIX socket outside its own domain. Its descriptor (closed on exec), or
// -errno (ENOSYS, EOPNOTSUPP: no Landlock here).
static int write_wall(void) {
    long abi = syscall(WALL_CREATE_RULESET, NULL, 0, WALL_VERSION);
    if (abi < 1) return abi < 0 ? -errno : -ENOSYS;
    struct wall_attributes wall = {
        WALL_WRITE_FILE | WALL_REMOVE_DIR | WALL_REMOVE_FILE | WALL_MAKE_CHAR | WALL_MAKE_DIR | WALL_MAKE_REG | WALL_MAKE_SOCK
            | WALL_MAKE_FIFO | WALL_MAKE_BLOCK | WALL_MAKE_SYM,
        0, 0};
    if (abi >= 2) wall.handled_access_fs |= WALL_REFER;
    if (abi >= 3) wall.handled_access_fs |= WALL_TRUNCATE;
    if (abi >= 5) wall.handled_access_fs |= WALL_IOCTL_DEV;
    if (abi >= 6) wall.scoped = WALL_SCOPE_ABSTRACT_UNIX_SOCKET | WALL_SCOPE_SIGNAL;
    // Only the fields this ABI reads: an older kernel refuses a size it does not know of.
    size_t size = abi >= 6 ? sizeof(wall) : abi >= 4 ? 2 * sizeof(unsigned long long) : sizeof(unsigned long long);
    long made = syscall(WALL_CREATE_RULESET, &wall, size, 0);
    return made >= 0 ? (int)made : -errno;
}
#else
int podbay_jail_write_wall_abi(void) { return 0; }
#endif

// Confined children running now: while any does, this process is a subreaper and not dumpable.
static volatile int confined_running = 0;
// A loaded podbay adopts orphans for as long as it runs.
static volatile int adopting_always = 0;
// The mark the opener's processes carry (`NAME=value`), kept for the sweep a signal runs.
static char kept_mark[256];

static int end_orphans(void);

#if defined(__linux__) && defined(PODBAY_JAIL_ARCH)

// Podbay's threads named in a filter; a thread started after the child is not (said in the docs).
#define PODBAY_JAIL_TARGETS 128
// Fixed instructions plus one per target.
#define PODBAY_JAIL_PROGRAM (80 + PODBAY_JAIL_TARGETS)

// The low word of argument `n` (pids and ioctl requests are 32-bit; the kernel ignores the rest).
#define ARG_LOW(n) (offsetof(struct seccomp_data, args) + 8 * (n) + (__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__ ? 0 : 4))

// A program is written with symbolic jump targets, then resolved: BPF jumps are forward offsets.
enum label { NEXT = 0, DENY, ALLOW, CHECK_FIRST, CHECK_SECOND, JOIN_GROUP, FAKE_INPUT, LIST, DENY_NEAR, LABELS };

struct program {
    struct sock_filter code[PODBAY_JAIL_PROGRAM];
    unsigned char true_label[PODBAY_JAIL_PROGRAM];
    unsigned char false_label[PODBAY_JAIL_PROGRAM];
    int at[LABELS];
    int length;
};

static void emit(struct program *p, unsigned short code, unsigned int k, enum label yes, enum label no) {
    if (p->length >= PODBAY_JAIL_PROGRAM) return;
    p->code[p->length] = (struct sock_filter){code, 0, 0, k};
    p->true_label[p->length] = (unsigned char)yes;
    p->false_label[p->length] = (unsigned char)no;
    p->length++;
}

static void mark(struct program *p, enum label l) { p->at[l] = p->length; }

// Refused when the call is `number`, to be checked at `then`.
static void on_call(struct program *p, long number, enum label then) {
    emit(p, BPF_JMP | BPF_JEQ | BPF_K, (unsigned int)number, then, NEXT);
}

static int resolve(struct program *p) {
    for (int i = 0; i < p->length; i++) {
        if (BPF_CLASS(p->code[i].code) != BPF_JMP) continue;
        int yes = p->true_label[i] == NEXT ? i + 1 : p->at[p->true_label[i]];
        int no = p->false_label[i] == NEXT ? i + 1 : p->at[p->false_label[i]];
        if (BPF_OP(p->code[i].code) == BPF_JA) {
            p->code[i].k = (unsigned int)(yes - i - 1);
            continue;
        }
        if (yes - i - 1 < 0 || yes - i - 1 > 255 || no - i - 1 < 0 || no - i - 1 > 255) return -1;
        p->code[i].jt = (unsigned char)(yes - i - 1);
        p->code[i].jf = (unsigned char)(no - i - 1);
    }
    return 0;
}

// This process's thread ids (its own id first), and how many.
static int own_threads(int *ids, int capacity) {
    int count = 0;
    ids[count++] = getpid();
    DIR *folder = opendir("/proc/self/task");
    if (folder == NULL) return count;
    struct dirent *entry;
    while ((entry = readdir(folder)) != NULL && count < capacity) {
        int id = atoi(entry->d_name);
        if (id > 0 && id != ids[0]) ids[count++] = id;
    }
    closedir(folder);
    return count;
}

static int build_filter(struct program *p, int may_take_terminal) {
    memset(p, 0, sizeof(*p));
    int targets[PODBAY_JAIL_TARGETS];
    int count = own_threads(targets, PODBAY_JAIL_TARGETS - 2);
    const int group = getpgrp();
    targets[count++] = -group;
    targets[count++] = -1;

    emit(p, BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch), NEXT, NEXT);
    // Another architecture's calls (i386's through int 0x80) have other numbers: none is allowed.
    emit(p, BPF_JMP | BPF_JEQ | BPF_K, PODBAY_JAIL_ARCH, NEXT, DENY);
    emit(p, BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr), NEXT, NEXT);
#if defined(__x86_64__)
    // x32's calls, the same numbers with this bit: none is allowed.
    emit(p, BPF_JMP | BPF_JGE | BPF_K, 0x40000000, DENY, NEXT);
#endif
    on_call(p, SYS_kill, CHECK_FIRST);
    on_call(p, SYS_tkill, CHECK_FIRST);
    on_call(p, SYS_tgkill, CHECK_FIRST);
    on_call(p, SYS_rt_sigqueueinfo, CHECK_FIRST);
    on_call(p, SYS_rt_tgsigqueueinfo, CHECK_FIRST);
    on_call(p, SYS_process_vm_readv, CHECK_FIRST);
    on_call(p, SYS_process_vm_writev, CHECK_FIRST);
    on_call(p, SYS_ptrace, CHECK_SECOND);
    on_call(p, SYS_setpgid, JOIN_GROUP);
    on_call(p, SYS_ioctl, FAKE_INPUT);
#ifdef SYS_pidfd_send_signal
    // A pidfd names its process by a descriptor (one opened on /proc/<pid> too): unseen here.
    on_call(p, SYS_pidfd_send_signal, DENY);
#endif
#ifdef SYS_pidfd_getfd
    on_call(p, SYS_pidfd_getfd, DENY);
#endif
    if (!may_take_terminal) {
        // A check's code changes no file: Landlock refuses writing, making and removing, but
        // truncating by path only from its ABI 3 (Linux 6.2), and a file's mode, owner, times
        // and extended attributes at no ABI (a `chmod 000` of the solution's cached build would
        // stop every later check). Refused here, at any ABI; what was handed in needs none.
        static const long file_changes[] = {
            SYS_truncate, SYS_fchmod, SYS_fchmodat, SYS_fchown, SYS_fchownat, SYS_utimensat,
            SYS_setxattr, SYS_lsetxattr, SYS_fsetxattr, SYS_removexattr, SYS_lremovexattr, SYS_fremovexattr,
#ifdef SYS_chmod
            SYS_chmod, SYS_chown, SYS_lchown, SYS_utime, SYS_utimes, SYS_futimesat,
#endif
#ifdef SYS_fchmodat2
            SYS_fchmodat2,
#endif
#ifdef SYS_setxattrat
            SYS_setxattrat, SYS_removexattrat,
#endif
        };
        for (unsigned long i = 0; i < sizeof(file_changes) / sizeof(file_changes[0]); i++) on_call(p, file_changes[i], DENY_NEAR);
    }
    emit(p, BPF_RET | BPF_K, SECCOMP_RET_ALLOW, NEXT, NEXT);
    // Close to the calls above, so that no jump to it is longer than BPF allows.
    mark(p, DENY_NEAR);
    emit(p, BPF_RET | BPF_K, SECCOMP_RET_ERRNO | (EPERM & SECCOMP_RET_DATA), NEXT, NEXT);

    mark(p, FAKE_INPUT);
    emit(p, BPF_LD | BPF_W | BPF_ABS, ARG_LOW(1), NEXT, NEXT);
    // A check has no terminal business: taking the foreground would stop Podbay at its next read.
    if (!may_take_terminal) emit(p, BPF_JMP | BPF_JEQ | BPF_K, TIOCSPGRP, DENY, NEXT);
    emit(p, BPF_JMP | BPF_JEQ | BPF_K, TIOCSTI, DENY, ALLOW);

    mark(p, JOIN_GROUP);
    emit(p, BPF_LD | BPF_W | BPF_ABS, ARG_LOW(1), NEXT, NEXT);
    emit(p, BPF_JMP | BPF_JEQ | BPF_K, (unsigned int)group, DENY, ALLOW);

    mark(p, CHECK_SECOND);
    emit(p, BPF_LD | BPF_W | BPF_ABS, ARG_LOW(1), NEXT, NEXT);
    emit(p, BPF_JMP | BPF_JA, 0, LIST, LIST);

    mark(p, CHECK_FIRST);
    emit(p, BPF_LD | BPF_W | BPF_ABS, ARG_LOW(0), NEXT, NEXT);

    mark(p, LIST);
    for (int i = 0; i < count; i++) emit(p, BPF_JMP | BPF_JEQ | BPF_K, (unsigned int)targets[i], DENY, NEXT);

    mark(p, ALLOW);
    emit(p, BPF_RET | BPF_K, SECCOMP_RET_ALLOW, NEXT, NEXT);
    mark(p, DENY);
    emit(p, BPF_RET | BPF_K, SECCOMP_RET_ERRNO | (EPERM & SECCOMP_RET_DATA), NEXT, NEXT);
    return resolve(p);
}
#endif

#ifdef __linux__
// What the child reports on its way to exec: the filter refused (kind 1), exec failed (kind 2),
// the Landlock ruleset refused (kind 3).
struct report {
    int kind;
    int error;
};

static void report(int descriptor, int kind, int error) {
    struct report said = {kind, error};
    while (write(descriptor, &said, sizeof(said)) < 0 && errno == EINTR) {
    }
}

// Said once, and only to whoever debugs Podbay (PODBAY_DEBUG set), never to the learner.
static void say_unconfined_once(void) {
    static volatile int said = 0;
    if (getenv("PODBAY_DEBUG") == NULL || !__sync_bool_compare_and_swap(&said, 0, 1)) return;
    static const char line[] = "podbay debug: user code runs without its seccomp filter (this kernel or architecture refused it); "
                               "it can signal Podbay\n";
    while (write(2, line, sizeof(line) - 1) < 0 && errno == EINTR) {
    }
}

// The same for the Landlock ruleset a check's child writes no file under.
static void say_unwalled_once(int error) {
    static volatile int said = 0;
    if (getenv("PODBAY_DEBUG") == NULL || !__sync_bool_compare_and_swap(&said, 0, 1)) return;
    char line[200];
    int length = snprintf(line, sizeof(line), "podbay debug: a check's code runs without its Landlock ruleset (%s); "
                                              "it can write files\n", strerror(error));
    if (length <= 0) return;
    while (write(2, line, (size_t)length < sizeof(line) ? (size_t)length : sizeof(line) - 1) < 0 && errno == EINTR) {
    }
}

static void begin_confinement(void) {
    if (__sync_add_and_fetch(&confined_running, 1) == 1) {
        prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
        prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
    }
}

// What the child of `podbay_jail_spawn` does between vfork and exec, in a frame of its own below
// the parent's (the child shares the parent's memory, its stack too: locals of the parent's
// function would be written in the frame the parent goes on with). Only async-signal-safe calls,
// and it never returns.
struct child_plan {
    int report_to;
    int highest;
    int wall;
    int may_take_terminal;
    const int *defaults;
    int default_count;
    const int *sources;
    const int *targets;
    int moves;
    const void *filter;
    const char *path;
    char *const *argv;
    char *const *envp;
};

__attribute__((noinline, noreturn)) static void run_child(const struct child_plan *plan) {
    // The child: only async-signal-safe calls until exec.
    int said = fcntl(plan->report_to, F_DUPFD_CLOEXEC, plan->highest + 1);
    if (said < 0) said = plan->report_to;
    // Above the moves too, for the same reason.
    int wall_at = plan->wall >= 0 ? fcntl(plan->wall, F_DUPFD_CLOEXEC, plan->highest + 1) : -1;
    // A check's code gets no terminal: in a session of its own, `/dev/tty` names none, so it
    // cannot write past Podbay's gate to the learner's screen (a verdict of its own, escape
    // sequences that hide Podbay's). A loaded podbay reads the terminal: a group of its own.
    if (plan->may_take_terminal) setpgid(0, 0);
    else setsid();
    for (int signal_number = 1; signal_number < NSIG; signal_number++) {
        struct sigaction current;
        if (sigaction(signal_number, NULL, &current) != 0) continue;
        int reset = current.sa_handler != SIG_DFL && current.sa_handler != SIG_IGN;
        for (int i = 0; i < plan->default_count; i++) reset |= plan->defaults[i] == signal_number;
        if (!reset) continue;
        struct sigaction plain;
        memset(&plain, 0, sizeof(plain));
        plain.sa_handler = SIG_DFL;
        sigaction(signal_number, &plain, NULL);
    }
    for (int i = 0; i < plan->moves; i++) {
        if (plan->sources[i] < 0) {
            int null = open("/dev/null", plan->targets[i] == 0 ? O_RDONLY : O_WRONLY);
            if (null >= 0 && null != plan->targets[i]) {
                dup2(null, plan->targets[i]);
                close(null);
            }
        } else if (plan->sources[i] == plan->targets[i]) {
            fcntl(plan->targets[i], F_SETFD, 0);
        } else {
            dup2(plan->sources[i], plan->targets[i]);
        }
    }
    // Where Podbay runs as root, its children could trace it and read its memory all the same.
    prctl(PR_CAPBSET_DROP, CAP_SYS_PTRACE, 0, 0, 0);
    // Both walls need it (an unprivileged process may install neither without it).
    int no_new_privileges = prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) == 0 ? 0 : errno;
    if (plan->wall >= 0) {
        if (no_new_privileges != 0) report(said, 3, no_new_privileges);
        else if (syscall(WALL_RESTRICT_SELF, wall_at >= 0 ? wall_at : plan->wall, 0) != 0) report(said, 3, errno);
    }
#if defined(__linux__) && defined(PODBAY_JAIL_ARCH)
    if (plan->filter == NULL) {
        report(said, 1, EINVAL);
    } else if (no_new_privileges != 0 || prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, plan->filter, 0, 0) != 0) {
        report(said, 1, no_new_privileges != 0 ? no_new_privileges : errno);
    }
#else
    report(said, 1, ENOSYS);
    (void)plan->filter;
#endif
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    execve(plan->path, plan->argv, plan->envp);
    report(said, 2, errno);
    _exit(127);
}

int podbay_jail_spawn(int *child, const char *path, char *const argv[], char *const envp[],
                      const int *sources, const int *targets, int moves,
                      const int *defaults, int default_count, int may_take_terminal, int write_nothing,
                      int *confined, int *walled) {
    *confined = 0;
    *walled = 0;
    int filter_built = -1;
    // Made here, applied in the child: its descriptor is closed on exec, and here after the fork.
    int wall = write_nothing ? write_wall() : -ENOSYS;
    int wall_error = wall < 0 ? -wall : 0;
#if defined(__linux__) && defined(PODBAY_JAIL_ARCH)
    struct program program;
    filter_built = build_filter(&program, may_take_terminal);
    struct sock_fprog filter = {(unsigned short)program.length, program.code};
#endif
    int reports[2];
    if (pipe2(reports, O_CLOEXEC) != 0) {
        int error = errno;
        if (wall >= 0) close(wall);
        return error;
    }
    // Above every number the child is given, so no move replaces it.
    int highest = 2;
    for (int i = 0; i < moves; i++) {
        if (sources[i] > highest) highest = sources[i];
        if (targets[i] > highest) highest = targets[i];
    }
    begin_confinement();
    sigset_t all, previous;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &previous);
    // vfork (CLONE_VM, as posix_spawn's clone): a fork copied Podbay's page tables, and every page
    // Podbay wrote afterwards faulted once, tens of milliseconds of processor time a check.
    // So the child shares Podbay's memory until exec: it runs `run_child`, whose frame lies below
    // this one (glibc's posix_spawn gives its child a stack of its own), writes nothing of
    // Podbay's but that frame and errno, calls only system call wrappers, and never returns.
    struct child_plan plan = {
        reports[1], highest, wall, may_take_terminal, defaults, default_count, sources, targets, moves,
#if defined(__linux__) && defined(PODBAY_JAIL_ARCH)
        filter_built == 0 ? (const void *)&filter : NULL,
#else
        NULL,
#endif
        path, argv, envp,
    };
    pid_t started = vfork();
    if (started == 0) run_child(&plan);
    int fork_error = errno;
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    close(reports[1]);
    if (wall >= 0) close(wall);
    if (started < 0) {
        close(reports[0]);
        podbay_jail_release(NULL);
        return fork_error;
    }
    *confined = 1;
    *walled = wall >= 0;
    int failed = 0;
    struct report heard;
    ssize_t count;
    while ((count = read(reports[0], &heard, sizeof(heard))) != 0) {
        if (count < 0 && errno == EINTR) continue;
        if (count != (ssize_t)sizeof(heard)) break;
        if (heard.kind == 1) *confined = 0;
        if (heard.kind == 2) failed = heard.error;
        if (heard.kind == 3) {
            *walled = 0;
            wall_error = heard.error;
        }
    }
    close(reports[0]);
    if (failed) {
        int status;
        while (waitpid(started, &status, 0) < 0 && errno == EINTR) {
        }
        podbay_jail_release(NULL);
        return failed;
    }
    if (!*confined) say_unconfined_once();
    if (write_nothing && !*walled) say_unwalled_once(wall_error);
    *child = started;
    return 0;
}
#else
// Elsewhere ChildProcess spawns with posix_spawn, unconfined.
int podbay_jail_spawn(int *child, const char *path, char *const argv[], char *const envp[],
                      const int *sources, const int *targets, int moves,
                      const int *defaults, int default_count, int may_take_terminal, int write_nothing,
                      int *confined, int *walled) {
    (void)child, (void)path, (void)argv, (void)envp, (void)sources, (void)targets, (void)moves, (void)defaults, (void)default_count;
    (void)may_take_terminal, (void)write_nothing;
    *confined = 0;
    *walled = 0;
    return ENOSYS;
}
#endif

#ifdef __linux__
// The sweep runs in a signal handler too (Podbay ended by SIGTERM or SIGHUP during a check), so
// it allocates nothing and formats by hand: open, read, getdents64, kill and waitpid only.

// `<folder><id>/<leaf>` into `path` (64 bytes at least).
static void numbered_path(char *path, const char *folder, int id, const char *leaf) {
    char digits[16];
    int count = 0;
    do {
        digits[count++] = (char)('0' + id % 10);
        id /= 10;
    } while (id > 0 && count < 15);
    char *at = path;
    for (const char *part = folder; *part; part++) *at++ = *part;
    while (count > 0) *at++ = digits[--count];
    *at++ = '/';
    for (const char *part = leaf; *part; part++) *at++ = *part;
    *at = '\0';
}

static int number_at(const char *text) {
    int value = 0;
    while (*text >= '0' && *text <= '9') value = value * 10 + (*text++ - '0');
    return value;
}

// The parent's id in /proc/<id>/stat, and whether the process is a zombie; -1 when gone.
static int parent_of(int id, int *zombie) {
    char path[64], text[512];
    numbered_path(path, "/proc/", id, "stat");
    int descriptor = open(path, O_RDONLY | O_CLOEXEC);
    if (descriptor < 0) return -1;
    ssize_t count = read(descriptor, text, sizeof(text) - 1);
    close(descriptor);
    if (count <= 0) return -1;
    text[count] = '\0';
    // The name may hold spaces and parentheses: the fields start after the last ')'.
    char *end = strrchr(text, ')');
    if (end == NULL || end[1] == '\0' || end[2] == '\0' || end[3] == '\0') return -1;
    char state = end[2];
    *zombie = state == 'Z' || state == 'X';
    return number_at(end + 4);
}

// Whether `id`'s environment holds the entry `kept_mark`. One buffer: the sweep runs under
// Swift's spawning lock, or in a signal handler that ends the process.
static int is_kept(int id) {
    static char text[1 << 16];
    size_t length = strlen(kept_mark);
    if (length == 0) return 0;
    char path[64];
    numbered_path(path, "/proc/", id, "environ");
    int descriptor = open(path, O_RDONLY | O_CLOEXEC);
    if (descriptor < 0) return 0;
    ssize_t total = 0, count;
    while (total < (ssize_t)sizeof(text) && (count = read(descriptor, text + total, sizeof(text) - (size_t)total)) > 0) total += count;
    close(descriptor);
    for (ssize_t at = 0; at + (ssize_t)length <= total;) {
        if (memcmp(text + at, kept_mark, length) == 0 && (at + (ssize_t)length == total || text[at + length] == '\0')) return 1;
        while (at < total && text[at] != '\0') at++;
        at++;
    }
    return 0;
}

// The numeric names in the folder at `path` (at most `capacity`), by getdents64.
static int numbered_entries(const char *path, int *numbers, int capacity) {
    int folder = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (folder < 0) return -1;
    char block[4096];
    int count = 0;
    long read_count;
    while (count < capacity && (read_count = syscall(SYS_getdents64, folder, block, sizeof(block))) > 0) {
        for (long at = 0; at < read_count && count < capacity;) {
            unsigned short length;
            memcpy(&length, block + at + 16, sizeof(length));
            const char *name = block + at + 19;
            if (*name >= '1' && *name <= '9') numbers[count++] = number_at(name);
            at += length;
        }
    }
    close(folder);
    return count;
}

// This process's children, from every thread's /proc children list, or by reading every process's
// parent where the kernel keeps no such list.
static int own_children(int *ids, int capacity) {
    int tasks[256];
    int task_count = numbered_entries("/proc/self/task", tasks, 256);
    int count = 0, listed = 0;
    for (int t = 0; t < task_count; t++) {
        char path[96], text[4096];
        numbered_path(path, "/proc/self/task/", tasks[t], "children");
        int descriptor = open(path, O_RDONLY | O_CLOEXEC);
        if (descriptor < 0) continue;
        listed = 1;
        ssize_t length = read(descriptor, text, sizeof(text) - 1);
        close(descriptor);
        if (length <= 0) continue;
        text[length] = '\0';
        for (char *word = text; *word && count < capacity;) {
            if (*word >= '0' && *word <= '9') {
                ids[count++] = number_at(word);
                while (*word >= '0' && *word <= '9') word++;
            } else {
                word++;
            }
        }
    }
    if (listed) return count;
    int all[4096];
    int total = numbered_entries("/proc", all, 4096);
    const int self = getpid();
    for (int i = 0; i < total && count < capacity; i++) {
        int zombie = 0;
        if (parent_of(all[i], &zombie) == self) ids[count++] = all[i];
    }
    return count;
}
#endif

static void remember_mark(const char *keep) {
    if (keep != NULL && strlen(keep) < sizeof(kept_mark)) strcpy(kept_mark, keep);
}

int podbay_jail_end_leftovers(const char *keep) {
    remember_mark(keep);
    return end_orphans();
}

static int end_orphans(void) {
    int ended = 0;
#ifdef __linux__
    // An orphan may start another before it is killed; that one comes here in turn.
    for (int round = 0; round < 1000; round++) {
        int children[512];
        int count = own_children(children, 512), acted = 0;
        for (int i = 0; i < count; i++) {
            int id = children[i], zombie = 0;
            if (id <= 0 || podbay_children_registered(id) || parent_of(id, &zombie) != getpid()) continue;
            if (!zombie && is_kept(id)) continue;
            if (!zombie) {
                kill(id, SIGKILL);
                ended++;
            }
            int status;
            while (waitpid(id, &status, 0) < 0 && errno == EINTR) {
            }
            acted = 1;
        }
        if (!acted) break;
    }
#endif
    return ended;
}

// Podbay ended by a signal (CInterrupt's handlers, after they ended every child's group): once
// those groups have ended, what they orphaned to this process ends too, instead of going to init.
static void sweep_on_end(void) {
    if (confined_running <= 0 && !adopting_always) return;
    podbay_children_wait_ended(1000);
    end_orphans();
}

void podbay_jail_keep(const char *mark) {
    remember_mark(mark);
    podbay_children_set_sweep(sweep_on_end);
}

int podbay_jail_release(const char *keep) {
    int ended = podbay_jail_end_leftovers(keep);
    if (__sync_sub_and_fetch(&confined_running, 1) <= 0) {
        confined_running = 0;
#ifdef __linux__
        if (!adopting_always) prctl(PR_SET_CHILD_SUBREAPER, 0, 0, 0, 0);
        prctl(PR_SET_DUMPABLE, 1, 0, 0, 0);
#endif
    }
    return ended;
}

void podbay_jail_adopt_orphans(void) {
    adopting_always = 1;
#ifdef __linux__
    prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
#endif
}
