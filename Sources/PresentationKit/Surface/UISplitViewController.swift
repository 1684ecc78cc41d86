/// `UISplitViewControllerDelegate`: every requirement optional.
public protocol UISplitViewControllerDelegate: NSObjectProtocol {
    func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool
}

extension UISplitViewControllerDelegate {
    public func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool { false }
}

/// `UISplitViewController`: a container of columns. The model lays out one column, as a phone in
/// compact width shows a collapsed split view (Apple's reference: "In a compact environment, the
/// split view controller displays only one of its child view controllers"): the secondary
/// controller when there is one, else the primary, its view filling the container's; every
/// column's controller is a child. [?] The side-by-side columns of a regular width (an iPad) are
/// not laid out: the same single column is shown there too.
open class UISplitViewController: UIViewController {
    /// `UISplitViewController.Style`, `Column`, `DisplayMode`, `SplitBehavior`.
    public enum Style: Int, Sendable { case unspecified, doubleColumn, tripleColumn }
    public enum Column: Int, Sendable { case primary, supplementary, secondary, compact, inspector }
    public enum DisplayMode: Int, Sendable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary
        case twoOverSecondary, twoDisplaceSecondary
    }
    public enum SplitBehavior: Int, Sendable { case automatic, tile, overlay, displace }

    public let style: Style
    open weak var delegate: UISplitViewControllerDelegate?
    open var preferredDisplayMode: DisplayMode = .automatic
    open var displayMode: DisplayMode { .secondaryOnly }
    open var preferredSplitBehavior: SplitBehavior = .automatic
    open var presentsWithGesture = true
    open var showsSecondaryOnlyButton = false
    open var preferredPrimaryColumnWidthFraction: CGFloat = 0.4
    open var preferredPrimaryColumnWidth: CGFloat = 0
    open var primaryBackgroundStyle = 0
    /// `isCollapsed`: one column is shown, always in the model.
    open var isCollapsed: Bool { true }
    private var columns: [Column: UIViewController] = [:]

    /// `init(style:)` (iOS 14).
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    public required init?(coder: NSCoder) { return nil }

    /// `viewControllers`: primary, then secondary (the classic interface).
    open var viewControllers: [UIViewController] {
        get { [columns[.primary], columns[.supplementary], columns[.secondary]].compactMap { $0 } }
        set {
            columns = [:]
            if let first = newValue.first { columns[.primary] = first }
            if newValue.count > 1 { columns[.secondary] = newValue[newValue.count - 1] }
            arrange()
        }
    }

    /// `setViewController(_:for:)`, `viewController(for:)`.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        columns[column] = vc
        arrange()
    }
    open func viewController(for column: Column) -> UIViewController? { columns[column] }
    /// `show(_:)`, `hide(_:)`: the column shown is the one asked for.
    open func show(_ column: Column) {
        shownColumn = column
        arrange()
    }
    open func hide(_ column: Column) {}

    private var shownColumn: Column?

    /// Makes every column's controller a child and shows one column's view, filling the view.
    private func arrange() {
        for vc in columns.values where vc.parent !== self {
            addChild(vc)
            vc.didMove(toParent: self)
        }
        let shown = shownColumn.flatMap { columns[$0] } ?? columns[.secondary] ?? columns[.primary]
        for child in children where child.viewIfLoaded?.superview === view && child !== shown {
            child.view.removeFromSuperview()
        }
        guard let shown, shown.view.superview !== view else { return }
        shown.view.frame = view.bounds
        shown.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(shown.view)
    }
}
