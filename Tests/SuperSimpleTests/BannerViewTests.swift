import SuperSimple
import Testing

@Suite struct BannerViewTests {
    @Test func theSameRenderableAlwaysDrawsTheSame() {
        let fresh = BannerView(title: "HAL 9000")
        fresh.render(BannerRenderable(message: "Open the pod bay doors"))
        let used = BannerView(title: "HAL 9000")
        used.render(BannerRenderable(message: "Something else first, and much longer than the other one"))
        used.render(BannerRenderable(message: "Open the pod bay doors"))
        #expect(fresh.draw(width: 40, style: .unicode) == used.draw(width: 40, style: .unicode))
    }

    @Test func aBannerDrawsItsMessageFramed() {
        let banner = BannerView(title: "HAL")
        banner.render(BannerRenderable(message: "I am afraid I cannot do that"))
        #expect(banner.draw(width: 24, style: .ascii) == [
            "+ HAL -----------------+",
            "| I am afraid I cannot |",
            "| do that              |",
            "+----------------------+",
        ])
    }

    @Test func anEmptyBannerStillDrawsAFrame() {
        #expect(BannerView(title: "T").draw(width: 12, style: .unicode) == [
            "┌ T ───────┐",
            "│          │",
            "└──────────┘",
        ])
    }
}
