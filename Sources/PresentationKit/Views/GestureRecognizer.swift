/// A gesture recogniser attached to a view, as `UIGestureRecognizer` with its targets and
/// actions: the base of `TapGestureRecognizer` and `PanGestureRecognizer`, open so an app's own
/// recogniser subclass compiles. Each action is named so the trace can show UIKit calling it
/// (`dimmingViewTapped(_:)`, `handlePan(_:)`).
open class GestureRecognizer: NSObject {
    /// One target and its action: UIKit sends every target's action, in the order added
    /// (`addTarget(_:action:)`: "you may call this method multiple times to specify multiple
    /// target-action pairs").
    public struct TargetAction {
        /// The trace role and type of the target the action is sent to.
        public let role: TraceRole
        public let type: String
        /// The action as the trace spells it: a catalogued hook's name, or the app's own method.
        public let call: String
        /// The object the action is sent to, when it was given as one (weak, as UIKit keeps targets).
        public weak var target: AnyObject?
        let body: Body
    }

    enum Body {
        /// A closure that captured what it needs: it cannot follow its world into a copy.
        case closure(() -> Void)
        /// A closure handed the target and the recogniser each time, which therefore captures
        /// nothing of its world.
        case sent((AnyObject, GestureRecognizer) -> Void)
    }

    /// The target–action pairs, first added first.
    open private(set) var targets: [TargetAction] = []
    /// The first target's trace role (`.target` when there is none yet).
    open var targetRole: TraceRole { targets.first?.role ?? .target }
    /// The first target's type.
    open var targetType: String { targets.first?.type ?? "" }
    /// The first action as the trace spells it.
    open var actionCall: String { targets.first?.call ?? "" }
    /// The catalogued hook the first action is, if it is one.
    open var actionName: Hook? { Hook(rawValue: actionCall) }
    /// The first target.
    open var target: AnyObject? { targets.first?.target }
    /// The view the recogniser is attached to (`UIGestureRecognizer.view`), set by `addGestureRecognizer`.
    open internal(set) weak var view: View?
    /// Where the recogniser is in its state machine (`UIGestureRecognizer.state`). [D] Every
    /// recogniser starts in `.possible`; a continuous one (a pan) goes `.began`, `.changed`…,
    /// then `.ended` or `.cancelled`, its action sent at each (Apple, "About the Gesture
    /// Recognizer State Machine"; `UIGestureRecognizer.State.began`: "sends its action message").
    /// Settable, as a subclass sets it through `UIGestureRecognizerSubclass`.
    open var state: GestureState = .possible
    /// `delegate`: asked whether a pan may begin (`gestureRecognizerShouldBegin(_:)`), held weakly.
    open weak var delegate: GestureRecognizerDelegate?
    /// `isEnabled`: a disabled recogniser receives no touches.
    open var isEnabled = true
    /// `cancelsTouchesInView`, `delaysTouchesBegan`, `delaysTouchesEnded`: kept, not modelled
    /// (the model delivers no touches to views).
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    /// The touch, in window coordinates, when the action was last sent.
    var touchInWindow = Point.zero

    /// How the trace names the recogniser handed to the action (`UITapGestureRecognizer`).
    open class var traceTypeName: String { "UIGestureRecognizer" }

    /// `init()`: a recogniser with no target yet (`addTarget(_:action:)` adds one). A convenience
    /// initialiser, as Swift imports NSObject's `init` into UIGestureRecognizer (whose designated
    /// initialiser is `init(target:action:)`): a subclass declares `init()` without `override`.
    public convenience override init() { self.init(target: nil, action: nil) }

    /// `init?(coder:)`: convenience and failable, as UIKit's Swift interface has it; nothing is
    /// decoded here.
    public convenience init?(coder: Coder) { return nil }

    public convenience init(
        targetRole: TraceRole, targetType: String, action actionName: Hook, _ action: @escaping () -> Void
    ) {
        self.init(target: nil, action: nil)
        targets = [TargetAction(role: targetRole, type: targetType, call: actionName.rawValue, body: .closure(action))]
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
    public convenience init(
        targetRole: TraceRole, targetType: String, actionCall: String, target: AnyObject,
        sending action: @escaping (AnyObject, GestureRecognizer) -> Void
    ) {
        self.init(target: nil, action: nil)
        addTarget(role: targetRole, type: targetType, call: actionCall, target: target, sending: action)
    }

    /// `init(target:action:)`, UIKit's designated initialiser: the action is sent to `target`,
    /// held weakly as UIKit holds it, and traced under the method's own name
    /// (`Selector.traceCall`). A nil target or action adds no pair, as in UIKit.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    /// `addTarget(_:action:)`: one more target–action pair, sent after the others.
    open func addTarget(_ target: Any, action: Selector) {
        let object = target as AnyObject
        let role: TraceRole = object is PresentationController ? .presentationController : .target
        addTarget(role: role, type: PresentationKit.traceTypeName(of: object), call: action.traceCall, target: object) {
            receiver, recognizer in action.send(receiver, recognizer)
        }
    }

    /// `removeTarget(_:action:)`: drops the pairs with this target (and this action, when given).
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        targets.removeAll { pair in
            (object == nil || pair.target === object) && (action == nil || pair.call == action?.traceCall)
        }
    }

    /// Adds a pair whose action is handed its target and the recogniser.
    open func addTarget(
        role: TraceRole, type: String, call: String, target: AnyObject,
        sending action: @escaping (AnyObject, GestureRecognizer) -> Void
    ) {
        targets.append(TargetAction(role: role, type: type, call: call, target: target, body: .sent(action)))
    }

    /// `buttonMask` (iOS 13.4): the pointer buttons pressed during the gesture; none, as the
    /// model's touches are a finger's, not a pointer's.
    open var buttonMask: Event.ButtonMask { [] }

    /// `modifierFlags` (iOS 13.4): the modifier keys held during the gesture; none, as there is
    /// no hardware keyboard here.
    open var modifierFlags: KeyModifierFlags { [] }

    /// `requiresExclusiveTouchType` (iOS 9.2, UIGestureRecognizer.h): true by default; kept
    /// (the model's touches are all of one type, a finger).
    open var requiresExclusiveTouchType = true

    /// `allowedTouchTypes` (iOS 9, UIGestureRecognizer.h): the `UITouch.TouchType` raw values
    /// the recogniser takes; all of them by default (Apple's reference: "the default value of
    /// this property contains all touch types"): direct 0, indirect 1, pencil 2, indirect
    /// pointer 3 (UITouch.h). Kept; the model's one touch is a finger's.
    open var allowedTouchTypes: [NSNumber] = [0, 1, 2, 3]
    /// `allowedPressTypes` (iOS 9): the `UIPress.PressType` raw values it takes; select by
    /// default (Apple's reference: "the default press type is select"). Kept; the model makes
    /// no presses.
    open var allowedPressTypes: [NSNumber] = [NSNumber(value: Press.PressType.select.rawValue)]

    /// `require(toFail:)`: kept, not modelled (the model recognises one gesture at a time).
    open func require(toFail other: GestureRecognizer) {}

    /// `numberOfTouches`: one finger while a gesture is under way.
    open var numberOfTouches: Int { state == .possible ? 0 : 1 }

    /// `location(in:)`: the touch in `view`'s coordinates (the window's when nil), from the
    /// on-screen frames at the moment the action runs.
    /// `name` (iOS 11): kept, for debugging, as UIKit keeps it.
    open var name: String?

    /// `location(ofTouch:in:)`: the model has one finger, so every touch index is at `location(in:)`.
    open func location(ofTouch touchIndex: Int, in view: View?) -> Point { location(in: view) }

    open func location(in view: View?) -> Point {
        guard let view, let engine = Engine.current else { return touchInWindow }
        let frame = engine.absolute(view, at: engine.now)
        return Point(x: touchInWindow.x - frame.minX, y: touchInWindow.y - frame.minY)
    }

    /// `reset()`: called after the gesture ends, for a subclass to clear its own state.
    open func reset() {}

    /// The touch callbacks a subclass overrides (through `UIGestureRecognizerSubclass`). The model
    /// sends `touchesBegan` when a pan's finger goes down, `touchesMoved` at each frame and
    /// `touchesEnded` as it lifts, before the action of that frame; a subclass that sets `state`
    /// to `.failed` there stops the gesture.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event) {}
    open func touchesMoved(_ touches: Set<Touch>, with event: Event) {}
    open func touchesEnded(_ touches: Set<Touch>, with event: Event) {}
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {}
    /// `touchesEstimatedPropertiesUpdated(_:)` (iOS 9.1, UIGestureRecognizerSubclass.h): never
    /// sent, as the model's finger has no estimated properties (force, a pencil's angle) to update.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<Touch>) {}

    /// The press callbacks (iOS 9, UIGestureRecognizerSubclass.h): kept for a subclass to
    /// override, never sent, as the model makes no presses (no remote, no hardware keyboard).
    open func pressesBegan(_ presses: Set<Press>, with event: PressesEvent) {}
    open func pressesChanged(_ presses: Set<Press>, with event: PressesEvent) {}
    open func pressesEnded(_ presses: Set<Press>, with event: PressesEvent) {}
    open func pressesCancelled(_ presses: Set<Press>, with event: PressesEvent) {}

    /// `ignore(_:for:)` (UIGestureRecognizerSubclass.h): a touch that is not part of this gesture.
    /// [?] The model's gesture has one finger, its own, so there is no other touch to set aside;
    /// the call is accepted and changes nothing.
    open func ignore(_ touch: Touch, for event: Event) {}
    /// `ignore(_:for:)` for a press (iOS 9): accepted; the model makes no presses.
    open func ignore(_ button: Press, for event: PressesEvent) {}

    /// The class-wide arbitration rules a subclass overrides (UIGestureRecognizerSubclass.h: "same
    /// behavior as the equivalent delegate methods, but can be used by subclasses to define
    /// class-wide prevention rules" / "failure requirements"), with UIKit's defaults: it can
    /// prevent and be prevented by any other recogniser, and requires no failure. [?] Not asked:
    /// the model arbitrates no two recognisers (a finger drives the nearest pan on its way up the
    /// views, as `require(toFail:)` and the delegate's `shouldRequireFailureOf` and
    /// `shouldRecognizeSimultaneouslyWith` are not asked either), so an override compiles and
    /// changes no gesture.
    open func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool { true }
    open func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool { true }
    /// `shouldRequireFailure(of:)`, `shouldBeRequiredToFail(by:)` (iOS 7): no requirement by
    /// default. [?] Not asked, as above.
    open func shouldRequireFailure(of otherGestureRecognizer: GestureRecognizer) -> Bool { false }
    open func shouldBeRequiredToFail(by otherGestureRecognizer: GestureRecognizer) -> Bool { false }
    /// `shouldReceive(_:)` (iOS 13.4): whether the recogniser takes an event; every event by
    /// default. [?] Not asked, as the delegate's `gestureRecognizer(_:shouldReceive:)` for an
    /// event is not.
    open func shouldReceive(_ event: Event) -> Bool { true }

    /// Sends every target its action (nothing happens for a target that has gone).
    func action() {
        for pair in targets { send(pair) }
    }

    /// Sends one pair's action.
    func send(_ pair: TargetAction) {
        switch pair.body {
        case .closure(let f): f()
        case .sent(let f): if let target = pair.target { f(target, self) }
        }
    }

    /// The same recogniser sent to its targets' copies, or nil when an action is a capturing
    /// closure or a target is not in the world. The copy is of the model's own kind (a pan, a
    /// tap or the base): an app's subclass is not copied, as loaded code replays instead.
    func copy(in world: WorldCopy) -> GestureRecognizer? {
        let copy: GestureRecognizer =
            self is PanGestureRecognizer
            ? PanGestureRecognizer() : self is TapGestureRecognizer ? TapGestureRecognizer() : GestureRecognizer()
        for pair in targets {
            guard case .sent(let f) = pair.body, let target = pair.target, let copied = world.anyObject(target) else {
                return nil
            }
            copy.addTarget(role: pair.role, type: pair.type, call: pair.call, target: copied, sending: f)
        }
        copy.isEnabled = isEnabled
        if let tap = self as? TapGestureRecognizer, let copiedTap = copy as? TapGestureRecognizer {
            copiedTap.numberOfTapsRequired = tap.numberOfTapsRequired
            copiedTap.numberOfTouchesRequired = tap.numberOfTouchesRequired
        }
        if let pan = self as? PanGestureRecognizer, let panCopy = copy as? PanGestureRecognizer {
            panCopy.screenEdges = pan.screenEdges
        }
        return copy
    }
}

/// `UIGestureRecognizerDelegate`: every requirement is optional in UIKit, so each has UIKit's
/// default here (Apple's reference: begin unless told not to, recognise alone, require no failure,
/// receive every touch). The model asks `gestureRecognizerShouldBegin(_:)` before a pan begins,
/// traced; the others are kept for code that implements them and are not asked.
public protocol GestureRecognizerDelegate: NSObjectProtocol {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
    ) -> Bool
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
    ) -> Bool
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
    /// `gestureRecognizer(_:shouldReceive:)` for a press (iOS 9): kept, not asked (the model
    /// makes no presses).
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive press: Press) -> Bool
    /// `gestureRecognizer(_:shouldReceive:)` for a whole event (iOS 13.4): kept, not asked.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive event: Event) -> Bool
}

extension GestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        true
    }
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive press: Press) -> Bool {
        true
    }
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive event: Event) -> Bool {
        true
    }
}

/// `UITouch`: the one finger of a model gesture, in window coordinates.
public final class Touch: Hashable {
    weak var recognizer: GestureRecognizer?
    init(recognizer: GestureRecognizer) { self.recognizer = recognizer }
    /// `location(in:)`: where the finger is, in `view`'s coordinates.
    public func location(in view: View?) -> Point { recognizer?.location(in: view) ?? .zero }
    /// `previousLocation(in:)`: where it was at the frame before (one frame's movement back).
    public func previousLocation(in view: View?) -> Point {
        let now = location(in: view)
        guard let pan = recognizer as? PanGestureRecognizer else { return now }
        let step = pan.currentVelocity
        return Point(x: now.x - step.x / Engine.panFrameRate, y: now.y - step.y / Engine.panFrameRate)
    }
    /// `timestamp`: the engine's clock.
    public var timestamp: Double { Engine.current?.now ?? 0 }
    /// `tapCount`: one.
    public var tapCount: Int { 1 }
    /// `view`: the view the finger went down on (the recogniser's).
    public var view: View? { recognizer?.view }
    public static func == (a: Touch, b: Touch) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// `UIEvent`: the event a touch callback is handed; the model's carries nothing more. Open for
/// `UIPressesEvent`, as UIKit's is a class hierarchy.
open class Event {
    public init() {}

    /// `UIEvent.EventSubtype` (UIEvent.h), with UIKit's raw values: a shake and the remote-control
    /// commands. The model sends none (no accelerometer, no remote).
    public enum EventSubtype: Int, Sendable {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100
        case remoteControlPause = 101
        case remoteControlStop = 102
        case remoteControlTogglePlayPause = 103
        case remoteControlNextTrack = 104
        case remoteControlPreviousTrack = 105
        case remoteControlBeginSeekingBackward = 106
        case remoteControlEndSeekingBackward = 107
        case remoteControlBeginSeekingForward = 108
        case remoteControlEndSeekingForward = 109
    }

    /// `UIEvent.ButtonMask` (iOS 13.4, UIEvent.h): the pointer buttons pressed, `primary` and
    /// `secondary` and any other by number (`button(_:)`, 1 being the primary).
    public struct ButtonMask: OptionSet, @unchecked Sendable {
        public var rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static var primary: ButtonMask { ButtonMask(rawValue: 1 << 0) }
        public static var secondary: ButtonMask { ButtonMask(rawValue: 1 << 1) }
        /// `button(_:)`: the button of that number, counting from 1.
        public static func button(_ buttonNumber: Int) -> ButtonMask { ButtonMask(rawValue: 1 << (buttonNumber - 1)) }
    }
}

/// `UIKeyModifierFlags` (UICommand.h): the modifier keys held, with UIKit's raw values.
public struct KeyModifierFlags: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let alphaShift = Self(rawValue: 1 << 16)
    public static let shift = Self(rawValue: 1 << 17)
    public static let control = Self(rawValue: 1 << 18)
    public static let alternate = Self(rawValue: 1 << 19)
    public static let command = Self(rawValue: 1 << 20)
    public static let numericPad = Self(rawValue: 1 << 21)
}

/// `UIGestureRecognizer.State`, with UIKit's raw values (`UIGestureRecognizerState` in the SDK:
/// possible 0, began 1, changed 2, ended 3, cancelled 4, failed 5).
public enum GestureState: Int, Sendable, CaseIterable {
    case possible = 0
    case began, changed, ended, cancelled, failed
    /// `.recognized` is `.ended` under another name, for discrete gestures.
    public static let recognized = GestureState.ended
}
