/// How the lessons' renderables write a log entry's parts for people: `12 Apr 2001`,
/// `802,400,000 km`. Pure functions of their input: no clock, no locale, no time zone.
public enum MissionLogText {
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// `12 Apr 2001`; a month outside 1...12 is written as its number.
    public static func date(_ date: MissionDate) -> String {
        let month = (1...12).contains(date.month) ? months[date.month - 1] : String(date.month)
        return "\(date.day) \(month) \(date.year)"
    }

    /// `802,400,000 km`: digits in groups of three.
    public static func kilometres(_ distance: Int) -> String {
        let digits = String(distance.magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return (distance < 0 ? "-" : "") + grouped + " km"
    }

    /// `12 Apr 2001: 802,400,000 km from Earth`.
    public static func line(_ entry: MissionLogEntry) -> String {
        date(entry.date) + ": " + kilometres(entry.kilometresFromEarth) + " from Earth"
    }
}
