package import CommandLanguage

/// What the REPL screen sees of the interaction for `graph`.
package protocol GraphInteracting: AnyObject {
    func use(_ navigation: LessonNavigating)
    func use(_ view: any LinesRendering & NoticeRendering & RefusalRendering)
    /// The REPL's own root object, for `graph --self`.
    func useSelfRoot(_ root: AnyObject)
    func didAskForGraph(_ arguments: GraphArguments, _ spec: CommandSpec) -> CommandOutcome
}
