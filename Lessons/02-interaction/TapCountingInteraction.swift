import SuperSimple

/// Broken variant `inheritance`: a base class meant to be shared by interactions. It is not
/// `final`, on purpose: every subclass inherits its stored state and its idea of what to do on
/// a tap, decided here, in another file. Super Simple's rule is that no custom class is ever
/// subclassed; this one exists to show what a subclass carries.
public class TapCountingInteraction {
    /// What the subclass renders on; a subclass cannot choose to hold it another way.
    weak var banner: BannerRendering?
    /// State every subclass carries, whether it needs it or not.
    private(set) var taps = 0

    init() {}

    /// Counts the tap; subclasses call it before doing their own work.
    func didTap() {
        taps += 1
    }
}
