/// A value carried by a trace event's argument or result.
public enum TraceValue: Equatable, Sendable, CustomStringConvertible {
    case bool(Bool)
    case number(Double)
    case string(String)
    /// An object, printed by its type name (`OverlayPresentationController`).
    case object(String)
    case rect(Rect)
    case size(Size)
    case none

    public var description: String {
        switch self {
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return formatNumber(n, decimals: 4)
        case .string(let s): return s
        case .object(let name): return name
        case .rect(let r): return r.description
        case .size(let s): return s.description
        case .none: return "nil"
        }
    }
}

extension TraceValue {
    /// A view as a result: its role name, or its type for an unnamed one (a user's own view),
    /// so that a view never reads as `nil`.
    static func view(_ view: View?) -> TraceValue {
        guard let view else { return .object("nil") }
        return .object(view.name ?? String(describing: type(of: view)))
    }
}

/// One argument of a traced call: the label in the selector (`_` when unlabeled), the
/// parameter's name (the key in `trace --json`) and its value.
public struct TraceArgument: Equatable, Sendable {
    public var label: String
    public var name: String
    public var value: TraceValue
    public init(label: String, name: String, value: TraceValue) {
        self.label = label
        self.name = name
        self.value = value
    }
}

/// One call in the trace, recorded where the engine makes it (or where a user's object calls
/// back into UIKit): when, who called, who received it, what was called, with what, and what
/// came back. `depth` is the nesting: a call made while another is running is one deeper.
public struct TraceEvent: Equatable, Sendable {
    /// The catalogue entry of this call (nil only for a call spelled by `names`, which keeps its text).
    public var hook: Hook? { Hook(rawValue: call) }
    public var time: Double
    /// The role of the caller: `UIKit`, `app`, or a receiver role calling back.
    public var caller: TraceRole
    /// The receiver's role: `delegate`, `presentationController`, `animator`,
    /// `interactionController`, `context`, `coordinator`, `presented`, `presenting`, `adaptiveDelegate`.
    public var receiver: TraceRole
    /// The receiver's type name, `PlaygroundPresentationController`.
    public var type: String
    /// The modern Swift spelling: `presentationTransitionDidEnd(_:)`, `frameOfPresentedViewInContainerView`.
    public var call: String
    public var arguments: [TraceArgument]
    public var result: TraceValue?
    public var depth: Int

    public init(
        time: Double, caller: TraceRole, receiver: TraceRole, type: String, call: String,
        arguments: [TraceArgument] = [], result: TraceValue? = nil, depth: Int = 0
    ) {
        self.time = time
        self.caller = caller
        self.receiver = receiver
        self.type = type
        self.call = call
        self.arguments = arguments
        self.result = result
        self.depth = depth
    }

    /// The name before the parenthesis: `presentationTransitionDidEnd`.
    public var baseName: String {
        if let i = call.firstIndex(of: "(") { return String(call[..<i]) }
        return call
    }

    /// The call as a person reads it: `completeTransition(true)`, `viewWillTransition(to: 667×375, with: coordinator)`,
    /// or the bare selector when there is nothing worth showing.
    public var displayCall: String {
        // An Objective-C selector reads as a message: `presentationTransitionDidEnd:true`.
        if !call.contains("("), call.contains(":") {
            let pieces = call.split(separator: ":")
            if pieces.count == arguments.count,
                !arguments.allSatisfy({ if case .object = $0.value { return true } else { return false } })
            {
                return zip(pieces, arguments).map { "\($0):\($1.value.description)" }.joined(separator: " ")
            }
            return call
        }
        // Controllers and contexts as arguments say nothing the selector does not: show the selector.
        guard !arguments.isEmpty,
            !arguments.allSatisfy({ if case .object = $0.value { return true } else { return false } })
        else {
            return call
        }
        let parts = arguments.map { arg -> String in
            arg.label == "_" ? arg.value.description : "\(arg.label): \(arg.value.description)"
        }
        return baseName + "(" + parts.joined(separator: ", ") + ")"
    }
}
