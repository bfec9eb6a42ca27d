/// Output nobody reads: for timing commands without the terminal's speed (`make bench`) and for
/// running a million of them without keeping their text (`make fuzz`).
package final class DroppingSink: OutputSink {
    package init() {}

    package func write(_ text: String) {}
}
