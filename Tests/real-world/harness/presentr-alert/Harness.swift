// real-world: load as DeleteConfirmHarness
// real-world: trace has Presentr
// real-world: trace has PresentrController
import UIKit

/// The app's own confirmation screen: a title and two buttons laid out in code.
final class DeleteConfirmation: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let title = UILabel(frame: CGRect(x: 16, y: 16, width: 240, height: 24))
        title.text = "Delete draft?"
        view.addSubview(title)
    }
}

/// A screen that confirms a delete in a centred alert-sized panel through a `Presentr` it keeps
/// (the presenter is the transitioning delegate), as the library's README presents "the view
/// controller you want to present". Its built-in `AlertViewController` is compiled but not shown:
/// its views come from `AlertViewController.xib`, which is not taken (the model loads no nibs),
/// so its outlets would be nil.
final class DeleteConfirmHarness: UIViewController {
    let presenter = Presentr(presentationType: .alert)

    func confirmDelete() {
        presenter.presentationType = .alert
        customPresentViewController(presenter, viewController: DeleteConfirmation(), animated: true, completion: nil)
    }
}
