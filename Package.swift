// swift-tools-version:6.0
import Foundation
import PackageDescription

/// Podbay: a REPL that teaches Super Simple Architecture and Round Table by running them.
///
/// Dependencies point one way (see ../shared/DESIGN.md):
/// podbay → Tutor → {LineEditor, SuperSimple, LessonKit, StateStore};
/// Lessons → {SuperSimple, RoundTable, LessonKit}; RoundTable → SuperSimple;
/// LineEditor → {CEditLine, CInterrupt, StateStore}.
/// A module says what it imports, and its imports stay inside it unless it says otherwise; the
/// targets listed here build with it (the others follow, #17).
let strictImports: [SwiftSetting] = [
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

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
        .target(name: "StateStore"),
        .target(name: "CSwiftRuntime", swiftSettings: strictImports),
        .target(name: "Inspector", dependencies: ["CSwiftRuntime"], swiftSettings: strictImports),
        .target(name: "CInterrupt"),
        .target(name: "LineEditor", dependencies: ["CEditLine", "CInterrupt", "StateStore"]),
        .target(name: "SuperSimple"),
        .target(name: "RoundTable", dependencies: ["SuperSimple"]),
        .target(name: "LessonKit"),
        .target(
            name: "Tutor",
            dependencies: ["LineEditor", "SuperSimple", "Inspector", "LessonKit", "StateStore"]
        ),
        .target(
            name: "Lessons",
            dependencies: ["SuperSimple", "RoundTable", "LessonKit"],
            path: "Lessons",
            resources: [
                .copy("00-welcome/welcome.md"), .copy("01-renderable/renderable.md"),
                .copy("02-interaction/interaction.md"), .copy("03-assembler/assembler.md"),
                .copy("04-navigation/navigation.md"),
                .copy("05-routing/routing.md"), .copy("06-communication/communication.md"),
                .copy("07-memory/memory.md"), .copy("08-assembly/assembly.md"),
            ]
        ),
        .executableTarget(name: "podbay-bench", dependencies: ["Inspector", "Tutor", "Lessons"]),
        .executableTarget(
            name: "podbay",
            dependencies: [
                "Tutor", "Lessons", "LineEditor",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(name: "TestSupport", dependencies: ["SuperSimple"], path: "Tests/TestSupport"),
        .testTarget(name: "LineEditorTests", dependencies: ["LineEditor", "TestSupport"]),
        .testTarget(name: "StateStoreTests", dependencies: ["StateStore", "TestSupport"]),
        .testTarget(name: "InspectorTests", dependencies: ["Inspector"]),
        .testTarget(name: "SuperSimpleTests", dependencies: ["SuperSimple", "TestSupport"]),
        .testTarget(name: "RoundTableTests", dependencies: ["RoundTable", "SuperSimple", "TestSupport"]),
        .testTarget(name: "LessonsTests", dependencies: ["Lessons", "SuperSimple", "RoundTable", "TestSupport"]),
        .testTarget(
            name: "TutorTests",
            dependencies: ["Tutor", "Lessons", "LessonKit", "SuperSimple", "LineEditor", "TestSupport"]),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["podbay"],
            exclude: ["Transcripts", "Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// libFuzzer targets, only for `make fuzz`: they link libFuzzer's driver, which an ordinary build
// (it builds every executable) does not have.
if ProcessInfo.processInfo.environment["PODBAY_FUZZ"] != nil {
    package.targets += [
        .target(name: "FuzzDriver", path: "Fuzz/FuzzDriver"),
        .executableTarget(
            name: "CommandLineFuzz", dependencies: ["FuzzDriver", "Tutor", "Lessons"], path: "Fuzz/CommandLineFuzz"),
        .executableTarget(
            name: "LessonTextFuzz", dependencies: ["FuzzDriver", "Tutor", "Lessons"], path: "Fuzz/LessonTextFuzz"),
        .executableTarget(
            name: "StateFileFuzz", dependencies: ["FuzzDriver", "Tutor", "Lessons", "LineEditor", "StateStore"],
            path: "Fuzz/StateFileFuzz"),
    ]
}
