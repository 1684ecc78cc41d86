/// UIKit's state restoration protocols (UIStateRestoration.h, iOS 6): what an app implements so
/// that UIKit saves its screens' state at suspension and makes them again at the next launch.
/// The model has no launches: it saves and restores no state, so UIKit never calls these.

/// `UIViewControllerRestoration`: the class a controller names as its `restorationClass`, asked
/// to make the controller again during restoration.
public protocol UIViewControllerRestoration: AnyObject {
    /// `viewController(withRestorationIdentifierPath:coder:)`.
    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder)
        -> UIViewController?
}

/// `UIObjectRestoration`: the class an object names as its `objectRestorationClass`.
public protocol UIObjectRestoration: AnyObject {
    /// `object(withRestorationIdentifierPath:coder:)`.
    static func object(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder)
        -> (any UIStateRestoring)?
}

/// `UIStateRestoring`: an object that takes part in state restoration; every member is
/// optional, and the defaults below answer as an object without them.
public protocol UIStateRestoring: NSObjectProtocol {
    /// `restorationParent`: the object whose identifier path this one's is scoped by.
    var restorationParent: (any UIStateRestoring)? { get }
    /// `objectRestorationClass`: the class that finds or makes the object during restoration.
    var objectRestorationClass: (any UIObjectRestoration.Type)? { get }
    /// `encodeRestorableState(with:)`, `decodeRestorableState(with:)`: save and restore the
    /// object's own state.
    func encodeRestorableState(with coder: NSCoder)
    func decodeRestorableState(with coder: NSCoder)
    /// `applicationFinishedRestoringState()`: called once every restored object is decoded.
    func applicationFinishedRestoringState()
}

extension UIStateRestoring {
    public var restorationParent: (any UIStateRestoring)? { nil }
    public var objectRestorationClass: (any UIObjectRestoration.Type)? { nil }
    public func encodeRestorableState(with coder: NSCoder) {}
    public func decodeRestorableState(with coder: NSCoder) {}
    public func applicationFinishedRestoringState() {}
}

/// `UIViewController`: restorable (UIViewController.h).
extension ViewController: UIStateRestoring {}
