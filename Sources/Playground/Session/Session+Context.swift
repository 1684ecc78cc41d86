import PresentationKit

/// The context a `context X Y W H` setting puts in the presenting screen: a child controller
/// (as an app's container adds one, `addChild` then its view) whose `definesPresentationContext`
/// is true, so a `.currentContext` or `.overCurrentContext` presentation covers its view only.
extension Session {
    static let contextTypeName = "ContextViewController"

    /// The context child the setting made, if any.
    var contextController: ViewController? {
        root.childControllers.first { $0.typeName == Session.contextTypeName }
    }

    /// Replaces the context child of `root` with the one `spec` describes (none for nil).
    static func installContext(_ spec: ContextSpec?, in root: ViewController) {
        if let old = root.childControllers.first(where: { $0.typeName == contextTypeName }) {
            if old.isViewLoaded { old.view.removeFromSuperview() }
            root.childControllers.removeAll { $0 === old }
            old.parent = nil
        }
        guard let spec else { return }
        // Built as the root is, before the app runs: its view's loading is not in the trace.
        do {
            let child = ViewController(typeName: contextTypeName)
            child.definesPresentationContext = true
            if let style = spec.transition {
                child.providesPresentationContextTransitionStyle = true
                child.modalTransitionStyle = style
            }
            root.childControllers.append(child)
            child.parent = root
            child.view.name = "context"
            child.view.backgroundColor = .white
            child.view.frame = spec.frame
            // A fixed frame: the context stays where it was put when the screen turns.
            child.view.autoresizingMask = []
            root.view.addSubview(child.view)
        }
    }

    /// `context …`: refused while anything is presented (the context is part of the screen below).
    func changeContext(_ spec: ContextSpec?) -> Result<[String], PlaygroundError> {
        var c = config.value
        guard spec != c.presentationContext else { return .success([]) }
        if engine.activeTransition != nil || engine.activeRotation != nil {
            return .failure(.engine(.transitionInProgress(phase: engine.phase)))
        }
        guard engine.presentedStack.isEmpty else { return .failure(.engine(.alreadyPresenting)) }
        c.presentationContext = spec
        config.value = c
        Session.installContext(spec, in: root)
        return .success([])
    }
}
