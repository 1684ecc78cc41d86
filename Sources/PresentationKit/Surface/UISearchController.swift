// Search in a navigation bar (`navigationItem.searchController`), as list screens presented in a
// sheet set it up. The model draws no search bar and has no keyboard: a search controller is
// kept with its settings, `isActive` is kept (activating search presents nothing [?]; UIKit
// presents the search controller over the context that defines one), and the first one made in
// a session says so once in a note line.

/// `UISearchResultsUpdating`: told when the search text or scope changes.
public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}

/// `UISearchControllerDelegate`: every requirement optional.
public protocol UISearchControllerDelegate: NSObjectProtocol {
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
    func presentSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
    public func presentSearchController(_ searchController: UISearchController) {}
}

/// `UISearchBarDelegate`: every requirement optional.
public protocol UISearchBarDelegate: NSObjectProtocol {
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}

/// `UISearchTextField` (iOS 13): the search bar's field.
open class UISearchTextField: UITextField {}

/// `UISearchBar`: the field, its prompt and scope buttons; kept, and its `text` drawn in its box
/// as a label's is (it is a text view of the engine's, whose `text` is public).
open class UISearchBar: TextView {
    /// `UISearchBar.Style`.
    public enum Style: UInt, Sendable { case `default`, prominent, minimal }
    open weak var delegate: UISearchBarDelegate?
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }
    open var prompt: String?
    open var searchBarStyle: Style = .default
    open var barTintColor: UIColor?
    open var isTranslucent = true
    /// `barStyle` (UISearchBar.h; `.default` unless set): kept, not drawn.
    open var barStyle: UIBarStyle = .default
    open var showsCancelButton = false
    open var showsBookmarkButton = false
    open var showsScopeBar = false
    open var scopeButtonTitles: [String]?
    open var selectedScopeButtonIndex = 0
    /// `searchTextField`.
    public let searchTextField = UISearchTextField()

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { return nil }

    // Background images (UISearchBar.h, iOS 5 and 7): kept and read back for exactly what was
    // set; the bar draws its box and text only.
    private var looks = BarLooks()
    /// `backgroundImage` (iOS 5): kept.
    open var backgroundImage: UIImage?
    /// `setBackgroundImage(_:for:barMetrics:)`, `backgroundImage(for:barMetrics:)` (iOS 7).
    open func setBackgroundImage(
        _ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics
    ) {
        looks[.init(look: "background", position: barPosition, metrics: barMetrics)] = backgroundImage
    }
    open func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        looks[.init(look: "background", position: barPosition, metrics: barMetrics)]
    }
    /// `setSearchFieldBackgroundImage(_:for:)`, `searchFieldBackgroundImage(for:)` (iOS 5).
    open func setSearchFieldBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State) {
        looks[.init(look: "fieldBackground", state: state.rawValue)] = backgroundImage
    }
    open func searchFieldBackgroundImage(for state: UIControl.State) -> UIImage? {
        looks[.init(look: "fieldBackground", state: state.rawValue)]
    }

    /// `setShowsCancelButton(_:animated:)`.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }
}

/// `UISearchController`: a controller that manages search for a list, with its results shown by
/// `searchResultsController` (nil: the list itself).
open class UISearchController: UIViewController {
    /// `searchResultsController`.
    public let searchResultsController: UIViewController?
    /// `searchBar`.
    public let searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 375, height: 56))
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    open weak var delegate: UISearchControllerDelegate?
    /// `isActive`: kept (see the file's note).
    open var isActive = false
    open var obscuresBackgroundDuringPresentation = true
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    open var hidesNavigationBarDuringPresentation = true
    open var automaticallyShowsCancelButton = true
    open var automaticallyShowsScopeBar = true
    open var automaticallyShowsSearchResultsController = true
    open var showsSearchResultsController = false

    /// `init(searchResultsController:)`.
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        Engine.running?.noteOnce("UISearchController: kept; no search bar is drawn and activating it presents nothing")
    }
    /// `init(nibName:bundle:)`: a search controller without a results controller, designated
    /// (UISearchController.h: "Creates a search controller without a results controller"). With
    /// it and `init?(coder:)` overridden, the class inherits `init()`, as Swift imports NSObject's
    /// `init` on iOS: `UISearchController()` is one without a results controller.
    public override init(nibName: String?, bundle: Bundle?) {
        searchResultsController = nil
        super.init(nibName: nibName, bundle: bundle)
        Engine.running?.noteOnce("UISearchController: kept; no search bar is drawn and activating it presents nothing")
    }
    public required init?(coder: NSCoder) { return nil }
}
