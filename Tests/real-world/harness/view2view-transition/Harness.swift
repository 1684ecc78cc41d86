// real-world: load as GalleryHarness
// real-world: trace has TransitionController
// real-world: trace has PresentAnimationController
import UIKit

/// The photo page the library zooms into: it names the view and frame a thumbnail lands on.
final class PhotoPage: UIViewController, View2ViewTransitionPresented {
    let photo = UIImageView()
    weak var transitionController: TransitionController?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        photo.frame = CGRect(x: 0, y: 100, width: view.bounds.width, height: view.bounds.width)
        view.addSubview(photo)
    }

    func destinationFrame(_ userInfo: [String: Any]?, isPresenting: Bool) -> CGRect {
        photo.frame
    }

    func destinationView(_ userInfo: [String: Any]?, isPresenting: Bool) -> UIView {
        photo
    }
}

/// A gallery screen with one thumbnail that opens its photo through the library's type-safe
/// `present(viewController:on:attached:completion:)`, which also attaches the pan to dismiss.
final class GalleryHarness: UIViewController, View2ViewTransitionPresenting {
    let transitionController = TransitionController()
    let thumbnail = UIImageView(frame: CGRect(x: 8, y: 120, width: 100, height: 100))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        thumbnail.backgroundColor = .lightGray
        view.addSubview(thumbnail)
    }

    func initialFrame(_ userInfo: [String: Any]?, isPresenting: Bool) -> CGRect {
        thumbnail.frame
    }

    func initialView(_ userInfo: [String: Any]?, isPresenting: Bool) -> UIView {
        thumbnail
    }

    func openPhoto() {
        let page = PhotoPage()
        page.transitionController = transitionController
        transitionController.userInfo = ["index": 0]
        page.transitioningDelegate = transitionController
        transitionController.present(viewController: page, on: self, attached: page, completion: nil)
    }
}
