import Foundation
import Testing
import Tutor

/// A resized terminal is followed from the next command on; `--width` is not.
@Suite struct TerminalWidthTests {
    /// What a terminal says its width is; changed by the test as a window is resized.
    private final class Window: @unchecked Sendable {
        private let lock = NSLock()
        private var said: Int? = 100

        var columns: Int? {
            get { lock.withLock { said } }
            set { lock.withLock { said = newValue } }
        }
    }

    @Test func aFollowingWidthChangesOnlyWhenRefreshed() {
        let window = Window()
        let width = TerminalWidth(following: { window.columns }, fallback: 80)
        let style = TerminalStyle(color: false, ascii: true, width: width)
        #expect(style.width == 100)
        window.columns = 60
        #expect(style.width == 100, "one command is written in one width")
        width.refresh()
        #expect(style.width == 60)
        // A terminal that stops saying keeps the last width; widths are held within the REPL's bounds.
        window.columns = nil
        width.refresh()
        #expect(style.width == 60)
        window.columns = 10
        width.refresh()
        #expect(style.width == TerminalStyle.widths.lowerBound)
    }

    @Test func aFixedWidthStays() {
        let width = TerminalWidth(fixed: 72)
        width.refresh()
        #expect(TerminalStyle(color: false, ascii: false, width: width).width == 72)
        #expect(TerminalStyle(color: false, ascii: false, width: 72) == TerminalStyle(color: false, ascii: false, width: width))
    }
}
