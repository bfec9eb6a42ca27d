/// What an interaction sees of the ship's log: it can ask for the latest entry.
public protocol MissionLogReading: AnyObject {
    func latestEntry() -> MissionLogEntry
}
