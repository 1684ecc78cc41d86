import PresentationKit

/// The playground's own navigation (`navigation on`, `push`, `push animator …`, `pop interactive`).
extension Session {
    /// A navigation controller whose root is the presenting screen, its view named `navigation`.
    static func navigationController(around screen: ViewController) -> NavigationController {
        let nav = NavigationController(rootViewController: screen)
        nav.view.name = "navigation"
        return nav
    }

    /// Why there is no navigation controller to push on or pop: none at all, or one under what is
    /// presented.
    var missingNavigation: PlaygroundError {
        let underneath = engine.window.rootViewController.map { root in
            root is NavigationController || root.childControllers.contains { $0 is NavigationController }
        }
        return engine.presentedStack.isEmpty || underneath != true ? .noNavigationController : .navigationCovered
    }

    /// `navigation on|off`: the presenting screen goes into a navigation controller, or comes out
    /// of one, as the app's structure is chosen before it pushes or presents anything.
    func changeNavigation(_ on: Bool) -> Result<[String], PlaygroundError> {
        var c = config.value
        guard on != c.navigation else { return .success([]) }
        if engine.activeTransition != nil || engine.activeRotation != nil {
            return .failure(.engine(.transitionInProgress(phase: engine.phase)))
        }
        guard engine.presentedStack.isEmpty else { return .failure(.engine(.alreadyPresenting)) }
        if let nav = engine.window.rootViewController as? NavigationController, nav.viewControllers.count > 1 {
            return .failure(.navigationStackInUse)
        }
        c.navigation = on
        config.value = c
        guard vendor == nil else { return .success([]) }
        root.view.removeFromSuperview()
        if on {
            engine.setRootViewController(Session.navigationController(around: root))
        } else {
            if let nav = engine.window.rootViewController as? NavigationController {
                nav.view.removeFromSuperview()
                nav.viewControllers = []
            }
            root.parent = nil
            engine.setRootViewController(root)
        }
        return .success([])
    }

    /// `push`: the playground's app pushes a new plain controller onto the navigation controller
    /// on top, with its delegate set when a push or pop of its own is configured.
    func pushPlayground() -> Result<[String], PlaygroundError> {
        guard let nav = engine.navigationControllerOnTop else { return .failure(missingNavigation) }
        // Its view loads when the push shows it (the system background), as the app's code writes it.
        let pushed = ViewController(typeName: "PushedViewController")
        pushed.zoomTransition = zoomFromThumbnail()
        setNavigationDelegate(of: nav)
        return runNamingNavigationViews { engine.perform { nav.pushViewController(pushed, animated: true) } }
    }

    /// The app's navigation delegate, which it keeps (the property is weak), and its edge swipe
    /// as `pop interactive` says now.
    func setNavigationDelegate(of nav: NavigationController) {
        guard vendor == nil else { return }
        let delegate = navigationDelegate ?? PlaygroundNavigationDelegate(config: config)
        navigationDelegate = delegate
        delegate.placeEdgePan(on: nav)
        nav.delegate = delegate
    }

    /// The thumbnail `zoom from X Y W H` puts on the presenting screen (named `thumbnail`), or
    /// none with `zoom off`.
    static func placeZoomThumbnail(_ rect: Rect?, in screen: ViewController) {
        let existing = screen.view.subviews.first { $0.name == "thumbnail" }
        guard let rect else {
            existing?.removeFromSuperview()
            return
        }
        let thumbnail = existing ?? View(name: "thumbnail")
        thumbnail.frame = rect
        thumbnail.backgroundColor = Color(name: "systemBlue")
        thumbnail.autoresizingMask = []
        if thumbnail.superview == nil { screen.view.addSubview(thumbnail) }
    }

    /// The zoom the app's controller prefers when `zoom from` placed a thumbnail: from it, as the
    /// code `code` writes returns it from its source view provider.
    func zoomFromThumbnail() -> ZoomTransition? {
        guard config.value.zoomSource != nil,
            let thumbnail = root.view.subviews.first(where: { $0.name == "thumbnail" })
        else { return nil }
        return ZoomTransition(from: thumbnail)
    }
}
