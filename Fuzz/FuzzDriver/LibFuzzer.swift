/// libFuzzer's driver, called from a target's own `main`: SwiftPM gives every executable a `main`
/// of its own, so libFuzzer's cannot be the entry point and is asked to run from ours instead.
public enum LibFuzzer {
    public typealias TestOneInput = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

    /// Runs the fuzzer with this process's command line (`-runs=N corpus/` and so on) and returns
    /// its exit status.
    public static func run(_ test: TestOneInput) -> CInt {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        return LLVMFuzzerRunDriver(&argc, &argv, test)
    }
}

@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ test: LibFuzzer.TestOneInput
) -> CInt
