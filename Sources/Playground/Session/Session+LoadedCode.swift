import PresentationKit

/// `load FILE.swift` and `unload`: while the user's code is loaded, the session forwards every
/// command but leaving, help and loading to it (`LoadedCode`), and keeps its own state aside
/// until `unload` comes back to it.
extension Session {
    /// Whether a loaded session hands `command` to the user's code.
    static func forwards(_ command: Command) -> Bool { command.traits.isForwardedToStage }

    func loadCode(_ paths: [String], typeName: String?) -> [Output] {
        guard let loader = codeLoader else {
            return [.error(.cannotLoad("this front end does not compile Swift; `proscenium` at a terminal does"))]
        }
        switch loader.load(paths: paths, typeName: typeName) {
        case .failure(let f):
            return f.lines.map { .error(.cannotLoad($0)) }
        case .success(let code):
            loadedCode?.stop()
            loadedCode = code
            // The stage starts as a fresh app: on the release, device and orientation chosen
            // here before `load`, as the playground's own app would (the round trip found an
            // iPad session loading onto an iPhone).
            let c = config.value
            let fresh = PresentationConfig()
            var world: [Setting] = []
            if c.iosRelease != fresh.iosRelease { world.append(.ios(c.iosRelease)) }
            if c.device != fresh.device { world.append(.device(c.device)) }
            if c.orientation != fresh.orientation { world.append(.orientation(c.orientation)) }
            let refused = world.flatMap { code.apply(.set($0), showsAfterActions: false) }.filter {
                if case .error = $0 { return true } else { return false }
            }
            if !refused.isEmpty { return refused }
            return [
                .text(
                    "loaded \(code.summary): present, dismiss, push, pop, rotate, tap, pan, cancel at, trace, explain and expect now run your code; `unload` goes back to the playground's controller\n"
                )
            ]
        }
    }

    /// Whether `x` holds: on the state the user's code left when code is loaded (the question goes
    /// to the stage that runs it), else on the session's own state. A lesson's goals are read
    /// here, so a Swift exercise is checked on what the learner's code did.
    package func evaluate(_ x: Expectation) -> ExpectationResult {
        guard let loadedCode else { return evaluateHere(x) }
        for output in loadedCode.apply(.expect(x), showsAfterActions: false) {
            switch output {
            case .expectation(let r): return r
            case .error(let e):
                return ExpectationResult(expectation: x, passed: false, actual: ErrorWording.message(for: e))
            default: continue
            }
        }
        return ExpectationResult(expectation: x, passed: false, actual: "your code's stage gave no answer")
    }

    func unloadCode() -> [Output] {
        guard let code = loadedCode else { return [.error(.nothingLoaded)] }
        code.stop()
        loadedCode = nil
        return [.text("unloaded \(code.summary): back to the playground's controller, as it was before `load`\n")]
    }

    /// Names the user's unnamed views after the stored properties that hold them, so `tap
    /// dimming` finds `let dimmingView = UIView()`: the presentation controller's, the presented
    /// controller's (and its children's) and the delegate's properties (their superclasses' too), `View` dropped
    /// from the end; and the views of the presenting screen's child controllers, after the
    /// properties that hold them with `ViewController` or `Controller` dropped
    /// (`panelViewController` is `panel`; `contextController` is `context`, as the playground names
    /// the context `code` writes). Mirror reads stored properties without the Objective-C runtime.
    func nameUsersViews() {
        nameChildControllersViews(of: root)
        let presented = engine.presentedStack.first
        // The app's own screen too: a view it keeps in a property (a thumbnail a zoom starts from).
        var owners: [AnyObject?] = [presented?.presentationController, presented, vendedDelegate, root]
        // And the presented controller's children, at any depth (a navigation controller's root
        // screen, a page): an app keeps their views in properties the same way.
        var contained = presented?.children ?? []
        while let child = contained.popLast() {
            owners.append(child)
            contained += child.children
        }
        for case let owner? in owners {
            var mirror: Mirror? = Mirror(reflecting: owner)
            while let m = mirror {
                for child in m.children {
                    guard let label = child.label, let view = Session.view(in: child.value), view.name == nil
                    else { continue }
                    view.name = Session.viewName(forProperty: label)
                }
                mirror = m.superclassMirror
            }
        }
    }

    private func nameChildControllersViews(of parent: ViewController) {
        var mirror: Mirror? = Mirror(reflecting: parent)
        while let m = mirror {
            for child in m.children {
                guard let label = child.label, let controller = child.value as? ViewController,
                    controller.parent === parent, controller.isViewLoaded, controller.view.name == nil
                else { continue }
                var name = Session.viewName(forProperty: label)
                let suffixes = ["ViewController", "Controller"]
                if let suffix = suffixes.first(where: { name.hasSuffix($0) && name.count > $0.count }) {
                    name.removeLast(suffix.count)
                }
                controller.view.name = name
            }
            mirror = m.superclassMirror
        }
    }

    private static func view(in value: Any) -> View? {
        if let v = value as? View { return v }
        // An optional or implicitly unwrapped property holds the view one level down.
        let m = Mirror(reflecting: value)
        if m.displayStyle == .optional, let wrapped = m.children.first?.value { return wrapped as? View }
        return nil
    }

    /// `dimmingView` → `dimming`; a lazy property's storage name loses its prefix.
    package static func viewName(forProperty label: String) -> String {
        var name = label
        let lazyPrefix = "$__lazy_storage_$_"
        if name.hasPrefix(lazyPrefix) { name.removeFirst(lazyPrefix.count) }
        while name.hasPrefix("_") { name.removeFirst() }
        if name.hasSuffix("View"), name.count > 4 { name.removeLast(4) }
        return name
    }
}
