// A settings screen that pushes a detail with UIKit's own slide, and an object that watches the
// navigation controller's willShow and didShow to keep a title in step (a common use of the
// delegate when no animator is wanted). Written in UIKit's own API.
import UIKit

final class TitleWatcher: NSObject, UINavigationControllerDelegate {
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        print("will show \(viewController.title ?? "untitled") (animated: \(animated))")
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        print("did show \(viewController.title ?? "untitled"), \(navigationController.viewControllers.count) deep")
    }
}

final class AccountViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("account will appear")
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        print(parent == nil ? "account left the stack" : "account joined the stack")
    }
}

final class SettingsViewController: UIViewController {
    private let watcher = TitleWatcher()

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Settings"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.delegate = watcher
    }

    func openAccount() {
        let account = AccountViewController()
        account.title = "Account"
        show(account, sender: self)
    }
}
