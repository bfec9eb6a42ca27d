/// What the command line asks of a REPL session, as plain values: read from `Podbay`'s parsed
/// options, or these defaults when `podbay` is started with no arguments at all, which need no
/// parser (`Podbay.main`).
struct SessionOptions: Equatable {
    var script: String?
    var step = false
    var fresh = false
    var record: String?
    var recordAppend = false
    var force = false
    var noColor = false
    var ascii = false
    var width: Int?
    var lessons: String?
    var lesson: String?
    var load: String?
    var watch = false
}
