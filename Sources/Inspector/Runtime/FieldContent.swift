/// What a stored field holds right now.
package enum FieldContent {
    /// A value: copied out for `inspect`, or read through `Mirror` on the fallback path.
    case value(Any)
    /// A value field to read by layout: its address inside the object (valid while the object is).
    case stored(UnsafeRawPointer)
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
