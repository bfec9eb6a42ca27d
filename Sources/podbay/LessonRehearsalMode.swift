import LessonFormat
import LessonKit
import Loader
import Tutor

/// A loaded podbay started by `podbay lint` for a lesson with its own Swift scene: no prompt, no
/// session. It plays the lesson's `try:` lines on the scene it carries, as lint plays those of the
/// compiled-in scenes (`LessonRehearsal`), writes the problems on its own channel and exits.
struct LessonRehearsalMode {
    let lessonID: String
    let lessonsFolder: String?

    func run(channel: VerdictChannel?) -> Int32 {
        guard let channel else {
            DescriptorSink.standardOutput().write("lint: this podbay was given no channel for what it finds\n")
            return 2
        }
        guard let carried = LoadedScene.carried else {
            DescriptorSink.standardOutput().write("lint: this podbay carries no scene\n")
            return 2
        }
        // The folder lint reads, alone: a lesson whose number a shipped one has is lint's to report, not to hide here.
        let folders = lessonsFolder.map { [$0] } ?? LessonShelf.folders(extra: nil)
        let catalog = LessonShelf.library().catalog(folders: folders).catalog
        guard let lesson = catalog.lessons.first(where: { $0.id == lessonID }) else {
            DescriptorSink.standardOutput().write("lint: no lesson \(lessonID)\n")
            return 2
        }
        // The carried scene, under the id the lesson names it by.
        let scenes = SceneCatalog(builders: [SceneBuilder(sceneID: lesson.sceneID) { carried.builder.build() }])
        let problems = LessonRehearsal(scenes: scenes).problems(in: lesson).map(\.description)
        LoadedPodbayProtocol.send(problems, to: channel)
        return 0
    }
}
