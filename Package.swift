// swift-tools-version:6.0
import Foundation
import PackageDescription

/// Podbay: a REPL that teaches Super Simple Architecture and Round Table by running them.
///
/// Dependencies point one way, so each module reads and tests alone:
/// podbay → {Tutor, ClassReport, Lessons, LineEditor, Loader, …}; Loader (`load`: user code) → {LessonKit, CInterrupt, CJail, Descriptors};
/// CJail (user code's child: spawned under a seccomp filter, a check's also under a Landlock ruleset, its orphans ended) → CInterrupt;
/// Tutor (the REPL's UI) → {CommandLanguage, LessonFormat, Progress, Inspector, LineEditor, SuperSimple, LessonKit};
/// LessonFormat (lesson text → lessons, lint rehearsal) → {CommandLanguage, LessonKit};
/// Progress (the learner's record) → StateStore → Descriptors; ClassReport (`podbay class`) → {Progress, LessonFormat, SuperSimple, Descriptors};
/// CommandLanguage (the commands, parsed once) → ArgumentParser;
/// Lessons → {SuperSimple, RoundTable, LessonKit}; RoundTable → SuperSimple; LessonKit → SuperSimple (a screen's answer as a scene's reply);
/// LineEditor → {CEditLine, CInterrupt, StateStore, TextSafety}; Inspector → {CSwiftRuntime, TextSafety, SuperSimple (its string literals)};
/// podbay-mutants (`make mutants`) → {Loader, LessonFormat, Lessons, Tutor, CInterrupt, Parallel, ArgumentParser}.
/// Parallel (`concurrentMap`: independent work spread over the cores) depends on nothing; nor does
/// Descriptors (`WholeWrite`: write(2) until every byte is out, the loop every writer shares; `WholeRead`, its reading twin).
/// TextSafety (the one gate for outside text: control characters shown, display columns, and in a
/// loaded podbay what the user's code writes) → Descriptors; every module that prints text from
/// outside Podbay goes through it.
/// Every module imports explicitly and keeps imports internal, so a module's face shows only what
/// it chooses to (`package import`, or `public import` in the modules user code builds on, where a
/// signature needs another module's type).
let strictImports: [SwiftSetting] = [
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

/// `make fuzz` sets PODBAY_FUZZ: the fuzz binary then calls libFuzzer's driver, which exists only
/// under `-sanitize=fuzzer`; otherwise it replays the files it is given.
let fuzzing = ProcessInfo.processInfo.environment["PODBAY_FUZZ"] != nil

let package = Package(
    name: "podbay",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "podbay", targets: ["podbay"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CEditLine",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"]), .brew(["libedit"])]
        ),
        .target(name: "TextSafety", dependencies: ["Descriptors"], swiftSettings: strictImports),
        .target(name: "Parallel", swiftSettings: strictImports),
        .target(name: "Descriptors", swiftSettings: strictImports),
        .target(name: "StateStore", dependencies: ["Descriptors"], swiftSettings: strictImports),
        .target(name: "CSwiftRuntime", swiftSettings: strictImports),
        .target(name: "Inspector", dependencies: ["CSwiftRuntime", "TextSafety", "SuperSimple"], swiftSettings: strictImports),
        .target(name: "CInterrupt"),
        .target(name: "CJail", dependencies: ["CInterrupt"]),
        .target(name: "LineEditor", dependencies: ["CEditLine", "CInterrupt", "StateStore", "TextSafety"], swiftSettings: strictImports),
        .target(name: "SuperSimple", swiftSettings: strictImports),
        .target(name: "RoundTable", dependencies: ["SuperSimple"], swiftSettings: strictImports),
        .target(name: "LessonKit", dependencies: ["SuperSimple"], swiftSettings: strictImports),
        .target(name: "Loader", dependencies: ["LessonKit", "CInterrupt", "CJail", "Descriptors", "TextSafety"], swiftSettings: strictImports),
        .target(
            name: "CommandLanguage",
            dependencies: ["TextSafety", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: strictImports),
        .target(name: "LessonFormat", dependencies: ["CommandLanguage", "LessonKit", "Parallel", "TextSafety"], swiftSettings: strictImports),
        .target(name: "Progress", dependencies: ["StateStore"], swiftSettings: strictImports),
        .target(name: "ClassReport", dependencies: ["Descriptors", "Progress", "LessonFormat", "Parallel", "SuperSimple", "TextSafety"], swiftSettings: strictImports),
        .target(
            name: "Tutor",
            dependencies: [
                "CommandLanguage", "LessonFormat", "Progress", "LineEditor", "SuperSimple", "Inspector", "LessonKit",
                "Descriptors", "TextSafety",
            ],
            swiftSettings: strictImports
        ),
        .target(
            name: "Lessons",
            dependencies: ["SuperSimple", "RoundTable", "LessonKit"],
            path: "Lessons",
            // Lesson texts, exercise folders and the check sources several exercises share
            // (`check: ExerciseSupport/LaunchModule`) are read at run time, never compiled here: from
            // this folder in a build (LessonTextDirectory finds it), from share/podbay/lessons once
            // installed. Not resources: a target with resources gets SwiftPM's `Bundle.module`
            // accessor, which imports Foundation and so links ICU's 47 MB into podbay. The coverage
            // table is read by a test, not shipped; MUTANTS.md is no lesson.
            exclude: [
                "COVERAGE.md", "MUTANTS.md", "00-welcome/welcome.md", "01-renderable/renderable.md",
                "01-renderable/RenderableExercise", "02-interaction/interaction.md",
                "02-interaction/InteractionExercise", "02-interaction/ClassBoundExercise", "03-assembler/assembler.md", "03-assembler/AssemblerExercise",
                "04-navigation/navigation.md", "04-navigation/NavigationExercise", "05-routing/routing.md",
                "05-routing/RoutingExercise", "06-communication/communication.md",
                "06-communication/CommunicationExercise", "07-memory/memory.md", "07-memory/MemoryExercise",
                "08-assembly/assembly.md", "08-assembly/AssemblyExercise", "ExerciseSupport",
            ],
            swiftSettings: strictImports
        ),
        .executableTarget(
            name: "podbay-bench",
            dependencies: ["Inspector", "Tutor", "CommandLanguage", "LessonFormat", "Progress", "ClassReport", "Lessons", "Loader"],
            swiftSettings: strictImports),
        // `make mutants`: each exercise's reference solution mutated, built with its check and
        // checked (issue #26). A tool of the repository, not installed: it links the lessons and
        // builds with the kit of the podbay beside it, as `check` does.
        .executableTarget(
            name: "podbay-mutants",
            dependencies: [
                "Loader", "LessonFormat", "Lessons", "Tutor", "CInterrupt", "Parallel",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictImports),
        .executableTarget(
            name: "podbay",
            dependencies: [
                "Tutor", "CommandLanguage", "LessonFormat", "Progress", "ClassReport", "Lessons", "LineEditor", "Loader",
                "LessonKit", "Parallel", "StateStore", "TextSafety",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictImports
        ),
        .target(name: "TestSupport", dependencies: ["SuperSimple", "Inspector"], path: "Tests/TestSupport"),
        .testTarget(name: "LineEditorTests", dependencies: ["LineEditor", "TestSupport"]),
        // Every fuzz target in one binary, built by every `swift build` (so `make test` breaks when an
        // API change breaks a target) and, with PODBAY_FUZZ set, instrumented for libFuzzer.
        .target(
            name: "FuzzDriver", path: "Fuzz/FuzzDriver",
            swiftSettings: fuzzing ? [.define("PODBAY_FUZZING")] : []),
        .executableTarget(
            name: "PodbayFuzz",
            dependencies: [
                "FuzzDriver", "Tutor", "LessonFormat", "CommandLanguage", "Progress", "Lessons", "LineEditor", "StateStore",
                "ClassReport", "TextSafety", "Loader",
            ],
            path: "Fuzz/PodbayFuzz"),
        .testTarget(name: "TextSafetyTests", dependencies: ["TextSafety"]),
        .testTarget(name: "ParallelTests", dependencies: ["Parallel"]),
        .testTarget(name: "StateStoreTests", dependencies: ["StateStore", "Descriptors", "TestSupport"]),
        .testTarget(name: "InspectorTests", dependencies: ["Inspector"]),
        .testTarget(name: "SuperSimpleTests", dependencies: ["SuperSimple", "TestSupport"]),
        .testTarget(name: "RoundTableTests", dependencies: ["RoundTable", "SuperSimple", "TestSupport"]),
        .testTarget(name: "LoaderTests", dependencies: ["Loader"]),
        .testTarget(name: "MutantsTests", dependencies: ["podbay-mutants"]),
        .testTarget(name: "LessonsTests", dependencies: ["Lessons", "SuperSimple", "RoundTable", "TestSupport"]),
        .testTarget(
            name: "CommandLanguageTests",
            dependencies: ["CommandLanguage", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .testTarget(
            name: "LessonFormatTests",
            dependencies: ["LessonFormat", "CommandLanguage", "Lessons", "LessonKit", "TestSupport"]),
        .testTarget(name: "ProgressTests", dependencies: ["Progress", "StateStore", "TestSupport"]),
        .testTarget(name: "ClassReportTests", dependencies: ["ClassReport", "Progress", "LessonFormat", "Lessons", "TestSupport"]),
        .testTarget(
            name: "TutorTests",
            dependencies: [
                "Tutor", "CommandLanguage", "LessonFormat", "Progress", "Inspector", "Lessons", "LessonKit", "RoundTable", "SuperSimple",
                "LineEditor", "TestSupport",
            ]),
        .testTarget(
            name: "EndToEndTests",
            // CJail: whether this kernel has Landlock, for the tests that need it.
            dependencies: ["podbay", "CJail"],
            exclude: ["Transcripts", "Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
