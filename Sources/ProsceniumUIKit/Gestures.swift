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

    /// How the trace names the action: a catalogued hook by its name as written or with its
    /// sender parameter (`dimmingViewTapped` is traced as `dimmingViewTapped(_:)`, as UIKit sends
    /// it one); any other method as written, with `(_:)` when written bare (`handleTap(_:)`).
    var traceCall: String {
        if let hook = Hook(rawValue: name) ?? Hook(rawValue: name + "(_:)") { return hook.rawValue }
        return name.contains("(") ? name : name + "(_:)"
    }
}

/// `UITapGestureRecognizer` (and `UIGestureRecognizer`): PresentationKit's tap recogniser.
public typealias UITapGestureRecognizer = TapGestureRecognizer
/// `UIGestureRecognizer`: taps are the only kind modelled so far.
public typealias UIGestureRecognizer = TapGestureRecognizer

extension TapGestureRecognizer {
    /// `UITapGestureRecognizer(target:action:)`. The action is sent to `target`, held weakly as
    /// UIKit holds it, and traced under the method's own name (`Selector.traceCall`).
    public convenience init(target: AnyObject, action: Selector) {
        let role: TraceRole = target is PresentationController ? .presentationController : .target
        let sender = SenderBox()
        self.init(
            targetRole: role, targetType: traceTypeName(of: target), actionCall: action.traceCall, target: target
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
