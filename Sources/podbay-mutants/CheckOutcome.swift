/// How one check of an exercise went, built with the reference, a starter or a mutant.
enum CheckOutcome: Sendable {
    /// The check passed: for a mutant, it survived.
    case passed
    /// The check did not pass (its first failure in words), trapped or ran past its limit: for a
    /// mutant, it was killed.
    case failed(String)
    /// It did not compile (the compiler's first error): for a mutant, stillborn.
    case notBuilt(String)
    /// Nothing could be checked, for a reason that is not the code's (no compiler, no kit, a check
    /// that wrote no verdict): the whole run is wrong, not this mutant.
    case broken([String])
    /// Ctrl-C reached the build or the check.
    case interrupted
}
