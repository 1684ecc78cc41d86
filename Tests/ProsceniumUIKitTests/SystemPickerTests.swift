import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// The system pickers present as any controller does and show a stand-in; the user's dismissal
/// tells the delegate what UIKit sends when the user closes one, the app's own `dismiss` nothing.
@Suite struct SystemPickerTests {
    final class ColourListener: NSObject, UIColorPickerViewControllerDelegate {
        var finished = 0
        func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) { finished += 1 }
    }

    final class PhotoListener: PHPickerViewControllerDelegate {
        var heard: [Int] = []
        func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
            heard.append(results.count)
            picker.dismiss(animated: true)
        }
    }

    private func presenting(_ picker: UIViewController) throws -> Engine {
        let engine = Engine()
        let root = UIViewController()
        engine.setRootViewController(root)
        try engine.present(picker, from: root, animated: true, completion: nil)
        engine.run()
        return engine
    }

    @Test func theColourPickerHearsTheUsersDismissalOnlyOnceItIsOver() throws {
        let picker = UIColorPickerViewController()
        picker.title = "Accent"
        picker.selectedColor = .systemOrange
        let listener = ColourListener()
        picker.delegate = listener
        let engine = try presenting(picker)
        #expect(picker.view.text == "Accent · systemOrange")
        #expect(picker.supportsAlpha)
        try engine.swipeSheetDown()
        #expect(listener.finished == 0, "not while the dismissal runs")
        engine.run()
        #expect(listener.finished == 1)
        #expect(engine.presentedStack.isEmpty)
    }

    @Test func theAppsOwnDismissTellsThePickerNothing() throws {
        let picker = UIColorPickerViewController()
        let listener = ColourListener()
        picker.delegate = listener
        let engine = try presenting(picker)
        try engine.dismiss(picker, animated: true, completion: nil)
        engine.run()
        #expect(listener.finished == 0)
    }

    @Test func thePhotoPickerFinishesWithNoResultsAndItsDismissIsQuiet() throws {
        var configuration = PHPickerConfiguration()
        configuration.filter = .any(of: [.images, .not(.screenshots)])
        configuration.selectionLimit = 0
        let picker = PHPickerViewController(configuration: configuration)
        let listener = PhotoListener()
        picker.delegate = listener
        let engine = try presenting(picker)
        #expect(picker.view.text == "Photos · any of (images, not screenshots) · no limit")
        try engine.swipeSheetDown()
        engine.run()
        #expect(listener.heard == [0])
        #expect(!engine.consoleLog.contains { $0.contains("nothingPresented") })
        #expect(engine.consoleLog.filter { $0.hasPrefix("PHPickerViewController:") }.count == 1)
    }

    @Test func theConfigurationKeepsUIKitsDefaults() {
        let configuration = PHPickerConfiguration()
        #expect(configuration.filter == nil)
        #expect(configuration.selectionLimit == 1)
        #expect(configuration.preferredAssetRepresentationMode == .automatic)
        #expect(configuration.selection == .default)
        #expect(PHPickerConfiguration(photoLibrary: .shared()).usesPhotoLibrary)
        #expect(
            PHPickerFilter.all(of: [.videos, .not(.slomoVideos)]).description == "all of (videos, not slomoVideos)")
    }

    @Test func uniformTypesConformUpTheirTree() {
        #expect(UTType.png.conforms(to: .image) && UTType.png.conforms(to: .data) && UTType.png.conforms(to: .item))
        #expect(UTType.png.conforms(to: .png) && !UTType.png.isSubtype(of: .png))
        #expect(UTType.utf8PlainText.conforms(to: .text) && UTType.json.conforms(to: .text))
        #expect(UTType.pdf.conforms(to: .content) && !UTType.pdf.conforms(to: .text))
        #expect(UTType.folder.conforms(to: .item) && !UTType.folder.conforms(to: .data))
        #expect(UTType.movie.conforms(to: .audiovisualContent) && !UTType.audio.conforms(to: .movie))
        #expect(UTType.image.isSupertype(of: .jpeg))
        #expect(UTType(filenameExtension: "JPG") == .jpeg)
        #expect(UTType(filenameExtension: "pdf")?.identifier == "com.adobe.pdf")
        #expect(UTType(filenameExtension: "nope") == nil)
        #expect(UTType(filenameExtension: "txt", conformingTo: .image) == nil)
        #expect(UTType("public.plain-text") == .plainText && UTType("com.example.unknown") == nil)
        #expect(UTType(mimeType: "application/json") == .json)
        #expect(UTType.jpeg.preferredFilenameExtension == "jpeg" && UTType.png.preferredMIMEType == "image/png")
        #expect(UTType.image.preferredFilenameExtension == nil)
    }

    @Test func anItemProviderLoadsTheObjectItHoldsLater() throws {
        let engine = Engine()
        engine.setRootViewController(UIViewController())
        let image = UIImage()
        let provider = NSItemProvider(object: image)
        #expect(provider.hasItemConformingToTypeIdentifier(UTType.image.identifier))
        #expect(!provider.hasItemConformingToTypeIdentifier(UTType.movie.identifier))
        var loaded: [Bool] = []
        var failed = false
        engine.perform {
            provider.loadObject(ofClass: UIImage.self) { object, _ in loaded.append(object as? UIImage === image) }
            provider.loadObject(ofClass: String.self) { object, error in failed = object == nil && error != nil }
        }
        #expect(loaded.isEmpty, "not before the engine's next turn")
        engine.run()
        #expect(loaded == [true] && failed)
    }
}
