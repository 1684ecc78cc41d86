import struct FoundationEssentials.URL

/// `NSExtensionContext` (Foundation's NSExtensionContext.h, iOS 8): what an app extension is
/// handed by the app that uses it: the items it was given, and the way to return its results
/// or open a URL through that host. The model runs apps, not extensions, so no host ever hands
/// one over; a context that code makes itself has no items, and its requests reach no host,
/// which the first one says once.
open class NSExtensionContext: NSObject {
    /// `inputItems`: the items the host gave; none in the model.
    open var inputItems: [Any] { [] }

    /// `completeRequest(returningItems:completionHandler:)`: returns the results to the host;
    /// there is none, so the handler is not called.
    open func completeRequest(returningItems items: [Any]?, completionHandler: ((Bool) -> Void)? = nil) {
        Self.note("completeRequest(returningItems:completionHandler:)")
    }
    /// `cancelRequest(withError:)`: tells the host the request failed; there is none.
    open func cancelRequest(withError error: any Error) {
        Self.note("cancelRequest(withError:)")
    }
    /// `open(_:completionHandler:)`: asks the host to open a URL; with no host the URL is not
    /// opened, which the handler is told (false).
    open func open(_ url: URL, completionHandler: ((Bool) -> Void)? = nil) {
        Self.note("open(_:completionHandler:)")
        completionHandler?(false)
    }

    private static func note(_ member: String) {
        Engine.running?.noteOnce("NSExtensionContext.\(member): app extensions are not modelled, so no host is told")
    }
}

/// `NSExtensionRequestHandling` (Foundation's NSExtensionRequestHandling.h, iOS 8): the object
/// an extension's host starts a request with; a view controller is one.
public protocol NSExtensionRequestHandling: NSObjectProtocol {
    /// `beginRequest(with:)`: the host hands over the request's context.
    func beginRequest(with context: NSExtensionContext)
}

/// `UIViewController`: handles extension requests (UIViewController.h).
extension ViewController: NSExtensionRequestHandling {}
