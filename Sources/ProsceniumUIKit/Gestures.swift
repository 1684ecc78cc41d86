import PresentationKit

/// What `#selector(name)` becomes once the loader has rewritten it (docs/load-design.md): the
/// method's name, for the trace, and a closure that sends the message to a target of the type
/// that declared it. Written by hand it reads
/// `Selector("dimmingViewTapped") { target, _ in (target as! Overlay).dimmingViewTapped() }`.
public struct Selector {
    /// The selector's Swift name as written (`dimmingViewTapped` or `handle(_:)`).
    public let name: String
    let send: (AnyObject, TapGestureRecognizer?) -> Void

    public init(_ name: String, send: @escaping (AnyObject, TapGestureRecognizer?) -> Void) {
        self.name = name
        self.send = send
    }

    /// The hook the trace names the action by: the name as written, or with its sender
    /// parameter (`dimmingViewTapped` is traced as `dimmingViewTapped(_:)`, as UIKit sends it one).
    var hook: Hook? { Hook(rawValue: name) ?? Hook(rawValue: name + "(_:)") }
}

/// `UITapGestureRecognizer` (and `UIGestureRecognizer`): PresentationKit's tap recogniser.
public typealias UITapGestureRecognizer = TapGestureRecognizer
/// `UIGestureRecognizer`: taps are the only kind modelled so far.
public typealias UIGestureRecognizer = TapGestureRecognizer

extension TapGestureRecognizer {
    /// `UITapGestureRecognizer(target:action:)`. The action is sent to `target`, held weakly as
    /// UIKit holds it. The trace names actions by `Hook`, so only the actions the model knows
    /// (`dimmingViewTapped(_:)`, `dimmingViewWasTapped(_:)`) can be traced today; any other name
    /// stops with a message naming it, rather than being traced under a wrong name.
    public convenience init(target: AnyObject, action: Selector) {
        guard let hook = action.hook else {
            preconditionFailure("ProsceniumUIKit cannot trace the action \(action.name) yet")
        }
        let role: TraceRole = target is PresentationController ? .presentationController : .target
        let sender = SenderBox()
        self.init(
            targetRole: role, targetType: traceTypeName(of: target), action: hook, target: target
        ) { receiver in
            action.send(receiver, sender.recognizer)
        }
        sender.recognizer = self
    }
}

/// The recogniser an action is sent with, filled in once the recogniser exists.
private final class SenderBox {
    weak var recognizer: TapGestureRecognizer?
}
