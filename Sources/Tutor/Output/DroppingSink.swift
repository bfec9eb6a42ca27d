/// Output nobody reads: for timing commands without the terminal's speed (`make bench`) and for
/// running a million of them without keeping their text (`make fuzz`).
public final class DroppingSink: OutputSink {
    public init() {}

    public func write(_ text: String) {}
}
