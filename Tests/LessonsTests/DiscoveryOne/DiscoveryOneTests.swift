import Lessons
import SuperSimple
import TestSupport
import Testing

@Suite struct DiscoveryOneTests {
    private func screen() -> TextScreen {
        DiscoveryOneAssembler(interactionAssembler: PodBayDoorsInteractionAssembler()).assemble()
    }

    @Test func tappingTheMainButtonTellsTheInteractionWhichRendersOnTheBanner() {
        let screen = screen()
        let recorder = HopRecorder()
        var outcome: EventOutcome?
        recorder.recording { outcome = UserEvents.deliver(.tap(control: "mainButton"), to: screen) }
        #expect(outcome == .delivered)
        #expect(recorder.lines == [
            "user tap mainButton: - -> DiscoveryOneViewController",
            "  call didTapMainButton(): DiscoveryOneViewController -> PodBayDoorsInteraction",
            "    call render(BannerRenderable): - -> BannerView",
        ])
        #expect(screen.draw(width: 60, style: .ascii).joined(separator: "\n").contains("I'm sorry, Dave."))
    }

    @Test func anUnknownControlIsRefusedWithTheKnownOnes() {
        #expect(UserEvents.deliver(.tap(control: "podBay"), to: screen())
            == .refused("Discovery One has no control 'podBay'"))
        #expect(UserEvents.deliver(.type(field: "name", text: "x"), to: screen())
            == .refused("Discovery One has no field 'name'"))
    }

    @Test func anInteractionNeverGivenItsBannerReportsInsteadOfCrashing() {
        let interaction = PodBayDoorsInteraction()
        let recorder = HopRecorder()
        recorder.recording { interaction.didTapMainButton() }
        #expect(recorder.problems == [UnwiredComponent(component: "PodBayDoorsInteraction", missing: "banner (BannerRendering)")])
        #expect(recorder.problems.first?.description
            == "PodBayDoorsInteraction has no banner (BannerRendering): it was never given one with use(_:), so nothing happened")
    }

    @Test func theInteractionHoldsTheBannerWeakly() {
        let interaction = PodBayDoorsInteraction()
        weak var banner: BannerView?
        do {
            let view = BannerView(title: "HAL")
            banner = view
            interaction.use(view)
        }
        #expect(banner == nil)
    }

    @Test func navigationPushesAnAssembledScreenAndAPoppedScreenIsFreed() {
        let root = screen()
        let controller = TextNavigationController(root: root)
        let window = TextWindow(root: controller)
        let navigation = DiscoveryOneNavigation(
            discoveryAssembler: DiscoveryOneAssembler(interactionAssembler: PodBayDoorsInteractionAssembler()))
        navigation.use(controller)
        weak var pushed: TextScreen?
        navigation.presentDiscoveryOneInterface()
        pushed = controller.stack.last
        #expect(controller.stack.count == 2)
        #expect(pushed !== root)
        #expect(window.draw(width: 60, style: .ascii).first == "Discovery One > Discovery One")
        #expect(controller.pop())
        #expect(pushed == nil, "the popped screen and its interaction are freed")
        #expect(controller.pop() == false, "the root stays")
    }

    @Test func theNavigationUsesItsControllerWithoutOwningIt() {
        let navigation = DiscoveryOneNavigation(
            discoveryAssembler: DiscoveryOneAssembler(interactionAssembler: PodBayDoorsInteractionAssembler()))
        weak var controller: TextNavigationController?
        do {
            let strong = TextNavigationController(root: screen())
            controller = strong
            navigation.use(strong)
        }
        #expect(controller == nil)
        let recorder = HopRecorder()
        recorder.recording { navigation.presentDiscoveryOneInterface() }
        #expect(recorder.problems.map(\.component) == ["DiscoveryOneNavigation"])
    }
}
