/// A gesture recogniser attached to a view, as `UIGestureRecognizer` with a target and action:
/// the base of `TapGestureRecognizer` and `PanGestureRecognizer`. The action is named so the
/// trace can show UIKit calling it (`dimmingViewTapped(_:)`, `handlePan(_:)`).
public class GestureRecognizer {
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
    /// The view the recogniser is attached to (`UIGestureRecognizer.view`), set by `addGestureRecognizer`.
    public internal(set) weak var view: View?
    /// Where the recogniser is in its state machine (`UIGestureRecognizer.state`). [D] Every
    /// recogniser starts in `.possible`; a continuous one (a pan) goes `.began`, `.changed`…,
    /// then `.ended` or `.cancelled`, its action sent at each (Apple, "About the Gesture
    /// Recognizer State Machine"; `UIGestureRecognizer.State.began`: "sends its action message").
    public internal(set) var state: GestureState = .possible
    /// The touch, in window coordinates, when the action was last sent.
    var touchInWindow = Point.zero
    private let body: Body

    /// How the trace names the recogniser handed to the action (`UITapGestureRecognizer`).
    class var traceTypeName: String { "UIGestureRecognizer" }

    private enum Body {
        /// A closure that captured what it needs: it cannot follow its world into a copy.
        case closure(() -> Void)
        /// A closure handed the target and the recogniser each time, which therefore captures
        /// nothing of its world.
        case sent((AnyObject, GestureRecognizer) -> Void)
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
    public convenience init(
        targetRole: TraceRole, targetType: String, actionCall: String, target: AnyObject,
        _ action: @escaping (AnyObject) -> Void
    ) {
        self.init(targetRole: targetRole, targetType: targetType, actionCall: actionCall, target: target) {
            receiver, _ in action(receiver)
        }
    }

    /// A recogniser sent to `target` whose action is also handed the recogniser (the sender an
    /// `@objc` action method takes): the copy in a copied world hands its own.
    public required init(
        targetRole: TraceRole, targetType: String, actionCall: String, target: AnyObject,
        sending action: @escaping (AnyObject, GestureRecognizer) -> Void
    ) {
        self.targetRole = targetRole
        self.targetType = targetType
        self.actionCall = actionCall
        self.target = target
        body = .sent(action)
    }

    /// `location(in:)`: the touch in `view`'s coordinates (the window's when nil), from the
    /// on-screen frames at the moment the action runs.
    public func location(in view: View?) -> Point {
        guard let view, let engine = Engine.current else { return touchInWindow }
        let frame = engine.absolute(view, at: engine.now)
        return Point(x: touchInWindow.x - frame.minX, y: touchInWindow.y - frame.minY)
    }

    /// Fires the action (nothing happens when the target has gone).
    func action() {
        switch body {
        case .closure(let f): f()
        case .sent(let f): if let target { f(target, self) }
        }
    }

    /// The same recogniser sent to `target`'s copy, or nil when its action is a capturing closure.
    func copy(in world: WorldCopy) -> GestureRecognizer? {
        guard case .sent(let f) = body, let target else { return nil }
        guard let copiedTarget = world.anyObject(target) else { return nil }
        return type(of: self).init(
            targetRole: targetRole, targetType: targetType, actionCall: actionCall,
            target: copiedTarget, sending: f)
    }
}

/// `UIGestureRecognizer.State`, with UIKit's raw values (`UIGestureRecognizerState` in the SDK:
/// possible 0, began 1, changed 2, ended 3, cancelled 4, failed 5).
public enum GestureState: Int, Sendable, CaseIterable {
    case possible = 0
    case began, changed, ended, cancelled, failed
    /// `.recognized` is `.ended` under another name, for discrete gestures.
    public static let recognized = GestureState.ended
}
