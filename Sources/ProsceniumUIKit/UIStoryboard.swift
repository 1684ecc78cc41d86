import PresentationKit

/// `UIStoryboard`: Interface Builder's scenes, which the model cannot read (there is no storyboard
/// file on the stage). It compiles, and each instantiation gives a plain view controller, said once
/// in a note line, so code that presents from a storyboard still presents something.
public final class UIStoryboard {
    /// The storyboard's file name, without its extension.
    private let fileName: String

    /// `init(name:bundle:)`.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        fileName = name
    }

    /// `instantiateInitialViewController()`: a plain view controller (noted once).
    public func instantiateInitialViewController() -> UIViewController? {
        made(named: "initial")
    }

    /// `instantiateViewController(withIdentifier:)`: a plain view controller (noted once).
    public func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        made(named: identifier)
    }

    /// `instantiateInitialViewController(creator:)`, `instantiateViewController(identifier:creator:)`
    /// (iOS 13): the controller the creator makes from the scene's coder (an empty one here: there
    /// is no scene to decode), else a plain view controller when a plain one is asked for.
    public func instantiateInitialViewController<Controller: UIViewController>(
        creator: ((NSCoder) -> Controller?)? = nil
    ) -> Controller? {
        made(named: "initial", creator: creator)
    }
    public func instantiateViewController<Controller: UIViewController>(
        identifier: String, creator: ((NSCoder) -> Controller?)? = nil
    ) -> Controller {
        guard let controller: Controller = made(named: identifier, creator: creator) else {
            fatalError(
                "UIStoryboard \(fileName): storyboards are not modelled, so \(identifier) cannot be made as \(Controller.self): give a creator that makes it in code"
            )
        }
        return controller
    }

    private func made<Controller: UIViewController>(
        named scene: String, creator: ((NSCoder) -> Controller?)?
    ) -> Controller? {
        if let made = creator?(NSCoder()) {
            Engine.running?.noteOnce(
                "UIStoryboard \(fileName): storyboards are not modelled; \(scene) is what its creator made")
            return made
        }
        return made(named: scene) as? Controller
    }

    private func made(named scene: String) -> UIViewController {
        Engine.running?.noteOnce(
            "UIStoryboard \(fileName): storyboards are not modelled; \(scene) is a plain UIViewController")
        return UIViewController()
    }
}

/// `UIStoryboardSegue` (PresentationKit declares it, as `prepare(for:sender:)` takes it).
public typealias UIStoryboardSegue = StoryboardSegue

extension ViewController {
    /// `storyboard`: nil, as for every controller made in code (the model has no storyboards).
    public var storyboard: UIStoryboard? { nil }
}
