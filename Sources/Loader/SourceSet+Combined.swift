extension SourceSet {
    /// The files of several paths (files or folders) as one set, named `name` in messages: an
    /// exercise's workspace beside the lesson's check scene.
    package static func read(_ paths: [String], as name: String) -> Result<SourceSet, LoadProblem> {
        var files: [File] = []
        for path in paths {
            switch read(path) {
            case .success(let sources): files += sources.files
            case .failure(let problem): return .failure(problem)
            }
        }
        return .success(SourceSet(path: name, files: files))
    }
}
