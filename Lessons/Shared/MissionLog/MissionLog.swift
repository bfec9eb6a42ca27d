/// The ship's log: a component other components get data from. It hands out models, never
/// text to show.
public final class MissionLog: MissionLogReading {
    private let entries: [MissionLogEntry]

    public init(entries: [MissionLogEntry] = [.ae35Fault]) {
        self.entries = entries
    }

    public func latestEntry() -> MissionLogEntry {
        entries.last ?? .ae35Fault
    }
}
