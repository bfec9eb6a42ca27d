/// What a stored field holds right now.
public enum FieldContent {
    /// A value read through `Mirror` (strong and weak fields; a weak field reads as nil once its
    /// target is gone).
    case value(Any)
    /// A strong class-typed field read by offset: its object, or nil.
    case object(AnyObject?)
    /// A strong field holding an array of class instances, read by offset.
    case objects([AnyObject])
    /// An unowned field's live target, read by offset.
    case unownedTarget(AnyObject)
    /// An unowned field whose target has already been deinitialised: reading it would trap.
    case unownedDead
    /// An unowned optional field that holds nil.
    case unownedNil
    /// An `unowned(unsafe)` field: its word is an address that may point at freed memory, so it is
    /// followed only when a live object the census knows has that address.
    case unsafeAddress(UInt)
}
