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
    /// `loadObject(ofClass:completionHandler:)`: the object it holds, if of that class (else nil
    /// and an error), handed to the block later on the engine's clock, as UIKit loads
    /// asynchronously (Apple: the block runs on an arbitrary queue [?]: here the main one).
    @discardableResult
    open func loadObject(ofClass aClass: Any.Type, completionHandler: @escaping (Any?, Error?) -> Void) -> Progress {
        let loaded = canLoadObject(ofClass: aClass) ? object : nil
        let error: Error? = loaded == nil ? ItemProviderLoadError(requested: "\(aClass)") : nil
        if let engine = Engine.running {
            engine.sendLater(to: self, after: 0) { completionHandler(loaded, error) }
        } else {
            completionHandler(loaded, error)
        }
        return Progress()
    }
    /// `registeredTypeIdentifiers`: the type of the object it holds, as far as the model knows one
    /// (a string is UTF-8 plain text, an image PNG [?]).
    open var registeredTypeIdentifiers: [String] {
        switch object {
        case is String: return [UTType.utf8PlainText.identifier]
        case is UIImage: return [UTType.png.identifier]
        default: return []
        }
    }
    /// `hasItemConformingToTypeIdentifier(_:)`: whether one of those conforms to the type named.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        guard let wanted = UTType(typeIdentifier) else { return registeredTypeIdentifiers.contains(typeIdentifier) }
        return registeredTypeIdentifiers.contains { UTType($0)?.conforms(to: wanted) ?? false }
    }
}

/// The error `loadObject(ofClass:completionHandler:)` hands back for an object it does not hold.
struct ItemProviderLoadError: Error, CustomStringConvertible {
    let requested: String
    var description: String { "the item provider holds no \(requested)" }
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
