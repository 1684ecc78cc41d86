// A detail shown inside one panel of a screen, not over the whole window (our own code): the panel
// is a child controller that defines the presentation context and provides its transition style,
// and the detail is presented over the current context from it.
import UIKit

final class LibraryScreen: UIViewController {
    let panel = PanelController()

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(panel)
        panel.view.frame = CGRect(x: 20, y: 120, width: 280, height: 300)
        // A panel of a fixed size, whatever the screen does.
        panel.view.autoresizingMask = []
        view.addSubview(panel.view)
        panel.didMove(toParent: self)
        panel.definesPresentationContext = true
        panel.providesPresentationContextTransitionStyle = true
        panel.modalTransitionStyle = .crossDissolve
    }

    func showDetail() {
        let detail = UIViewController()
        detail.modalPresentationStyle = .currentContext
        panel.present(detail, animated: true)
        let by = detail.presentingViewController === panel ? "the panel" : "another controller"
        print("presented by \(by), the panel's parent is the screen: \(panel.parent === self)")
    }
}

final class PanelController: UIViewController {
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        print("the panel's view left the window")
    }
}
