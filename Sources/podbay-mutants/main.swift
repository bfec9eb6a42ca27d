import ArgumentParser

/// `make mutants`: each exercise's reference solution, mutated the ways learners get it wrong
/// (`MutationOperator`), built with the exercise's check scene and checked; a check that passes a
/// mutant is a check a wrong solution passes. Also proves every reference passes and every starter
/// fails. See `MutantsCommand` for the arguments.
MutantsCommand.main()
