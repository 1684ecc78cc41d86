/// `UIFindInteraction` (UIFindInteraction.h, iOS 16): the find-and-replace panel of a view that
/// searches its content (a text view's, once `isFindInteractionEnabled` is set). The model shows
/// no find navigator: presenting it says so once and it stays hidden; the search and
/// replacement text are kept as set. A text view makes its own; UIKit's
/// `init(sessionDelegate:)` and find sessions are not declared here.
open class UIFindInteraction: NSObject, UIInteraction {
    /// `view` (UIInteraction): the view it was added to.
    open private(set) weak var view: UIView?
    /// `searchText`, `replacementText`: kept as set.
    open var searchText: String?
    open var replacementText: String?
    /// `isFindNavigatorVisible`: false, as no navigator is shown here.
    open var isFindNavigatorVisible: Bool { false }

    package init(view: UIView?) {
        self.view = view
        super.init()
    }

    open func willMove(to view: UIView?) {}
    open func didMove(to view: UIView?) { self.view = view }

    /// `presentFindNavigator(showingReplace:)`: no find navigator is modelled (said once).
    open func presentFindNavigator(showingReplace: Bool) {
        Engine.running?.noteOnce("UIFindInteraction: the find navigator is not modelled; nothing is shown")
    }
    /// `dismissFindNavigator()`: nothing is shown, so nothing goes.
    open func dismissFindNavigator() {}
    /// `findNext()`, `findPrevious()`, `updateResultCount()`: no search runs here.
    open func findNext() {}
    open func findPrevious() {}
    open func updateResultCount() {}
}
