// real-world: load as ItemListHarness
// real-world: trace has ImageTransitionDelegate
// real-world: trace has ImageTransitioning
import UIKit

/// The item's detail screen: a large image view the thumbnail's image flies into.
final class ItemDetail: UIViewController, ImageTransitionable {
    let imageView = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        imageView.frame = CGRect(x: 0, y: 88, width: view.bounds.width, height: 300)
        imageView.contentMode = .scaleAspectFill
        view.addSubview(imageView)
    }

    var imageViewForTransition: UIImageView? { imageView }
}

/// A list screen showing one item's thumbnail; opening it presents the detail through the
/// library's shared delegate, as its README does.
final class ItemListHarness: UIViewController, ImageTransitionable {
    let thumbnail = UIImageView(frame: CGRect(x: 16, y: 120, width: 80, height: 80))

    override func viewDidLoad() {
        super.viewDidLoad()
        thumbnail.image = UIImage()
        view.addSubview(thumbnail)
    }

    var imageViewForTransition: UIImageView? { thumbnail }

    func openItem() {
        let detail = ItemDetail()
        // The detail shows the item's image, as the library's demo passes the item along.
        detail.imageView.image = thumbnail.image
        detail.transitioningDelegate = ImageTransitionDelegate.shared
        present(detail, animated: true, completion: nil)
    }
}
