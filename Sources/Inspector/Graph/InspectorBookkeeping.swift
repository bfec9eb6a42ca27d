/// One of the inspector's own record-keeping objects (the registry of names, the cache of field
/// layouts). The walker shows it but does not read inside: its tables are keyed by address, which
/// Podbay never prints, and they are no part of the program being taught. It matters for
/// `graph --self`, where the REPL's inspector is part of the graph.
protocol InspectorBookkeeping: AnyObject {}

extension ObjectRegistry: InspectorBookkeeping {}
extension FieldLayout: InspectorBookkeeping {}
