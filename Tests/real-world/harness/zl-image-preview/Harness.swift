// real-world: load as MomentHarness
// real-world: trace has ZLImagePreviewController
import UIKit

/// A post with one photo; tapping it opens the library's image preview full screen, which a
/// downward pan dismisses back to the photo's frame (its interactive dismissal).
final class MomentHarness: UIViewController {
    let photo = UIImageView(frame: CGRect(x: 16, y: 140, width: 120, height: 120))
    var images: [UIImage] = [UIImage()]

    override func viewDidLoad() {
        super.viewDidLoad()
        photo.image = images.first
        view.addSubview(photo)
    }

    func openPhoto() {
        let preview = ZLImagePreviewController(datas: images, index: 0, showSelectBtn: false)
        preview.dismissTransitionFrame = { [weak self] _ in self?.photo.frame }
        preview.modalPresentationStyle = .fullScreen
        present(preview, animated: true)
    }
}
