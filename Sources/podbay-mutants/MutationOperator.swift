/// The ways a mutant differs from the reference solution: the wrong code learners write (issue #26),
/// each a small, source-level change of one place. The raw value names the mutant.
enum MutationOperator: String, CaseIterable, Sendable {
    /// `weak var x` / `unowned let x` → `var x` / `let x`.
    case dropWeak = "drop-weak"
    /// `{ [weak self] x in … self?.y … }` → `{ x in … self.y … }`.
    case dropCaptureList = "drop-capture-list"
    /// `[weak self]` → `[self]`: a capture list that captures strongly.
    case strongCapture = "strong-capture"
    /// `[weak self]` → `[unowned self]`: safe only while the captured object outlives the closure's
    /// every call, which a learner assumes and a check must show otherwise.
    case unownedCapture = "unowned-capture"
    /// `func use(_ x: T)` also keeps `x` in a stored strong property.
    case useKeptStrongly = "use-kept-strongly"
    /// A method that stores its argument (`shown = renderable`) also appends it to a list: the
    /// object keeps every argument it was ever given, not only the last.
    case keepEveryArgument = "keep-every-argument"
    /// What `given.assemble()` builds is also kept (a property of the class, else a global), past
    /// the moment the code lets it go.
    case keepAssembled = "keep-assembled"
    /// A weak property's object kept again in a `lazy var`, read where the property is used.
    case lazyKeep = "lazy-keep"
    /// `given.assemble()` → `GivenAssembler().assemble()`; `given.member` → `Member()`: the concrete
    /// initializer instead of the collaborator handed in.
    case concreteInitializer = "concrete-initializer"
    /// A function's result made once and kept in a `static` (a global at the top level).
    case staticCache = "static-cache"
    /// A parameterless method's result kept in a `lazy var`.
    case lazyCache = "lazy-cache"
    /// `obj.method(…)` preceded by a stored `obj.method(label:)`, which holds `obj` strongly.
    case methodReference = "method-reference"
    /// Two adjacent statements in the other order.
    case swapStatements = "swap-statements"
    /// A call statement deleted.
    case deleteCall = "delete-call"
    /// A call statement run twice.
    case repeatCall = "repeat-call"
    /// An assignment deleted.
    case deleteAssignment = "delete-assignment"
    /// A `guard` deleted.
    case deleteGuard = "delete-guard"
    /// `x += e` → `x = e`: a count set where it should grow, right the first time only.
    case setNotAdd = "set-not-add"
}
