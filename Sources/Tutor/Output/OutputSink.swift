/// Where the REPL's text goes: standard output, a transcript file as well, or a string in a test.
public protocol OutputSink: AnyObject {
    func write(_ text: String)
}
