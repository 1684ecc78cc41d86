import PresentationKit
import Testing

@testable import ProsceniumUIKit

// `@ViewLoading` (iOS 16.4): reading the property loads the controller's view first, so what
// `viewDidLoad()` sets is there.

private final class LabelController: UIViewController {
    @ViewLoading var label: UILabel
    var loads = 0

    override func viewDidLoad() {
        loads += 1
        label = UILabel()
        label.text = "loaded"
    }
}

@Test func readingAViewLoadingPropertyLoadsTheViewOnce() {
    let controller = LabelController()
    #expect(!controller.isViewLoaded)
    #expect(controller.label.text == "loaded")
    #expect(controller.isViewLoaded)
    _ = controller.label
    #expect(controller.loads == 1)
}
