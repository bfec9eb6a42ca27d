import SuperSimple

/// Broken variant `shared-message`: writes the banner's message into a draft it keeps, and hands
/// that same draft to the view. Editing it later edits what the view holds.
public final class BannerDraftWriter {
    private let draft: BannerDraft

    public init(message: String) {
        draft = BannerDraft(message: message)
    }

    /// Hands the draft itself to `view`: not a copy.
    public func hand(to view: DraftBannerView) {
        view.render(draft)
    }

    /// Changes the draft in place; no view is told.
    public func edit(_ message: String) {
        HopReporter.call(from: nil, to: self, "edit(message:)") { draft.message = message }
    }
}
