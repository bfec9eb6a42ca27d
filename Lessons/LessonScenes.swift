public import LessonKit

/// The scenes compiled into Podbay, one per lesson folder, and the large heap no shipped lesson
/// opens; the executable hands them to the Tutor.
public enum LessonScenes {
    public static let catalog = SceneCatalog(builders: [
        SceneBuilder(sceneID: WelcomeScene.sceneID) { WelcomeScene() },
        SceneBuilder(sceneID: RenderableScene.sceneID) { RenderableScene() },
        SceneBuilder(sceneID: InteractionScene.sceneID) { InteractionScene() },
        SceneBuilder(sceneID: AssemblerScene.sceneID) { AssemblerScene() },
        SceneBuilder(sceneID: NavigationScene.sceneID) { NavigationScene() },
        SceneBuilder(sceneID: RoutingScene.sceneID) { RoutingScene() },
        SceneBuilder(sceneID: CommunicationScene.sceneID) { CommunicationScene() },
        SceneBuilder(sceneID: MemoryScene.sceneID) { MemoryScene() },
        SceneBuilder(sceneID: AssemblyScene.sceneID) { AssemblyScene() },
        SceneBuilder(sceneID: LargeHeapScene.sceneID) { LargeHeapScene() },
    ])
}
