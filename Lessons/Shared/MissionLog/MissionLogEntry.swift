/// One entry of Discovery One's log: a model, passive data as a data source hands it out. It is
/// not fit to show as it is: a Renderable made from it formats its date and its number.
public struct MissionLogEntry: Equatable, Sendable {
    public let date: MissionDate
    public let kilometresFromEarth: Int
    /// The unit this entry reports faulty, or nil when every unit is working.
    public let fault: String?

    public init(date: MissionDate, kilometresFromEarth: Int, fault: String? = nil) {
        self.date = date
        self.kilometresFromEarth = kilometresFromEarth
        self.fault = fault
    }

    /// The entry the lessons show: the day HAL reported the AE-35 unit fault.
    public static let ae35Fault = MissionLogEntry(
        date: MissionDate(year: 2001, month: 4, day: 12), kilometresFromEarth: 802_400_000, fault: "AE-35 unit")
    /// The day before, every unit working: what lesson 2's log holds until HAL reports the fault.
    public static let dayBeforeTheFault = MissionLogEntry(date: MissionDate(year: 2001, month: 4, day: 11), kilometresFromEarth: 801_600_000)
}
