/// UIKit's focus protocols and update context (UIFocus.h, iOS 9-18). Focus is what a keyboard,
/// a remote or a pointer moves between items; the model has none of them, so it has no focus
/// engine: nothing is ever focused, no update is ever made, and the environments' hooks are
/// never called by the system. What the protocols describe that does not need an engine (the
/// chain of parent environments, the items a container holds) is answered from the model's
/// hierarchy. `FocusNote` says once, where code asks for focus, that there is none.

/// `UIFocusHeading` (UIFocus.h, iOS 9): the direction a focus update moves in.
public struct UIFocusHeading: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIFocusHeading(rawValue: 1 << 0)
    public static let down = UIFocusHeading(rawValue: 1 << 1)
    public static let left = UIFocusHeading(rawValue: 1 << 2)
    public static let right = UIFocusHeading(rawValue: 1 << 3)
    public static let next = UIFocusHeading(rawValue: 1 << 4)
    public static let previous = UIFocusHeading(rawValue: 1 << 5)
    /// `first`, `last` (iOS 13).
    public static let first = UIFocusHeading(rawValue: 1 << 8)
    public static let last = UIFocusHeading(rawValue: 1 << 9)
}

/// `UIFocusItemDeferralMode` (UIFocus.h, iOS 18): whether focus on an item may be deferred until
/// the user engages the focus engine.
public enum UIFocusItemDeferralMode: Int, Sendable {
    case automatic, always, never
}

/// `UIFocusEnvironment` (UIFocus.h, iOS 9): an object that takes part in focus for a part of the
/// screen: views, view controllers, windows and presentation controllers are ones (Apple's
/// `UIFocusEnvironment` page). The header's optional members have defaults below that answer as
/// an object without them does.
public protocol UIFocusEnvironment: NSObjectProtocol {
    /// `preferredFocusEnvironments`: where a focus update in this environment looks first; an
    /// empty array "is equivalent to returning an array containing only 'self'" (the header).
    var preferredFocusEnvironments: [any UIFocusEnvironment] { get }
    /// `parentFocusEnvironment` (iOS 12): the environment this one is inside, nil for none.
    var parentFocusEnvironment: (any UIFocusEnvironment)? { get }
    /// `focusItemContainer` (iOS 12): the container of this environment's child items.
    var focusItemContainer: (any UIFocusItemContainer)? { get }
    /// `setNeedsFocusUpdate()`, `updateFocusIfNeeded()`: ask for, and force, a focus update; with
    /// no focused item inside the environment they have "no effect" (the header), as in the model.
    func setNeedsFocusUpdate()
    func updateFocusIfNeeded()
    /// `shouldUpdateFocus(in:)`, `didUpdateFocus(in:with:)`: asked before, and told after, a
    /// focus update; the model makes none, so the system never calls them.
    func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool
    func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator)
    /// `focusGroupIdentifier` (optional, iOS 14): the focus group this environment is in.
    var focusGroupIdentifier: String? { get }
}

extension UIFocusEnvironment {
    /// An environment without `focusGroupIdentifier` belongs to no group of its own.
    public var focusGroupIdentifier: String? { nil }
}

/// `UIFocusItem` (UIFocus.h, iOS 10): an environment that can itself be focused.
public protocol UIFocusItem: UIFocusEnvironment {
    /// `canBecomeFocused`: whether the item may take focus now.
    var canBecomeFocused: Bool { get }
    /// `frame` (iOS 12): the item's frame in its container's `coordinateSpace`.
    var frame: CGRect { get }
    /// `focusEffect` (optional, iOS 15): the effect shown while focused; nil for none.
    var focusEffect: UIFocusEffect? { get }
    /// `focusGroupPriority` (optional, iOS 15): the item's weight in its focus group.
    var focusGroupPriority: UIFocusGroupPriority { get }
    /// `focusItemDeferralMode` (optional, iOS 18).
    var focusItemDeferralMode: UIFocusItemDeferralMode { get }
    /// `isTransparentFocusItem` (optional, iOS 15): whether items behind it stay focusable.
    var isTransparentFocusItem: Bool { get }
}

extension UIFocusItem {
    /// The header's optional members, answered as an item that does not implement them.
    public var focusEffect: UIFocusEffect? { nil }
    public var focusGroupPriority: UIFocusGroupPriority { .ignored }
    public var focusItemDeferralMode: UIFocusItemDeferralMode { .automatic }
    public var isTransparentFocusItem: Bool { false }
}

/// `UIFocusItemContainer` (UIFocus.h, iOS 12): what says which focus items an environment holds
/// and where they are.
public protocol UIFocusItemContainer: NSObjectProtocol {
    /// `coordinateSpace`: the space the items' frames are in.
    var coordinateSpace: any UICoordinateSpace { get }
    /// `focusItems(in:)`: the items whose frames meet `rect` (in `coordinateSpace`).
    func focusItems(in rect: CGRect) -> [any UIFocusItem]
}

/// `UIFocusItemScrollableContainer` (UIFocus.h, iOS 12): a container that scrolls to keep the
/// focused item visible; a scroll view is one.
public protocol UIFocusItemScrollableContainer: UIFocusItemContainer {
    var contentOffset: CGPoint { get set }
    var contentSize: CGSize { get }
    /// `visibleSize`: the size of the part of the content that shows.
    var visibleSize: CGSize { get }
}

/// `UIFocusUpdateContext` (UIFocus.h, iOS 9): what a focus update moves from and to. The model
/// makes no focus updates, so a context has neither item and no heading.
open class UIFocusUpdateContext: NSObject {
    /// `previouslyFocusedItem`, `nextFocusedItem` (iOS 10): nil here (weak in UIKit, which a
    /// read-only answer of nil needs no storage for).
    open var previouslyFocusedItem: (any UIFocusItem)? { nil }
    open var nextFocusedItem: (any UIFocusItem)? { nil }
    /// `previouslyFocusedView`, `nextFocusedView`: the items' views; nil here.
    open var previouslyFocusedView: UIView? { nil }
    open var nextFocusedView: UIView? { nil }
    /// `focusHeading`: the direction of the update; none here.
    open var focusHeading: UIFocusHeading { [] }
}

/// The one note that says the model has no focus engine, made where code asks about focus.
enum FocusNote {
    static func say(_ member: String) {
        Engine.running?.noteOnce(
            "\(member): focus is not modelled (no keyboard, remote or pointer moves it), so nothing is focused")
    }
}

// MARK: UIKit's focus environments and items

/// `UIView`: a focus item, and the container of its subviews' items (UIView.h).
extension View: UIFocusItem, UIFocusItemContainer {}
/// `UIViewController`: a focus environment (UIViewController.h).
extension ViewController: UIFocusEnvironment {}
/// `UIPresentationController`: a focus environment (UIPresentationController.h).
extension PresentationController: UIFocusEnvironment {}
/// `UIScrollView`: a scrollable focus item container (UIScrollView.h).
extension UIScrollView: UIFocusItemScrollableContainer {}
