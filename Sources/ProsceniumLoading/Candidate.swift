/// What `load` can run from the user's files (docs/load-design.md, section 2): the view
/// controller an app presents from (a method of it calls `present(_:animated:completion:)`), a
/// transitioning delegate class with an `init()`, a view controller that is its own transitioning
/// delegate, a bare `UIPresentationController` subclass (the playground's delegate then vends it),
/// or the view controller an app pushes from (a method of it calls `pushViewController(_:animated:)`).
public struct Candidate: Equatable, Sendable {
    /// Which of the four shapes; the raw value words it for messages.
    public enum Kind: String, Sendable, CaseIterable {
        case presentingController = "view controller that presents"
        case transitioningDelegate = "transitioning delegate"
        case presentedController = "view controller that is its own transitioning delegate"
        case presentationController = "presentation controller"
        /// A controller with a method that pushes (`showDetail`): the stage puts it in a
        /// navigation controller (unless it is one) and `push` calls that method.
        case pushingController = "view controller that pushes"
    }
    public let typeName: String
    public let kind: Kind
    /// For a presenting controller: the method without parameters that presents (`presentCard`);
    /// for a pushing one, the method that pushes (`showDetail`).
    public var method: String? = nil
    /// For a presenting controller that also pushes: the method that pushes (the stage then puts
    /// it in a navigation controller, and `push` calls it).
    public var pushMethod: String? = nil
    /// The name the generated `main.swift` calls for `method` when it cannot call the method
    /// itself: a `private` method, or one taking a sender (`@IBAction func tapped(_ sender: Any)`),
    /// is reached through a method the rewriter adds beside it (`RewriteReply.calls`).
    public var call: String? = nil
    /// The same for `pushMethod`.
    public var pushCall: String? = nil

    public init(
        typeName: String, kind: Kind, method: String? = nil, pushMethod: String? = nil, call: String? = nil,
        pushCall: String? = nil
    ) {
        self.typeName = typeName
        self.kind = kind
        self.method = method
        self.pushMethod = pushMethod
        self.call = call
        self.pushCall = pushCall
    }

    /// What `load` runs when it is not told (`as TypeName`): the controller the app presents from
    /// when there is one, as the app itself would run it (its delegate, adaptive delegate and
    /// style set up in its own code); else what vends a presentation controller; a bare
    /// presentation controller only when nothing vends one.
    public static func preferred(_ all: [Candidate]) -> [Candidate] {
        let presenting = all.filter { $0.kind == .presentingController }
        if !presenting.isEmpty { return presenting }
        let pushing = all.filter { $0.kind == .pushingController }
        if !pushing.isEmpty { return pushing }
        let vendors = all.filter { $0.kind != .presentationController }
        return vendors.isEmpty ? all : vendors
    }
}
