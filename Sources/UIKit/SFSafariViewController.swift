import FoundationEssentials
import PresentationKit
import ProsceniumUIKit

/// `SFSafariViewController` (SafariServices, which `import SafariServices` brings through
/// `import UIKit` here): a controller showing a web page. The model loads no page (no network):
/// its view shows the address, and presenting one says so once [?]. Its configuration and
/// colours are kept.
open class SFSafariViewController: UIViewController {
    /// `SFSafariViewController.Configuration`.
    open class Configuration: NSObject {
        open var entersReaderIfAvailable = false
        open var barCollapsingEnabled = true
        public override init() { super.init() }
    }
    /// `SFSafariViewController.DismissButtonStyle`.
    public enum DismissButtonStyle: Int, Sendable { case done, close, cancel }

    /// The address it was made with.
    public let url: URL
    public let configuration: Configuration
    open weak var delegate: SFSafariViewControllerDelegate?
    open var preferredBarTintColor: UIColor?
    open var preferredControlTintColor: UIColor?
    open var dismissButtonStyle: DismissButtonStyle = .done

    /// `init(url:configuration:)`, `init(url:)`.
    public init(url URL: URL, configuration: Configuration = Configuration()) {
        url = URL
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { return nil }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.text = url.absoluteString
        Engine.running?.noteOnce("SFSafariViewController: the model loads no web page; its view shows the address")
    }
}

/// `SFSafariViewControllerDelegate`: every member optional.
public protocol SFSafariViewControllerDelegate: NSObjectProtocol {
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
    func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
}

extension SFSafariViewControllerDelegate {
    public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
    public func safariViewController(
        _ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool
    ) {}
}
