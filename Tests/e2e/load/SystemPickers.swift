// The system pickers in turn (our own code, in the style of a settings screen): a colour picker
// for the accent, a document picker for an attachment, a photo picker for the avatar. Each one's
// delegate prints what it is told; once a picker is gone the next is shown, and the fourth is the
// colour picker again, which the app dismisses itself.
import PhotosUI
import UIKit
import UniformTypeIdentifiers

final class PickerHost: UIViewController, UIColorPickerViewControllerDelegate, UIDocumentPickerDelegate,
    PHPickerViewControllerDelegate
{
    private var shown = 0

    init() {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    func showNextPicker() {
        shown += 1
        switch shown {
        case 1, 4:
            let picker = UIColorPickerViewController()
            picker.title = "Accent"
            picker.selectedColor = .systemOrange
            picker.supportsAlpha = false
            picker.delegate = self
            present(picker, animated: true)
        case 2:
            let types: [UTType] = [.pdf, .plainText]
            print("opening \(types.map(\.identifier)); png is an image: \(UTType.png.conforms(to: .image))")
            print("json from its extension: \(UTType(filenameExtension: "json")?.identifier ?? "none")")
            let picker = UIDocumentPickerViewController(forOpeningContentTypes: types, asCopy: true)
            picker.allowsMultipleSelection = true
            picker.delegate = self
            present(picker, animated: true)
        case 3:
            var configuration = PHPickerConfiguration()
            configuration.filter = .any(of: [.images, .livePhotos])
            configuration.selectionLimit = 3
            configuration.preferredAssetRepresentationMode = .current
            configuration.selection = .ordered
            let picker = PHPickerViewController(configuration: configuration)
            picker.delegate = self
            present(picker, animated: true)
        default:
            print("no more pickers")
        }
    }

    func colorPickerViewController(
        _ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool
    ) {
        print("colour selected: \(color)")
    }

    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {
        print("colour picker finished with \(viewController.selectedColor)")
        DispatchQueue.main.async { self.showNextPicker() }
    }

    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        print("picked \(urls.count) documents")
    }

    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {
        print("document picker cancelled")
        DispatchQueue.main.async { self.showNextPicker() }
    }

    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
        print("photo picker finished with \(results.count) results")
        picker.dismiss(animated: true)
        DispatchQueue.main.async { self.showNextPicker() }
    }
}
