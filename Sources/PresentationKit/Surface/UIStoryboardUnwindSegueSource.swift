/// `UIStoryboardUnwindSegueSource` (UIStoryboardSegue.h, iOS 9): what a container is handed when
/// UIKit looks for an unwind segue's destination (`allowedChildrenForUnwinding(from:)`,
/// `childContaining(_:)`): the controller the unwind starts from, its action and its sender. The
/// model reads no storyboards, so it performs no unwind segue and makes none of these itself;
/// UIKit gives an app none to make either (`init()` is unavailable), so the library makes them.
open class UIStoryboardUnwindSegueSource: NSObject {
    /// `source`: the controller the unwind segue starts from.
    open var source: UIViewController { sourceViewController }
    /// `unwindAction`: the action method the segue's destination answers.
    open var unwindAction: Selector { action }
    /// `sender`: what triggered the unwind.
    open var sender: Any? { givenSender }

    private let sourceViewController: UIViewController
    private let action: Selector
    private let givenSender: Any?

    /// The library's: UIKit makes these as it unwinds.
    package init(source: UIViewController, unwindAction: Selector, sender: Any?) {
        sourceViewController = source
        action = unwindAction
        givenSender = sender
        super.init()
    }

    /// `init()`: unavailable, as in UIStoryboardSegue.h (`NS_UNAVAILABLE`).
    @available(*, unavailable)
    public override init() { fatalError("UIStoryboardUnwindSegueSource is made by UIKit") }
}
