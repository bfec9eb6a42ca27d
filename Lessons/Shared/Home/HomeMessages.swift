public import RoundTable

/// The Home module's vocabulary: a tab bar whose tabs are other modules.
public enum HomeMessages: ModuleMessages {
    public enum CoreEvent: Equatable {
        /// The module started: the Joint builds the tabs.
        case ready
    }

    public enum PresenterUpdate: Equatable {
        case tabBar(titles: [String], selected: Int)
    }

    public enum ViewIntent: Equatable {
        case tabTap(index: Int)
    }

    public enum JointInput: Equatable {
        /// A tab's module asked to go back to the first tab.
        case backToFirstTab
    }

    public enum JointOutput: Equatable {}
}
