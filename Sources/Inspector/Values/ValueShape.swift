/// How the value reader goes through a value of one type, worked out once per type from its
/// runtime metadata (see `ValueShapes`).
enum ValueShape {
    /// Holds no reference at any depth (`Int`, `String`, a struct of those): skipped.
    case nothing
    /// One word that is an object pointer or nil (a class, an Optional of one, a class-bound
    /// existential).
    case object
    /// An `Any` or non-class protocol existential: the dynamic type is read from the value.
    case opaqueExistential
    /// An `any Error`: a box of its own, loaded through the runtime.
    case errorExistential
    /// A Swift closure: a function pointer and a context, whose captures are read.
    case closure
    /// An Optional of something that is not a single object word: its payload sits at its address.
    case optional(OptionalType.Type, wrapped: Any.Type)
    /// An enum with payloads: the case and payload are read through the runtime's reflection,
    /// which copies (never loads) any unowned reference inside.
    case enumeration(Any.Type)
    /// A struct or tuple: its stored fields by offset, each with its own ownership.
    case fields([ValueField])
    /// A standard library collection: its elements in place.
    case elements(ElementsReadable.Type)
    /// A standard library or Foundation struct other than the collections: its `Mirror` children
    /// (what it says it holds, not its private storage), each read by layout again.
    case library(Any.Type)
    /// A layout the reader cannot read, and why: what it holds is shown as `strong?`.
    case unreadable(String)
}
