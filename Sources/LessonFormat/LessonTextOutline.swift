package import CommandLanguage

/// What a glance at a lesson file tells without reading it as a lesson: the `id:` and `number:`
/// its header gives, and how many step and exercise headings it has. When the file reads as a
/// lesson, that lesson has exactly this id, number and count of steps (the header is read by the
/// parser's own reader, the headings found by its own test). When it does not, the outline says
/// nothing about it: the catalog leaves such a file out.
///
/// Start-up uses it to tell, for a returning learner, whether any saved step could lie past its
/// lesson's end, without parsing every lesson text (most of a returning start's work).
package struct LessonTextOutline: Equatable, Sendable {
    package let id: String?
    package let number: String?
    package let stepCount: Int

    package init(id: String?, number: String?, stepCount: Int) {
        self.id = id
        self.number = number
        self.stepCount = stepCount
    }

    /// The outline of a file's bytes. Bytes the parser refuses (too large, not UTF-8) are
    /// outlined all the same: no lesson comes from them, so what the outline says of them is
    /// never the catalog's, only ever a reason to look closer.
    package init(bytes rawBytes: [UInt8], file: String, commands: CommandTable) {
        var reader = LessonTextReader(file: file, commands: commands)
        var steps = 0
        rawBytes.withUnsafeBufferPointer { whole in
            // As `LessonTextParser` does: the byte order mark dropped from the bytes, then from the text.
            var text = whole[...]
            for _ in 0..<2 where text.starts(with: LessonTextParser.byteOrderMark) { text = text.dropFirst(3) }
            let lines = LineBreaks(UnsafeBufferPointer(rebasing: text))
            // The header's lines go to the parser's own reader, up to the first step or quiz.
            var number = 1
            var start = 0
            while reader.isInHeader, start <= lines.text.count {
                let end = lines.end(from: start)
                reader.read(line: String(decoding: UnsafeBufferPointer(rebasing: lines.text[start..<end]), as: UTF8.self), number: number)
                number += 1
                start = lines.next(after: end)
            }
            // Steps: only a line holding "## " can start one, and those are few; the parser's
            // test decides on each (a String for every line cost more than the parse saved). The
            // search goes on from the next line: a line of many marks (`## ## ## …`) is read once,
            // where looking back from each mark to its line's start made it quadratic.
            var search = 0
            while let mark = lines.headingMark(from: search) {
                let end = lines.end(from: mark)
                let line = UnsafeBufferPointer(rebasing: lines.text[lines.start(of: mark)..<end])
                if Self.opensStep(String(decoding: line, as: UTF8.self)) { steps += 1 }
                search = lines.next(after: end)
            }
        }
        self.init(id: reader.draft.fields["id"]?.value, number: reader.draft.fields["number"]?.value, stepCount: steps)
    }

    /// `LessonTextReader.read(line:number:)`'s test for a line that starts a step.
    private static func opensStep(_ raw: String) -> Bool {
        guard let heading = LessonTextReader.sectionHeading(raw.trimmingWhitespace) else { return false }
        return LessonTextReader.opensStep(heading.lowercased())
    }
}
