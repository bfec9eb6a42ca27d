/// A value type whose author promises it holds no class instance, closure or existential, at any
/// depth, so the graph walker need not look inside it.
///
/// The REPL's own graph (`graph --self`) is why: without it the walker mirrors every line of every
/// lesson text, looking for objects that cannot be there (30–46 ms per `graph --self`, measured by
/// `make bench`). A conforming type should have a test that scans it whole and finds no object.
package protocol HoldsNoObjects {}
