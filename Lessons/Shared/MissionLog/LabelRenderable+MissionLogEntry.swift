public import SuperSimple

extension LabelRenderable {
    /// A label line made from a log entry, formatted as the banner's is. The conversion is
    /// reported as a hop, so a route shows the model going in.
    public init(entry: MissionLogEntry) {
        let hop = Hop(kind: .call, sender: nil, receiver: nil, receiverType: "LabelRenderable", message: "init(entry: MissionLogEntry)")
        self.init(text: HopReporter.around(hop) { "Log: " + MissionLogText.line(entry) })
    }

    /// An alert made from an entry that reports a faulty unit: a hop of its own, so a route shows
    /// which of the two an interaction chose.
    public init(alert entry: MissionLogEntry) {
        let hop = Hop(kind: .call, sender: nil, receiver: nil, receiverType: "LabelRenderable", message: "init(alert: MissionLogEntry)")
        self.init(text: HopReporter.around(hop) {
            "Alert: \(entry.fault ?? "a unit") fault (" + MissionLogText.line(entry) + ")"
        })
    }
}
