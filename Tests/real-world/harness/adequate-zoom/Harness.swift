// real-world: load as DealHarness
// real-world: trace has FullScreenImageTransitionController
// real-world: trace has ZoomInAnimator
import UIKit

/// The app's full-screen image screen, reduced to what the zoom asks of it: the image view the
/// picture lands in. (The app's own one pages through images from a data source.)
final class FullScreenImageStub: UIViewController, ViewAnimatedTransitioning {
    let imageView = UIImageView()
    var transitionController: FullScreenImageTransitionController?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        imageView.frame = CGRect(x: 0, y: 160, width: view.bounds.width, height: view.bounds.width)
        view.addSubview(imageView)
    }

    var originFrame: CGRect { imageView.frame }
    var originView: UIView { imageView }

    func makeTransitioningView() -> UIView? {
        let copy = UIImageView(image: imageView.image)
        copy.contentMode = .scaleAspectFit
        return copy
    }
}

/// The deal screen: a product image that zooms into the full-screen viewer, which a downward pan
/// dismisses interactively (the transition controller owns that pan).
final class DealHarness: UIViewController, ViewAnimatedTransitioning {
    let productImage = UIImageView(frame: CGRect(x: 16, y: 120, width: 288, height: 200))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(productImage)
    }

    var originFrame: CGRect { productImage.frame }
    var originView: UIView { productImage }

    func makeTransitioningView() -> UIView? {
        UIImageView(image: productImage.image)
    }

    func showImage() {
        let viewer = FullScreenImageStub()
        let transition = FullScreenImageTransitionController(presenting: viewer, from: self, to: viewer)
        viewer.transitionController = transition
        viewer.modalPresentationStyle = .overFullScreen
        viewer.transitioningDelegate = transition
        present(viewer, animated: true)
    }
}
