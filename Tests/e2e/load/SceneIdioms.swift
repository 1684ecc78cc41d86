// The scene and responder idioms of an app's own code: a scene delegate as Xcode's template
// writes one (UIResponder, UIWindowSceneDelegate, `var window`), kept on the model's one scene;
// the undo manager a view in a window shares with it; window levels compared; a point converted
// between windows through the screen; and a shake handler forwarding up the chain.
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
    }
}

final class ScenesHost: UIViewController {
    private var count = 0

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        if motion == .motionShake { count = 0 }
        super.motionEnded(motion, with: event)
    }

    func showSheet() {
        let delegate = SceneDelegate()
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        scene?.delegate = delegate
        let kept = (UIApplication.shared.connectedScenes.first as? UIWindowScene)?.delegate === delegate
        print("scene delegate kept: \(kept), role app: \(scene?.session.role == .windowApplication)")
        let badge = UILabel()
        view.window?.addSubview(badge)
        print("undo manager shared: \(badge.undoManager != nil && badge.undoManager === view.window?.undoManager)")
        setCount(3)
        view.window?.undoManager?.undo()
        print("undone count: \(count)")
        let above: UIWindow.Level = .alert + 1
        print("levels ordered: \(UIWindow.Level.alert > .normal && above > .alert)")
        let overlay = UIWindow(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let onScreen = overlay.convert(CGPoint(x: 1, y: 2), to: nil as UIWindow?)
        print("overlay point on screen: \(onScreen.x), \(onScreen.y)")
        present(UIViewController(), animated: true)
    }

    private func setCount(_ value: Int) {
        let old = count
        count = value
        view.window?.undoManager?.registerUndo(withTarget: self) { $0.setCount(old) }
    }
}
