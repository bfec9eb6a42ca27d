/// A day of the mission as the ship's log records it: a calendar date, with no time of day and
/// no time zone, so the same entry reads the same on every machine.
public struct MissionDate: Equatable, Sendable {
    public let year: Int
    public let month: Int
    public let day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }
}
