public import SuperSimple

/// The HAL 9000 screen's second interaction, for a separate function: the ship's status. It gets
/// its data through another component, the ship's log, decides from the entry what Dave must
/// see (an alert when a unit is faulty, else the log line), and renders that on a label it uses
/// but does not own.
public final class ShipStatusInteraction: ShipStatusInteracting {
    private let log: MissionLogReading
    private weak var label: LabelRendering?

    public init(log: MissionLogReading) {
        self.log = log
    }

    public func use(_ label: LabelRendering) {
        self.label = label
    }

    public func didTapStatusButton() {
        guard let label else {
            HopReporter.unwired(UnwiredComponent(self, missing: "label (LabelRendering)"))
            return
        }
        let entry = HopReporter.call(from: self, to: log, "latestEntry()") { log.latestEntry() }
        // The business decision is made here, not in the panel or the label.
        if entry.fault != nil {
            label.render(LabelRenderable(alert: entry))
        } else {
            label.render(LabelRenderable(entry: entry))
        }
    }
}
