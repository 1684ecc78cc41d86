/// `UIDropOperation`: what a drop would do.
public enum UIDropOperation: UInt, Sendable {
    case cancel = 0
    case forbidden, copy, move
}

/// `UIDropProposal`: a drop interaction's answer while a drag moves over its view.
open class UIDropProposal: NSObject {
    public let operation: UIDropOperation
    open var isPrecise = false
    public init(operation: UIDropOperation) {
        self.operation = operation
        super.init()
    }
}

/// `UIDropSession`: the drag a drop interaction is asked about.
public protocol UIDropSession: AnyObject {
    var items: [UIDragItem] { get }
    func location(in view: UIView) -> CGPoint
    func canLoadObjects(ofClass aClass: Any.Type) -> Bool
    func loadObjects(ofClass aClass: Any.Type, completion: @escaping ([Any]) -> Void) -> Progress
}

/// `Progress` (Foundation's), as a drop's loading hands one back: kept, never advanced here.
open class Progress: NSObject {
    open var totalUnitCount: Int64 = 0
    open var completedUnitCount: Int64 = 0
    open var fractionCompleted: Double { totalUnitCount == 0 ? 0 : Double(completedUnitCount) / Double(totalUnitCount) }
    public override init() { super.init() }
    /// `init(totalUnitCount:)`: a progress of that many units, none completed.
    public convenience init(totalUnitCount: Int64) {
        self.init()
        self.totalUnitCount = totalUnitCount
    }
}

/// `UIDropInteractionDelegate`: every member optional but `performDrop`'s (defaults below).
public protocol UIDropInteractionDelegate: NSObjectProtocol {
    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession)
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession)
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession)
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession)
}

extension UIDropInteractionDelegate {
    public func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool { true }
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) {}
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession)
        -> UIDropProposal
    { UIDropProposal(operation: .cancel) }
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) {}
    public func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {}
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession) {}
}

/// `UIDropInteraction` (iOS 11): lets a view take what is dragged onto it. The model has no
/// drag and drop (no finger carries anything between views), so its delegate is never asked
/// [?]; adding one says so once.
open class UIDropInteraction: NSObject, Interaction {
    open private(set) weak var delegate: UIDropInteractionDelegate?
    open var allowsSimultaneousDropSessions = false
    open private(set) weak var view: View?

    public init(delegate: UIDropInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    open func willMove(to view: View?) {}
    open func didMove(to view: View?) {
        self.view = view
        if view != nil {
            Engine.running?.noteOnce("UIDropInteraction: the model has no drag and drop; nothing is dropped")
        }
    }
}
