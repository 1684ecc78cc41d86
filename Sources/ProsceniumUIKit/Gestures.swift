import PresentationKit

/// What `#selector(name)` becomes once the loader has rewritten it (docs/load-design.md): the
/// method's name, for the trace, and a closure that sends the message to a target of the type
/// that declared it. Written by hand it reads
/// `Selector("dimmingViewTapped") { target, _ in (target as! Overlay).dimmingViewTapped() }`,
/// and with the sender `{ target, sender in (target as! Overlay).handle(Selector.sender(sender)) }`.
public struct Selector {
    /// The selector's Swift name as written (`dimmingViewTapped` or `handle(_:)`).
    public let name: String
    let send: (AnyObject, GestureRecognizer?) -> Void

    public init(_ name: String, send: @escaping (AnyObject, GestureRecognizer?) -> Void) {
        self.name = name
        self.send = send
    }

    /// The recogniser an action is sent with, as the type the action's parameter declares
    /// (`UIPanGestureRecognizer`, `UIGestureRecognizer`, `Any`): inferred from the call it is an
    /// argument of, so one rewrite serves every handler.
    public static func sender<T>(_ recognizer: GestureRecognizer?) -> T {
        recognizer as! T
    }

    /// How the trace names the action: a catalogued hook by its name as written or with its
    /// sender parameter (`dimmingViewTapped` is traced as `dimmingViewTapped(_:)`, as UIKit sends
    /// it one); any other method as written, with `(_:)` when written bare (`handleTap(_:)`).
    /// A type written before the method (`SwipeInteractor.handleSwipe(_:)`) is not part of the call.
    var traceCall: String {
        let head = name.firstIndex(of: "(") ?? name.endIndex
        let method = name[..<head].lastIndex(of: ".").map { String(name[name.index(after: $0)...]) } ?? name
        if let hook = Hook(rawValue: method) ?? Hook(rawValue: method + "(_:)") { return hook.rawValue }
        return method.contains("(") ? method : method + "(_:)"
    }
}

/// `UIGestureRecognizer`: PresentationKit's recogniser base (target–action, `state`, `view`,
/// `location(in:)`).
public typealias UIGestureRecognizer = GestureRecognizer
/// `UITapGestureRecognizer`: PresentationKit's tap recogniser.
public typealias UITapGestureRecognizer = TapGestureRecognizer
/// `UIPanGestureRecognizer`: PresentationKit's pan recogniser (`translation(in:)`,
/// `setTranslation(_:in:)`, `velocity(in:)`), driven by `pan VIEW by DX DY`.
public typealias UIPanGestureRecognizer = PanGestureRecognizer

extension GestureRecognizer {
    /// `UIGestureRecognizer.State`: `.possible`, `.began`, `.changed`, `.ended`, `.cancelled`, `.failed`.
    public typealias State = GestureState

    /// `UITapGestureRecognizer(target:action:)`, `UIPanGestureRecognizer(target:action:)`. The
    /// action is sent to `target`, held weakly as UIKit holds it, and traced under the method's
    /// own name (`Selector.traceCall`).
    public convenience init(target: AnyObject, action: Selector) {
        let role: TraceRole = target is PresentationController ? .presentationController : .target
        self.init(
            targetRole: role, targetType: traceTypeName(of: target), actionCall: action.traceCall, target: target
        ) { receiver, recognizer in
            action.send(receiver, recognizer)
        }
    }
}
