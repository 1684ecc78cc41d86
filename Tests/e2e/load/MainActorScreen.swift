// Swift 6 code's everyday screen (our own): a `@MainActor` class whose button sends an action
// named with `#selector`, an `async` method beside the plain one `present` calls, and a switch
// whose primary action runs when it is tapped.
import UIKit

@MainActor
final class MainActorScreen: UIViewController {
    func showSheet() {
        let sheet = MainActorSheet()
        sheet.sheetPresentationController?.detents = [.medium()]
        present(sheet, animated: true)
    }

    func showLater() async {
        try? await Task.sleep(for: .seconds(1))
        showSheet()
    }
}

@MainActor
final class MainActorSheet: UIViewController {
    let closeButton = UIButton(type: .close)
    let loud = UISwitch(
        frame: .zero,
        primaryAction: UIAction { action in
            print("loud is \((action.sender as? UISwitch)?.isOn == true ? "on" : "off")")
        })

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        closeButton.frame = CGRect(x: 16, y: 16, width: 44, height: 44)
        closeButton.addTarget(self, action: #selector(close), for: .touchUpInside)
        view.addSubview(closeButton)
        loud.frame = CGRect(x: 16, y: 80, width: 51, height: 31)
        view.addSubview(loud)
    }

    @objc private func close() {
        dismiss(animated: true)
    }
}
