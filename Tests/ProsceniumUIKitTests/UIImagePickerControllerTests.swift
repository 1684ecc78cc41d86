import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// The image picker: made as apps make it, with the photo library there and no camera.
@Suite struct UIImagePickerControllerTests {
    @Test func aPickerHasThePhotoLibraryAndNoCamera() {
        #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
        #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
        let picker = UIImagePickerController()
        picker.sourceType = .photoLibrary
        #expect(picker.viewControllers.isEmpty)
    }
}
