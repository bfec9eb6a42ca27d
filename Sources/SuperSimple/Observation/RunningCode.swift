/// Whose code runs inside an open hop, as far as the hop says.
enum RunningCode {
    /// An object's: the receiver of a call or a delivery.
    case object(AnyObject)
    /// Code the hop names but that is no object yet or at all: an initializer, an assembly function,
    /// an assembler. The route names it from the hop.
    case named
    /// A closure someone attached, or a run loop's later turn: whose code it is, the closure's
    /// context may say (what it captures), when the hop hands it over (kept here while it runs).
    case closure(ClosureKeeping?)
}
