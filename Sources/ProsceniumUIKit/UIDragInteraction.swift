import PresentationKit

/// `NSItemProvider`: what a drag carries, made from an object. Kept; nothing loads from it, as
/// the model has no drag and drop.
open class NSItemProvider: NSObject {
    /// The object it was made with.
    public let object: Any?
    public init(object: Any) {
        self.object = object
        super.init()
    }
    public override init() {
        object = nil
        super.init()
    }
    /// `suggestedName`.
    open var suggestedName: String?
    /// `canLoadObject(ofClass:)`: whether it holds an object of that class.
    open func canLoadObject(ofClass aClass: Any.Type) -> Bool {
        object.map { type(of: $0) == aClass } ?? false
    }
}

/// `UIDragItem`: one item of a drag.
open class UIDragItem: NSObject {
    public let itemProvider: NSItemProvider
    open var localObject: Any?
    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
        super.init()
    }
}

/// `UIDragSession`: the drag a drag interaction began.
public protocol UIDragSession: AnyObject {
    var items: [UIDragItem] { get }
    var localContext: Any? { get set }
    func location(in view: UIView) -> CGPoint
}

/// `UIDragInteractionDelegate`: the items to drag is the one required member.
public protocol UIDragInteractionDelegate: NSObjectProtocol {
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem]
    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession)
    func dragInteraction(
        _ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation)
}

extension UIDragInteractionDelegate {
    public func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession) {}
    public func dragInteraction(
        _ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation
    ) {}
}

/// `UIDragInteraction` (iOS 11): lets a view's content be dragged. The model has no drag and
/// drop (its finger pans and taps; it carries nothing between views), so its delegate is never
/// asked [?]; adding one says so once.
open class UIDragInteraction: NSObject, Interaction {
    open private(set) weak var delegate: UIDragInteractionDelegate?
    /// `isEnabled`: on by default on iPad, off on iPhone (Apple's reference); kept.
    open var isEnabled = false
    open var allowsSimultaneousRecognitionDuringLift = false
    open private(set) weak var view: View?

    public init(delegate: UIDragInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    open func willMove(to view: View?) {}
    open func didMove(to view: View?) {
        self.view = view
        if view != nil {
            Engine.running?.noteOnce("UIDragInteraction: the model has no drag and drop; nothing is dragged")
        }
    }
}
