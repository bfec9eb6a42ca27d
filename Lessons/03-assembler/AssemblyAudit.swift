import SuperSimple

/// Watches an assembly's reported hops and notes, for each `assemble()`, the initializers called
/// directly inside it. Every hop is passed on to the observer that was listening before (the
/// REPL's route), so watching changes nothing of what the route shows.
///
/// It sees what the assemblers report through `HopReporter.assemble` and `.initialize`: Swift
/// offers no way to observe an initializer call the code does not report.
final class AssemblyAudit: HopObserving {
    private let outer: HopObserving?
    private(set) var reports: [AssemblerReport] = []
    /// For each open hop, the report it is an assembler's `assemble()` for, if it is one.
    private var open: [Int?] = []

    init(passingOnTo outer: HopObserving?) {
        self.outer = outer
    }

    /// Runs `body` with this audit listening.
    func watching<Result>(_ body: () -> Result) -> Result {
        HopReporter.observing(self, body)
    }

    func enter(_ hop: Hop) {
        outer?.enter(hop)
        if hop.message == "init", let parent = open.last, let report = parent, let type = hop.receiverType {
            reports[report] = AssemblerReport(
                assembler: reports[report].assembler, initializers: reports[report].initializers + [type])
        }
        if hop.message == "assemble()", let assembler = hop.receiverType {
            reports.append(AssemblerReport(assembler: assembler, initializers: []))
            open.append(reports.count - 1)
        } else {
            open.append(nil)
        }
    }

    func leave() {
        outer?.leave()
        _ = open.popLast()
    }

    func built(_ object: AnyObject) {
        outer?.built(object)
    }

    func unwired(_ problem: UnwiredComponent) {
        outer?.unwired(problem)
    }
}
