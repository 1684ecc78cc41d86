import PresentationKit

// Context menus (iOS 13): a long press on a view shows a menu and a preview. The playground's
// finger taps and pans, so a context menu interaction is added and kept, its delegate is never
// asked for a configuration, and its first use in a session says so once in a note line.

/// `UIInteraction`.
public typealias UIInteraction = Interaction

/// `UIContextMenuConfiguration`: the menu and preview a context menu shows.
open class UIContextMenuConfiguration: NSObject {
    public typealias PreviewProvider = () -> UIViewController?
    public typealias ActionProvider = ([UIMenuElement]) -> UIMenu?
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

/// `UIContextMenuInteractionDelegate`: the configuration is required; the rest optional.
public protocol UIContextMenuInteractionDelegate: NSObjectProtocol {
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration?
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
