/// `UIStoryboard` (ProsceniumUIKit names it so): Interface Builder's scenes, which the model
/// cannot read (there is no storyboard file on the stage). It compiles, and each instantiation
/// gives a plain view controller, said once in a note line, so code that presents from a
/// storyboard still presents something. In the engine because `ViewController.storyboard` names
/// it in the class body, where a subclass can override it.
public final class Storyboard {
    /// The storyboard's file name, without its extension.
    private let fileName: String

    /// `init(name:bundle:)`.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        fileName = name
    }

    /// `instantiateInitialViewController()`: a plain view controller (noted once).
    public func instantiateInitialViewController() -> ViewController? {
        made(named: "initial")
    }

    /// `instantiateViewController(withIdentifier:)`: a plain view controller (noted once).
    public func instantiateViewController(withIdentifier identifier: String) -> ViewController {
        made(named: identifier)
    }

    /// `instantiateInitialViewController(creator:)`, `instantiateViewController(identifier:creator:)`
    /// (iOS 13): the controller the creator makes from the scene's coder (an empty one here: there
    /// is no scene to decode), else a plain view controller when a plain one is asked for.
    public func instantiateInitialViewController<Controller: ViewController>(
        creator: ((Coder) -> Controller?)? = nil
    ) -> Controller? {
        made(named: "initial", creator: creator)
    }
    public func instantiateViewController<Controller: ViewController>(
        identifier: String, creator: ((Coder) -> Controller?)? = nil
    ) -> Controller {
        guard let controller: Controller = made(named: identifier, creator: creator) else {
            fatalError(
                "UIStoryboard \(fileName): storyboards are not modelled, so \(identifier) cannot be made as \(Controller.self): give a creator that makes it in code"
            )
        }
        return controller
    }

    private func made<Controller: ViewController>(
        named scene: String, creator: ((Coder) -> Controller?)?
    ) -> Controller? {
        if let made = creator?(Coder()) {
            Engine.running?.noteOnce(
                "UIStoryboard \(fileName): storyboards are not modelled; \(scene) is what its creator made")
            return made
        }
        return made(named: scene) as? Controller
    }

    private func made(named scene: String) -> ViewController {
        Engine.running?.noteOnce(
            "UIStoryboard \(fileName): storyboards are not modelled; \(scene) is a plain ViewController")
        return ViewController()
    }
}
