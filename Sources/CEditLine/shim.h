// Non-variadic doors into libedit.
//
// Swift cannot call C variadic functions (`el_set`, `el_get`, `history`), and Swift 6 rejects the
// `stdin`/`stdout`/`stderr` globals as shared mutable state, so every call Podbay needs gets a small
// `static inline` wrapper here with a fixed signature.
#ifndef PODBAY_CEDITLINE_SHIM_H
#define PODBAY_CEDITLINE_SHIM_H

#include <stdio.h>
#include <histedit.h>

typedef char *(*podbay_prompt_fn)(EditLine *);
typedef unsigned char (*podbay_key_fn)(EditLine *, int);

/// `el_init` on standard input, writing to `output` (standard output, or in a loaded podbay the
/// terminal handed over at another number while descriptor 1 carries the user's code's output).
static inline EditLine *podbay_el_init(const char *program, int output) {
    FILE *out = output == 1 ? stdout : fdopen(output, "w");
    if (out == NULL) return NULL;
    return el_init(program, stdin, out, stderr);
}

static inline int podbay_el_set_prompt(EditLine *el, podbay_prompt_fn prompt) {
    return el_set(el, EL_PROMPT, prompt);
}

static inline int podbay_el_set_editor(EditLine *el, const char *mode) {
    return el_set(el, EL_EDITOR, mode);
}

static inline int podbay_el_set_signal(EditLine *el, int on) {
    return el_set(el, EL_SIGNAL, on);
}

static inline int podbay_el_set_history(EditLine *el, History *list) {
    return el_set(el, EL_HIST, history, list);
}

static inline int podbay_el_set_client_data(EditLine *el, void *data) {
    return el_set(el, EL_CLIENTDATA, data);
}

static inline void *podbay_el_get_client_data(EditLine *el) {
    void *data = NULL;
    el_get(el, EL_CLIENTDATA, &data);
    return data;
}

/// Registers a named editor function (`EL_ADDFN`).
static inline int podbay_el_add_function(EditLine *el, const char *name, const char *help, podbay_key_fn fn) {
    return el_set(el, EL_ADDFN, name, help, fn);
}

/// Binds a key sequence (`^R`, `^I`) to a named editor function (`EL_BIND`).
static inline int podbay_el_bind(EditLine *el, const char *key, const char *function) {
    return el_set(el, EL_BIND, key, function, NULL);
}

/// Changes one terminal flag of the editing mode, e.g. `-isig` so Ctrl-C reaches the editor as a key.
static inline int podbay_el_setty_edit(EditLine *el, const char *flag) {
    return el_set(el, EL_SETTY, "-d", flag, NULL);
}

/// Characters on the line being edited, counted without converting it (`el_line` would convert
/// the whole line to multibyte text at every call).
static inline long podbay_el_line_length(EditLine *el) {
    const LineInfoW *info = el_wline(el);
    return info == NULL ? 0 : (long)(info->lastchar - info->buffer);
}

/// The function libedit reads each character with (`EL_GETCFN`); NULL for its own.
static inline int podbay_el_set_getc(EditLine *el, el_rfunc_t read_char) {
    return el_set(el, EL_GETCFN, read_char == NULL ? EL_BUILTIN_GETCFN : read_char);
}

static inline History *podbay_history_init(void) {
    return history_init();
}

static inline int podbay_history_set_size(History *list, int size) {
    HistEvent event;
    return history(list, &event, H_SETSIZE, size);
}

static inline int podbay_history_enter(History *list, const char *line) {
    HistEvent event;
    return history(list, &event, H_ENTER, line);
}

static inline int podbay_history_clear(History *list) {
    HistEvent event;
    return history(list, &event, H_CLEAR);
}


/// Writes a diagnostic to standard error at once (stderr is unbuffered; the flush is for clarity).
static inline void podbay_write_stderr(const char *text) {
    fputs(text, stderr);
    fflush(stderr);
}

#endif
