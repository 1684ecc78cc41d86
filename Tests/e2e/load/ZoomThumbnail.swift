// A photo grid whose thumbnail zooms into the full photo (iOS 18's zoom transition), presented
// modally or pushed, as Apple's "Enhancing your app with fluid transitions" shows it: the
// photo's preferredTransition zooms from the thumbnail the closure returns. Written in UIKit's
// own API.
import UIKit

final class PhotoViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
    }
}

final class GridViewController: UIViewController {
    let thumbnail = UIView()
    private var zoomCalls = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        thumbnail.frame = CGRect(x: 20, y: 120, width: 100, height: 100)
        thumbnail.backgroundColor = .systemBlue
        view.addSubview(thumbnail)
    }

    private func zoomingPhoto() -> PhotoViewController {
        let photo = PhotoViewController()
        photo.preferredTransition = .zoom { [weak self] context in
            guard let self else { return nil }
            self.zoomCalls += 1
            print("source view asked (\(self.zoomCalls)) for \(type(of: context.zoomedViewController))")
            return self.thumbnail
        }
        return photo
    }

    func showPhoto() {
        present(zoomingPhoto(), animated: true)
    }

    func openPhoto() {
        navigationController?.pushViewController(zoomingPhoto(), animated: true)
    }
}
