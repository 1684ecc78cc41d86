// real-world: load as ZoomHarness
// real-world: trace has TransitionAnimator
import UIKit

/// The image viewer the library presents, reduced to what its transition controller asks of it:
/// an image view to zoom from and to.
final class ViewerStub: UIViewController {
    let imageView = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        imageView.frame = view.bounds
        view.addSubview(imageView)
    }
}

/// A screen with a thumbnail that zooms into the viewer.
final class ZoomHarness: UIViewController {
    let thumbnail = UIImageView(frame: CGRect(x: 40, y: 120, width: 80, height: 80))
    let zoom = TransitionController()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(thumbnail)
    }

    func showPhoto() {
        let viewer = ViewerStub()
        zoom.transitionImageView = { [weak self] in self?.thumbnail }
        zoom.currentImageView = { viewer.imageView }
        zoom.viewControllerToDismiss = viewer
        viewer.modalPresentationStyle = .custom
        viewer.transitioningDelegate = zoom
        present(viewer, animated: true)
    }
}
