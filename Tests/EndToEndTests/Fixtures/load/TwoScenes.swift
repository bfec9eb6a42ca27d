import LessonKit

final class Lamp {}

func roots() -> [SceneRoot] { [SceneRoot(label: "lamp", object: Lamp())] }

func morningRoots() -> [SceneRoot] { [SceneRoot(label: "lamp", object: Lamp())] }
