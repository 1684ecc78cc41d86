/// A tap recogniser attached to a view, as `UITapGestureRecognizer` with a target and action.
/// The action is named so the trace can show UIKit calling it (`dimmingViewTapped(_:)`).
public final class TapGestureRecognizer {
    /// The trace role and type of the target the action is sent to.
    public let targetRole: TraceRole
    public let targetType: String
    /// The action as the trace spells it: a catalogued hook's name, or the app's own method
    /// (`handleTap(_:)`, from code loaded with `load FILE.swift`).
    public let actionCall: String
    /// The catalogued hook the action is, if it is one.
    public var actionName: Hook? { Hook(rawValue: actionCall) }
    /// The object the action is sent to, when it was given as one (weak, as UIKit keeps targets).
    /// A recogniser made this way can be copied with its world: the copy is sent to the target's copy.
    public private(set) weak var target: AnyObject?
    private let body: Body

    private enum Body {
        /// A closure that captured what it needs: it cannot follow its world into a copy.
        case closure(() -> Void)
        /// A closure handed the target each time, which therefore captures nothing of its world.
        case sent((AnyObject) -> Void)
    }

    public init(targetRole: TraceRole, targetType: String, action actionName: Hook, _ action: @escaping () -> Void) {
        self.targetRole = targetRole
        self.targetType = targetType
        actionCall = actionName.rawValue
        body = .closure(action)
    }

    /// A recogniser whose action is sent to `target`; `action` must reach the world only through
    /// the target it is handed (so that `WorldCopy` can re-point it).
    public convenience init(
        targetRole: TraceRole, targetType: String, action actionName: Hook, target: AnyObject,
        _ action: @escaping (AnyObject) -> Void
    ) {
        self.init(
            targetRole: targetRole, targetType: targetType, actionCall: actionName.rawValue, target: target, action)
    }

    /// A recogniser sent to `target` whose action is any method, traced by `actionCall` as written.
    public init(
        targetRole: TraceRole, targetType: String, actionCall: String, target: AnyObject,
        _ action: @escaping (AnyObject) -> Void
    ) {
        self.targetRole = targetRole
        self.targetType = targetType
        self.actionCall = actionCall
        self.target = target
        body = .sent(action)
    }

    /// Fires the action (nothing happens when the target has gone).
    func action() {
        switch body {
        case .closure(let f): f()
        case .sent(let f): if let target { f(target) }
        }
    }

    /// The same recogniser sent to `target`'s copy, or nil when its action is a capturing closure.
    func copy(in world: WorldCopy) -> TapGestureRecognizer? {
        guard case .sent(let f) = body, let target else { return nil }
        guard let copiedTarget = world.anyObject(target) else { return nil }
        return TapGestureRecognizer(
            targetRole: targetRole, targetType: targetType, actionCall: actionCall,
            target: copiedTarget, f)
    }
}
