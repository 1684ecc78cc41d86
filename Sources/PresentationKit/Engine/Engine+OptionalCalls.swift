extension Engine {
    /// Said by the default implementation of an optional protocol method: the object does not
    /// implement it. UIKit checks `respondsToSelector:` and makes no call; Swift always has the
    /// default, so the engine makes the call and then takes it back out of the trace.
    public static func notImplemented() {
        current?.optionalMethodMissing = true
    }

    /// Said by the two-argument adaptive question's default as it asks the one-argument one, so
    /// the trace names the call UIKit made (`PresentationController.delegatesAdaptiveStyle`).
    public static func askedOneArgumentStyle() {
        current?.askedOneArgumentStyle = true
    }

    /// Calls an optional method as UIKit does: traced when the receiver implements it; when it
    /// does not (its default said so), the call leaves no trace and the result is nil.
    @discardableResult
    func callOptional<R>(
        _ role: TraceRole, _ type: String, _ hook: Hook, _ args: [TraceArgument] = [],
        result: ((R) -> TraceValue?)? = nil, _ body: () -> R
    ) -> R? {
        callOptional(role, type, call: hook.rawValue, args, result: result, body)
    }

    /// `callOptional` for a call outside the catalogue, spelled as given (a table view's
    /// `tableView(_:didSelectRowAt:)` on the app's delegate).
    @discardableResult
    package func callOptional<R>(
        _ role: TraceRole, _ type: String, call: String, _ args: [TraceArgument] = [],
        result: ((R) -> TraceValue?)? = nil, _ body: () -> R
    ) -> R? {
        let index = trace.count
        let saved = optionalMethodMissing
        optionalMethodMissing = false
        defer { optionalMethodMissing = saved }
        let r = traced(role, type, call: call, args, result: result, body)
        guard optionalMethodMissing else { return r }
        // A default implementation makes no calls of its own: only its own event is taken out.
        trace.removeSubrange(index...)
        return nil
    }
}
