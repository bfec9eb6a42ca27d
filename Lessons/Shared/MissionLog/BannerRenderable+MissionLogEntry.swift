public import SuperSimple

extension BannerRenderable {
    /// A banner made from a log entry: the Renderable does the formatting, so the view only
    /// shows text. The conversion is reported as a hop, so a route shows the model going in.
    public init(entry: MissionLogEntry) {
        let hop = Hop(kind: .call, sender: nil, receiver: nil, receiverType: "BannerRenderable", message: "init(entry: MissionLogEntry)")
        self.init(message: HopReporter.around(hop) { MissionLogText.line(entry) })
    }
}
