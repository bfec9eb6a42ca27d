public import SuperSimple

/// What the HAL 9000 screen sees of its second interaction: it can be given a label, and told
/// that the status button was tapped.
public protocol ShipStatusInteracting: AnyObject {
    func use(_ label: LabelRendering)
    func didTapStatusButton()
}
