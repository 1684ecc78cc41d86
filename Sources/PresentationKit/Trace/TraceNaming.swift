/// An object that names itself in the trace (a configurable animator that plays `BouncyAnimator`).
public protocol TraceNameProviding: AnyObject {
    var traceTypeName: String { get }
}

/// The type name the trace shows for `object`.
public func traceTypeName(of object: AnyObject) -> String {
    (object as? TraceNameProviding)?.traceTypeName ?? String(describing: type(of: object))
}
