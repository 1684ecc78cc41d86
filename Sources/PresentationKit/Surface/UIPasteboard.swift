/// `UIPasteboard`: the general pasteboard, kept in the stage's memory (the model shares nothing
/// with other apps), so what the app copies it can paste again; it starts empty [?].
open class UIPasteboard: NSObject {
    /// `general`: the one pasteboard.
    nonisolated(unsafe) public static let general = UIPasteboard()
    /// `name`.
    public let name = "com.apple.UIKit.pboard.general"
    /// `changeCount`: how many times its contents were set.
    open private(set) var changeCount = 0
    /// What was set last, in order (`package`: the `UIKit` module adds the URL forms).
    package var contents: [Any] = [] { didSet { changeCount += 1 } }

    public override init() { super.init() }

    package func first<T>(_ type: T.Type) -> T? { contents.lazy.compactMap { $0 as? T }.first }
    package func all<T>(_ type: T.Type) -> [T]? {
        let found = contents.compactMap { $0 as? T }
        return found.isEmpty ? nil : found
    }

    /// `string`, `strings`, `image`, `images`, `color`, `colors` (and `url`, `urls` in the
    /// `UIKit` module, where Foundation's `URL` is): setting one
    /// replaces the contents, as UIKit's do.
    open var string: String? {
        get { first(String.self) }
        set { contents = newValue.map { [$0] } ?? [] }
    }
    open var strings: [String]? {
        get { all(String.self) }
        set { contents = newValue ?? [] }
    }
    open var image: UIImage? {
        get { first(UIImage.self) }
        set { contents = newValue.map { [$0] } ?? [] }
    }
    open var images: [UIImage]? {
        get { all(UIImage.self) }
        set { contents = newValue ?? [] }
    }
    open var color: UIColor? {
        get { first(UIColor.self) }
        set { contents = newValue.map { [$0] } ?? [] }
    }
    open var colors: [UIColor]? {
        get { all(UIColor.self) }
        set { contents = newValue ?? [] }
    }
    /// `hasStrings`, `hasURLs`, `hasImages`, `hasColors`, `numberOfItems`.
    open var hasStrings: Bool { first(String.self) != nil }
    open var hasImages: Bool { first(UIImage.self) != nil }
    open var hasColors: Bool { first(UIColor.self) != nil }
    open var numberOfItems: Int { contents.count }
}

/// `UICommand`: a menu element that sends an action message up the responder chain. The model
/// keeps its title, action and state; choosing one from a menu is not modelled [?].
open class UICommand: UIMenuElement {
    /// `action`, `propertyList`, `discoverabilityTitle`, `attributes`, `state`, `alternates`.
    public let action: Selector
    public let propertyList: Any?
    open var discoverabilityTitle: String?
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State
    public let alternates: [UICommandAlternate]
    /// `title`, `image`: settable on a command, as on an action (UIMenuElement's are get-only).
    open override var title: String {
        get { storedTitle }
        set { storedTitle = newValue }
    }
    open override var image: UIImage? {
        get { storedImage }
        set { storedImage = newValue }
    }

    public init(
        title: String, image: UIImage? = nil, action: Selector, propertyList: Any? = nil,
        alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off
    ) {
        self.action = action
        self.propertyList = propertyList
        self.alternates = alternates
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, image: image)
    }

    /// `init?(coder:)`: nothing is decoded, so it fails.
    public required init?(coder: NSCoder) { return nil }
}

/// `UICommandAlternate`: a command's variant under other modifier keys (no keyboard here).
open class UICommandAlternate: NSObject {
    public let title: String
    public let action: Selector
    public init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags) {
        self.title = title
        self.action = action
        super.init()
    }
}

/// `UIKeyModifierFlags`: the engine's (so a recogniser's `modifierFlags` can be open in its
/// class).
public typealias UIKeyModifierFlags = KeyModifierFlags

/// `UIToolTipConfiguration` (iOS 15): a tooltip's text and the region it covers.
open class UIToolTipConfiguration: NSObject {
    public let toolTip: String
    public let sourceRect: CGRect
    public init(toolTip: String, in sourceRect: CGRect = .null) {
        self.toolTip = toolTip
        self.sourceRect = sourceRect
        super.init()
    }
}

/// `UIToolTipInteractionDelegate`.
public protocol UIToolTipInteractionDelegate: NSObjectProtocol {
    func toolTipInteraction(_ interaction: UIToolTipInteraction, configurationAt point: CGPoint)
        -> UIToolTipConfiguration?
}

extension UIToolTipInteractionDelegate {
    public func toolTipInteraction(_ interaction: UIToolTipInteraction, configurationAt point: CGPoint)
        -> UIToolTipConfiguration?
    { nil }
}

/// `UIToolTipInteraction` (iOS 15): a pointer's tooltip over a view, shown on a Mac or with a
/// pointer on iPad; the model has no pointer, so it is kept and never shown [?].
open class UIToolTipInteraction: NSObject, Interaction {
    open var isEnabled = true
    open var defaultToolTip: String?
    open weak var delegate: UIToolTipInteractionDelegate?
    open private(set) weak var view: View?
    public override init() { super.init() }
    public convenience init(defaultToolTip: String) {
        self.init()
        self.defaultToolTip = defaultToolTip
    }
    open func willMove(to view: View?) {}
    open func didMove(to view: View?) { self.view = view }
}

extension CGPath {
    /// `CGPath(rect:transform:)`, `CGPath(ellipseIn:transform:)`,
    /// `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`: the shape's bounding box, moved
    /// by the transform when there is one.
    public init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(boundingBox: transform.map { rect.applying($0.pointee) } ?? rect)
    }
    public init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(rect: rect, transform: transform)
    }
    public init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        self.init(rect: rect, transform: transform)
    }
}

extension Color: NSCopying {
    /// `copy(with:)`: a colour never changes once made, so its copy is itself (as UIColor is immutable).
    public func copy(with zone: NSZone? = nil) -> Any { self }
}
