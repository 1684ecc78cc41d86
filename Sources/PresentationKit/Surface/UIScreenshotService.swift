import struct FoundationEssentials.Data

/// `UIScreenshotService` (UIScreenshotService.h, iOS 13): a window scene's full-page screenshots,
/// which a delegate renders as PDF (`UIWindowScene.screenshotService`). Kept with its delegate
/// and scene; [?] the model takes no screenshots, so the delegate is never asked.
open class UIScreenshotService: NSObject {
    /// `delegate` (weak, as UIKit's): kept.
    open weak var delegate: (any UIScreenshotServiceDelegate)?
    /// `windowScene` (weak): the scene whose service it is.
    open var windowScene: UIWindowScene? { scene }
    private weak var scene: UIWindowScene?
    init(windowScene: UIWindowScene) {
        scene = windowScene
        super.init()
    }
}

/// `UIScreenshotServiceDelegate` (UIScreenshotService.h, iOS 13): the PDF of a full-page
/// screenshot. Optional in UIKit, so empty by default here; [?] never called (no screenshots).
public protocol UIScreenshotServiceDelegate: NSObjectProtocol {
    /// `screenshotService(_:generatePDFRepresentationWithCompletion:)`: the PDF's data, the index
    /// of the page shown and the visible rectangle in it.
    func screenshotService(
        _ screenshotService: UIScreenshotService,
        generatePDFRepresentationWithCompletion completionHandler: @escaping (Data?, Int, CGRect) -> Void)
}

extension UIScreenshotServiceDelegate {
    public func screenshotService(
        _ screenshotService: UIScreenshotService,
        generatePDFRepresentationWithCompletion completionHandler: @escaping (Data?, Int, CGRect) -> Void
    ) {}
}
