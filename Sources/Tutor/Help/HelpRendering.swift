/// Views that can show command help.
package protocol HelpRendering: AnyObject {
    func render(_ list: CommandListRenderable)
    func render(_ help: CommandHelpRenderable)
    func render(_ glossary: GlossaryRenderable)
}
