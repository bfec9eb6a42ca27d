import SuperSimple

/// Builds the Discovery One screen.
protocol DiscoveryOneAssembling {
    func assemble() -> TextScreen
}
