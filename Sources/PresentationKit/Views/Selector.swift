/// What `#selector(name)` becomes once the loader has rewritten it (docs/load-design.md): the
/// method's name, for the trace, and a closure that sends the message to a target of the type
/// that declared it. Written by hand it reads
/// `Selector("dimmingViewTapped") { target, _ in (target as! Overlay).dimmingViewTapped() }`,
/// and with the sender `{ target, sender in (target as! Overlay).handle(Selector.sender(sender)) }`.
public struct Selector {
    /// The selector's Swift name as written (`dimmingViewTapped` or `handle(_:)`).
    public let name: String
    package let send: (AnyObject, Any?) -> Void

    public init(_ name: String, send: @escaping (AnyObject, Any?) -> Void) {
        self.name = name
        self.send = send
    }

    /// What an action is sent with (a recogniser, a control, a notification), as the type the
    /// action's parameter declares (`UIPanGestureRecognizer`, `UIButton`, `Notification`, `Any`):
    /// inferred from the call it is an argument of, so one rewrite serves every handler.
    public static func sender<T>(_ sender: Any?) -> T {
        sender as! T
    }

    /// How the trace names the action: a catalogued hook by its name as written or with its
    /// sender parameter (`dimmingViewTapped` is traced as `dimmingViewTapped(_:)`, as UIKit sends
    /// it one); any other method as written, with `(_:)` when written bare (`handleTap(_:)`).
    /// A type written before the method (`SwipeInteractor.handleSwipe(_:)`) is not part of the call.
    package var traceCall: String {
        let head = name.firstIndex(of: "(") ?? name.endIndex
        let method = name[..<head].lastIndex(of: ".").map { String(name[name.index(after: $0)...]) } ?? name
        if let hook = Hook(rawValue: method) ?? Hook(rawValue: method + "(_:)") { return hook.rawValue }
        return method.contains("(") ? method : method + "(_:)"
    }
}
