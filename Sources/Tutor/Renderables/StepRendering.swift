/// Views that can show lessons and their steps.
package protocol StepRendering: AnyObject {
    func render(_ opening: LessonOpeningRenderable)
    func render(_ step: StepRenderable)
}
