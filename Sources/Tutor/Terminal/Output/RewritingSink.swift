/// Writes text to another sink after rewriting it: in ASCII for `--ascii`, without colour codes
/// for a transcript. The one place all output passes, so nothing escapes the rewrite.
package final class RewritingSink: OutputSink {
    private let target: OutputSink
    private let rewrite: @Sendable (String) -> String

    package init(_ target: OutputSink, _ rewrite: @escaping @Sendable (String) -> String) {
        self.target = target
        self.rewrite = rewrite
    }

    /// Everything in ASCII: the view already draws frames, trees and arrows in ASCII in that mode;
    /// this catches the rest (a lesson's prose, a name the learner typed).
    package static func ascii(_ target: OutputSink) -> RewritingSink {
        RewritingSink(target) { $0.asciiFolded }
    }

    /// Plain text: a transcript has no colour codes, whatever the screen showed.
    package static func uncolored(_ target: OutputSink) -> RewritingSink {
        RewritingSink(target) { $0.withoutColorCodes }
    }

    package func write(_ text: String) {
        target.write(rewrite(text))
    }

    package func write(_ text: String, kind: MessageRenderable.Kind) {
        target.write(rewrite(text), kind: kind)
    }
}
