/// The flags a loaded podbay is started with: the user's own choices of look, lessons and
/// transcript, so the session reads as one. `--lesson`, `--load` and `--script` are not passed on:
/// the child opens the loaded scene, and takes over the script by its descriptor. Each value is
/// joined to its flag (`--lessons=-d`), so a path that begins with `-` is not read as a flag.
struct LoadedPodbayArguments {
    let options: SessionOptions

    var arguments: [String] {
        var arguments: [String] = []
        if let width = options.width { arguments.append("--width=\(width)") }
        if options.ascii { arguments.append("--ascii") }
        if options.noColor { arguments.append("--no-color") }
        if let lessons = options.lessons { arguments.append("--lessons=" + lessons) }
        // The transcript goes on in the same file.
        if let record = options.record { arguments += ["--record=" + record, "--record-append"] }
        return arguments
    }
}
