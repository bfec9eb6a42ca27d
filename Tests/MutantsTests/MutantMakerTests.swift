import Foundation
@testable import podbay_mutants
import Testing

/// The mutation operators on small sources written as the lessons' references are: each makes the
/// wrong code it names, and nothing else, the same on every run.
@Suite struct MutantMakerTests {
    private let interaction = """
        final class Interaction: Interacting {
            private weak var banner: BannerRendering?

            func use(_ banner: BannerRendering) {
                self.banner = banner
            }

            func didTap() {
                banner?.render(Renderable(message: "No"))
            }
        }

        """

    private func mutants(_ text: String, types: [String] = []) -> [Mutant] {
        MutantMaker(types: DeclaredTypes(sources: types.map(SwiftSource.init))).mutants(file: "Interaction.swift", text: text)
    }

    private func mutant(_ name: String, of text: String, types: [String] = []) -> String? {
        mutants(text, types: types).first { $0.name == name }?.text
    }

    @Test func eachMutantIsNamedByOperatorFileAndLineInAFixedOrder() {
        let names = mutants(interaction).map(\.name)
        #expect(names == [
            "drop-weak Interaction.swift:2", "use-kept-strongly Interaction.swift:4", "keep-every-argument Interaction.swift:5",
            "lazy-keep Interaction.swift:2",
            "method-reference Interaction.swift:9", "delete-call Interaction.swift:9", "repeat-call Interaction.swift:9",
            "delete-assignment Interaction.swift:5",
        ])
        #expect(mutants(interaction).map(\.text) == mutants(interaction).map(\.text))
    }

    @Test func dropWeakKeepsTheFieldStrong() {
        #expect(mutant("drop-weak Interaction.swift:2", of: interaction)?.contains("    private var banner: BannerRendering?\n") == true)
    }

    @Test func useKeepsWhatItIsGivenInAStrongPropertyToo() throws {
        let text = try #require(mutant("use-kept-strongly Interaction.swift:4", of: interaction))
        #expect(text.contains("final class Interaction: Interacting {\n    private var mutantKept: BannerRendering?\n"))
        #expect(text.contains("func use(_ banner: BannerRendering) {\n        self.mutantKept = banner\n        self.banner = banner\n"))
    }

    @Test func aStoredArgumentIsAlsoKeptInAListOfEveryOne() throws {
        let text = try #require(mutant("keep-every-argument Interaction.swift:5", of: interaction))
        #expect(text.contains("    private var mutantEvery: [BannerRendering] = []\n"))
        #expect(text.contains("        self.banner = banner\n        self.mutantEvery.append(banner)\n"))
    }

    @Test func whatAnAssemblerBuiltIsKeptTooInAClassOrAGlobal() throws {
        let navigation = """
            final class Navigation {
                func open() {
                    controller?.push(assembler.assemble())
                }
            }

            """
        let kept = try #require(mutant("keep-assembled Interaction.swift:3", of: navigation))
        #expect(kept.contains("    private var mutantBuilt: Any?\n"))
        #expect(kept.contains("controller?.push({ let made = assembler.assemble(); self.mutantBuilt = made; return made }())"))
        let global = try #require(mutant("keep-assembled Interaction.swift:3", of: navigation.replacingOccurrences(of: "final class", with: "struct")))
        #expect(global.hasSuffix("nonisolated(unsafe) private var mutantBuilt: Any?\n"))
        #expect(global.contains("mutantBuilt = made; return made }())"))
    }

    @Test func aMethodReferenceIsStoredBeforeTheCall() throws {
        let text = try #require(mutant("method-reference Interaction.swift:9", of: interaction))
        #expect(text.contains("        self.mutantMethod = banner?.render(_:) as Any\n        banner?.render("))
    }

    @Test func aWeakCaptureListIsDroppedOrMadeStrongAndItsBodyFollows() throws {
        let joint = """
            final class Joint {
                init(hal: Hal) {
                    hal.attach { [weak self] output in
                        guard let self else { return }
                        self?.pipeline?.notify(input: output)
                    }
                    hal.listen { [weak self] in self?.ping() }
                }
            }

            """
        let dropped = try #require(mutant("drop-capture-list Interaction.swift:3", of: joint))
        #expect(dropped.contains("hal.attach { output in\n            self.pipeline?.notify(input: output)\n"))
        // `{ [weak self] in` without the list would be `{ in`: the `in` goes too.
        #expect(try #require(mutant("drop-capture-list Interaction.swift:7", of: joint)).contains("hal.listen { self.ping() }"))
        #expect(try #require(mutant("strong-capture Interaction.swift:3", of: joint)).contains("hal.attach { [self] output in\n"))
        let unowned = try #require(mutant("unowned-capture Interaction.swift:3", of: joint))
        #expect(unowned.contains("hal.attach { [unowned self] output in\n            self.pipeline?.notify(input: output)\n"))
    }

    /// `x += 1` → `x = 1`: a count that is right after the first action only.
    @Test func aCompoundAssignmentIsMadeAPlainOne() throws {
        let core = """
            final class Core {
                func launch() {
                    state.launches += 1
                }
            }

            """
        #expect(try #require(mutant("set-not-add Interaction.swift:3", of: core)).contains("        state.launches = 1\n"))
    }

    @Test func theConcreteInitializerReplacesTheGivenAssemblerOrCollaborator() throws {
        let assembler = """
            struct ScreenAssembler: ScreenAssembling {
                let partAssembler: PartAssembling
                let trunk: Trunk

                func assemble() -> Screen {
                    Screen(part: partAssembler.assemble(), clock: trunk.clock)
                }
            }

            """
        let types = [
            "struct PartAssembler: PartAssembling {\n    func assemble() -> Part {\n        Report.made { Part() }\n    }\n}\n",
            "final class Trunk {\n    let clock = Clock()\n}\nfinal class Clock {}\n",
        ]
        let names = mutants(assembler, types: types).map(\.name).filter { $0.hasPrefix("concrete") }
        #expect(names == [
            "concrete-initializer Interaction.swift:6", "concrete-initializer Interaction.swift:6 #2",
            "concrete-initializer Interaction.swift:6 #3",
        ])
        let texts = mutants(assembler, types: types).filter { $0.mutation == .concreteInitializer }.map(\.text)
        #expect(texts[0].contains("Screen(part: PartAssembler().assemble(), clock: trunk.clock)"))
        #expect(texts[1].contains("Screen(part: Part(), clock: trunk.clock)"))
        #expect(texts[2].contains("Screen(part: partAssembler.assemble(), clock: Clock())"))
        // A method reference before a function's only expression gives it its `return`.
        let reference = try #require(mutant("method-reference Interaction.swift:6", of: assembler, types: types))
        #expect(reference.contains("        mutantMethod = partAssembler.assemble as Any\n        return Screen("))
    }

    @Test func aResultIsCachedInAStaticBehindTheOriginalSignature() throws {
        let view = """
            final class View {
                func draw(width: Int, _ style: Style) -> [String] {
                    ["\\(width)"]
                }
            }

            """
        let text = try #require(mutant("static-cache Interaction.swift:2", of: view))
        #expect(text.contains("""
                nonisolated(unsafe) private static var mutantCached: [String]?
                func draw(width: Int, _ style: Style) -> [String] {
                    if let cached = Self.mutantCached { return cached }
                    let made = mutantUncachedDraw(width: width, style)
            """))
        #expect(text.contains("    func mutantUncachedDraw(width: Int, _ style: Style) -> [String] {\n"))
    }

    @Test func statementsAreSwappedDeletedAndRepeatedButStoredParametersAreNotSwapped() {
        let core = """
            final class Core {
                init(pipeline: Pipeline, state: State) {
                    self.pipeline = pipeline
                    self.state = state
                }

                func handle() {
                    guard ready else { return }
                    state.count += 1
                    pipeline.notify(event: .started) // a comment { with a brace
                }
            }

            """
        let names = mutants(core).map(\.name)
        #expect(!names.contains("swap-statements Interaction.swift:3"))
        for name in [
            "swap-statements Interaction.swift:8", "swap-statements Interaction.swift:9", "delete-call Interaction.swift:10",
            "repeat-call Interaction.swift:10", "delete-assignment Interaction.swift:9", "delete-guard Interaction.swift:8",
        ] {
            #expect(names.contains(name), "\(name)")
        }
        #expect(mutant("swap-statements Interaction.swift:9", of: core)?.contains(
            "        pipeline.notify(event: .started) // a comment { with a brace\n        state.count += 1\n") == true)
    }
}

/// The committed survivors file: which survivors are equivalent, lesson by lesson.
@Suite struct SurvivorsFileTests {
    @Test func equivalentAndNotYetKilledAreReadPerLesson() {
        let file = SurvivorsFile(text: """
            # Mutants that survive
            ## Lesson 2 (interaction)
            - equivalent: `swap-statements A.swift:3` — the two stores are independent.
            - not yet killed: `drop-weak A.swift:2` — keeps the banner alive.
            ## Lesson 3 (assembler)
            - equivalent: `drop-weak A.swift:2` — never set.
            """)
        let mutant = { (name: String) in
            let parts = name.split(separator: " ")
            let place = parts[1].split(separator: ":")
            return Mutant(
                mutation: MutationOperator(rawValue: String(parts[0])) ?? .dropWeak, file: String(place[0]), line: Int(place[1]) ?? 0,
                ordinal: 1, text: "")
        }
        #expect(file.isEquivalent(mutant("swap-statements A.swift:3"), lesson: 2))
        #expect(!file.isEquivalent(mutant("drop-weak A.swift:2"), lesson: 2))
        #expect(file.isListed(mutant("drop-weak A.swift:2"), lesson: 2))
        #expect(file.isEquivalent(mutant("drop-weak A.swift:2"), lesson: 3))
        #expect(!file.isListed(mutant("swap-statements A.swift:3"), lesson: 3))
    }
}
