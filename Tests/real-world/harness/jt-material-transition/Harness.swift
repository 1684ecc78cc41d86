// real-world: load as ComposeHarness
// real-world: trace has JTMaterialTransition
import UIKit

/// A screen with a round "compose" button whose colour floods the screen as the editor opens
/// (the transition copies the button's frame and background colour).
final class ComposeHarness: UIViewController {
    let composeButton = UIButton(type: .custom)
    var transition: JTMaterialTransition?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        composeButton.frame = CGRect(x: 240, y: 480, width: 56, height: 56)
        composeButton.backgroundColor = .red
        composeButton.layer.cornerRadius = 28
        view.addSubview(composeButton)
        transition = JTMaterialTransition(animatedView: composeButton)
    }

    func compose() {
        let editor = UIViewController()
        editor.view.backgroundColor = .white
        editor.modalPresentationStyle = .custom
        editor.transitioningDelegate = transition
        present(editor, animated: true, completion: nil)
    }
}
