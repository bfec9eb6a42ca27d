/// An object that only carries messages between others and runs no code of its own that sends
/// one: a module's pipeline (each of its faces is the same object). A closure that captures such
/// an object and nothing else sends with its own code, which is the code of whoever handed the
/// closure over (`Hop.handingOver`), never the carrier's.
public protocol MessageCarrying: AnyObject {}
