public import SuperSimple

/// Builds the Mission Control screen, asking the interaction's assembler for its interaction.
public struct MissionControlAssembler {
    public let interactionAssembler: MissionControlInteractionAssembling

    public init(interactionAssembler: MissionControlInteractionAssembling) {
        self.interactionAssembler = interactionAssembler
    }

    public func assemble() -> TextScreen {
        HopReporter.assemble(by: Self.self) {
            let interaction = interactionAssembler.assemble()
            return HopReporter.initialize { MissionControlViewController(interaction: interaction) }
        }
    }
}
