/// Views that can show exercises: workspace, checks, solutions.
package protocol ExerciseRendering: AnyObject {
    func render(_ exercise: ExerciseRenderable)
}
