public import SuperSimple

/// Lesson 3's broken assembler: it builds the interaction itself instead of asking the
/// interaction's assembler, so it calls two initializers and knows the concrete interaction.
public struct DoItAllDiscoveryOneAssembler: DiscoveryOneAssembling {
    public init() {}

    public func assemble() -> TextScreen {
        HopReporter.assemble(by: Self.self) {
            let interaction = HopReporter.initialize { PodBayDoorsInteraction() }
            return HopReporter.initialize { DiscoveryOneViewController(podBayInteraction: interaction) }
        }
    }
}
