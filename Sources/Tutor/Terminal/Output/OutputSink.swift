/// Where the REPL's text goes: standard output, a transcript file as well, or a string in a test.
package protocol OutputSink: AnyObject {
    func write(_ text: String)
    /// A message's text with its kind: a sink that cares (a test checking that nothing was refused)
    /// looks at the kind; every other sink just writes the text.
    func write(_ text: String, kind: MessageRenderable.Kind)
}

extension OutputSink {
    package func write(_ text: String, kind: MessageRenderable.Kind) {
        write(text)
    }
}
