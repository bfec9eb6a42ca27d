import SuperSimple

/// The ship's log: a component other components get data from. It hands out models, never
/// text to show.
public final class MissionLog: MissionLogReading {
    private var entries: [MissionLogEntry]

    public init(entries: [MissionLogEntry] = [.ae35Fault]) {
        self.entries = entries
    }

    /// A new entry, written by the ship (lesson 2's `tap fault`, the lesson standing in for HAL),
    /// not by any screen: a hop of its own, so `route` shows who wrote in the log.
    public func record(_ entry: MissionLogEntry) {
        HopReporter.call(from: nil, to: self, "record(MissionLogEntry)") { entries.append(entry) }
    }

    public func latestEntry() -> MissionLogEntry {
        entries.last ?? .ae35Fault
    }
}
