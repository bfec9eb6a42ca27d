/// The one file `load` adds to the user's: it sets the scene the program carries, then runs
/// Podbay's own entry point (SwiftPM names the executable's `main` `podbay_main`).
struct GlueSource {
    static let fileName = "podbay-loaded-glue.swift"
    static let moduleName = "PodbayLoaded"

    let sources: SourceSet
    let sourceHash: String
    let declaration: SceneDeclaration

    var text: String {
        let make = switch declaration.kind {
        case .rootsFunction:
            "RootsScene(title: \(Self.literal(sources.path)), roots: \(Self.moduleName).\(declaration.name)())"
        case .sceneClass:
            "\(Self.moduleName).\(declaration.name)()"
        }
        return """
            // Written by `podbay load`; not the user's code.
            import LessonKit
            #if canImport(Glibc)
            import Glibc
            #elseif canImport(Darwin)
            import Darwin
            #endif

            @_silgen_name("podbay_main")
            private func podbayMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32

            @main
            enum PodbayLoadedMain {
                static func main() {
                    LoadedScene.carried = LoadedScene(
                        path: \(Self.literal(sources.path)), sourceHash: \(Self.literal(sourceHash)),
                        declaration: \(Self.literal(declaration.described))
                    ) { \(make) }
                    exit(podbayMain(CommandLine.argc, CommandLine.unsafeArgv))
                }
            }

            """
    }

    /// A Swift string literal for any text.
    static func literal(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": quoted += "\\\\"
            case "\"": quoted += "\\\""
            case "\n": quoted += "\\n"
            case "\r": quoted += "\\r"
            case "\t": quoted += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    quoted += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    quoted.unicodeScalars.append(scalar)
                }
            }
        }
        return quoted + "\""
    }
}
