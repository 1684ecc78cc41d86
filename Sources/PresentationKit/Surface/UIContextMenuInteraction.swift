// Context menus (iOS 13): a long press on a view shows a menu and a preview. The playground's
// finger taps and pans, so a context menu interaction is added and kept, its delegate is never
// asked for a configuration, and its first use in a session says so once in a note line.

/// `UIInteraction`.
public typealias UIInteraction = Interaction

/// `UIContextMenuContentPreviewProvider`, `UIContextMenuActionProvider`: UIKit's names for a
/// configuration's two providers (UIContextMenuConfiguration.h).
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?

/// `UIContextMenuConfiguration`: the menu and preview a context menu shows.
open class UIContextMenuConfiguration: NSObject {
    public typealias PreviewProvider = UIContextMenuContentPreviewProvider
    public typealias ActionProvider = UIContextMenuActionProvider
    public let identifier: NSCopying?
    let previewProvider: PreviewProvider?
    let actionProvider: ActionProvider?

    /// `init(identifier:previewProvider:actionProvider:)`.
    public init(
        identifier: NSCopying? = nil, previewProvider: PreviewProvider? = nil, actionProvider: ActionProvider? = nil
    ) {
        self.identifier = identifier
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }
}

/// `UIContextMenuInteractionDelegate`: the configuration is required; the rest optional
/// (defaults below). The model never shows a menu, so only the configuration is ever asked for
/// by code; the others are kept for code that implements them [?].
public protocol UIContextMenuInteractionDelegate: NSObjectProtocol {
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration?
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview?
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview?
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?)
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?)
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionCommitAnimating)
}

extension UIContextMenuInteractionDelegate {
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { nil }
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { nil }
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {}
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {}
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionCommitAnimating
    ) {}
}

/// `UIContextMenuInteractionAnimating`: the animator of a menu's appearance or end.
public protocol UIContextMenuInteractionAnimating: NSObjectProtocol {
    var previewViewController: UIViewController? { get }
    var previewView: UIView? { get }
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}

/// `UIContextMenuInteractionCommitStyle`.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable { case dismiss, pop }

/// `UIContextMenuInteractionCommitAnimating`: the animator of a preview's commit (a tap on it).
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// `UITargetedPreview`: the view a menu lifts, and where. Kept; no menu is shown.
open class UITargetedPreview: NSObject {
    public let view: UIView
    public init(view: UIView) {
        self.view = view
        super.init()
    }
}

/// `UIContextMenuInteraction`.
open class UIContextMenuInteraction: NSObject, UIInteraction {
    open private(set) weak var delegate: UIContextMenuInteractionDelegate?
    open private(set) weak var view: UIView?

    /// `init(delegate:)`.
    public init(delegate: UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    open func willMove(to view: UIView?) {}
    open func didMove(to view: UIView?) {
        self.view = view
        if view != nil {
            Engine.running?.noteOnce("UIContextMenuInteraction: kept; context menus (a long press) are not modelled")
        }
    }

    /// `location(in:)`: the view's centre (no press is ever made).
    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return .zero }
        return CGPoint(x: view.bounds.midX, y: view.bounds.midY)
    }
    /// `dismissMenu()`: no menu is shown.
    open func dismissMenu() {}
}

extension UIContextMenuConfiguration {
    /// `UIContextMenuConfiguration.ElementOrder` (iOS 16, UIContextMenuConfiguration.h): how a
    /// menu's elements are ordered, by the system, by priority, or as given.
    public enum ElementOrder: Int, @unchecked Sendable {
        case automatic, priority, fixed
    }
}
