/// `UIMenuElement`: what a menu holds (an action or a menu), with its title and image.
open class UIMenuElement: NSObject, NSCopying, NSSecureCoding {
    /// `UIMenuElement.Attributes`.
    public struct Attributes: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }
    /// `UIMenuElement.State`.
    public enum State: Int, Sendable { case off, on, mixed }

    /// What `title` and `image` read; an action or a command sets them through its own.
    var storedTitle: String
    var storedImage: UIImage?

    /// `title`, `image`: get-only on a menu element (UIMenuElement.h); a menu leaf (`UIAction`,
    /// `UICommand`) makes them settable.
    open var title: String { storedTitle }
    open var image: UIImage? { storedImage }
    /// `subtitle` (iOS 15).
    open var subtitle: String?

    init(title: String, image: UIImage?) {
        storedTitle = title
        storedImage = image
        super.init()
    }

    /// `init?(coder:)`: required, as UIKit's (a menu element is `NSSecureCoding`); nothing is
    /// decoded here, so it fails.
    public required init?(coder: NSCoder) { return nil }

    /// `copy(with:)` (NSCopying): an element other than an action is its own copy here [?];
    /// an action makes a new one (`UIAction`'s override).
    open func copy(with zone: NSZone? = nil) -> Any { self }
    /// `encode(with:)` (NSCoding): nothing is archived here, so nothing is written.
    open func encode(with coder: NSCoder) {}
    /// `supportsSecureCoding` (NSSecureCoding): true, as for UIKit's menu elements.
    open class var supportsSecureCoding: Bool { true }
}

/// `UIMenuLeaf` (iOS 17, UIMenuLeaf.h): a menu element that does something when chosen (an
/// action or a command), with what a menu shows of it.
public protocol UIMenuLeaf: NSObjectProtocol {
    var title: String { get set }
    var image: UIImage? { get set }
    var selectedImage: UIImage? { get set }
    var discoverabilityTitle: String? { get set }
    var attributes: UIMenuElement.Attributes { get set }
    var state: UIMenuElement.State { get set }
    var sender: Any? { get }
    var presentationSourceItem: (any UIPopoverPresentationControllerSourceItem)? { get }
    func performWithSender(_ sender: Any?, target: Any?)
}

/// `UIActionHandler`: what an action runs, given the action.
public typealias UIActionHandler = (UIAction) -> Void

/// `UIAction`: a titled handler, as a button's primary action, a bar button item's or a menu's.
/// The model sends it when the control it belongs to is sent `.primaryActionTriggered` (a
/// button's tap) and when `sendAction` is asked for it.
open class UIAction: UIMenuElement, UIMenuLeaf {
    /// `UIAction.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The paste actions (iOS 15, UIAction.h's `UIActionPaste…` identifiers) a paste
        /// control or an edit menu offers; their strings are UIKit's to choose [?].
        public static let paste = Identifier("com.apple.menu.paste")
        public static let pasteAndMatchStyle = Identifier("com.apple.menu.paste-and-match-style")
        public static let pasteAndGo = Identifier("com.apple.menu.paste-and-go")
        public static let pasteAndSearch = Identifier("com.apple.menu.paste-and-search")
    }
    /// `title`, `image`: settable on an action.
    open override var title: String {
        get { storedTitle }
        set { storedTitle = newValue }
    }
    open override var image: UIImage? {
        get { storedImage }
        set { storedImage = newValue }
    }
    /// `selectedImage` (iOS 17): shown instead of `image` while `state` is `.on`; kept, not
    /// drawn.
    open var selectedImage: UIImage?
    /// `identifier`: get-only, as made.
    open var identifier: Identifier { madeIdentifier }
    private let madeIdentifier: Identifier
    open var discoverabilityTitle: String?
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State
    /// `sender`: what sent the action last (a control, a bar button item).
    open private(set) var sender: Any?
    /// `presentationSourceItem` (iOS 17): the sender, when it is something a popover can point
    /// from (a view, a bar button item).
    open var presentationSourceItem: (any UIPopoverPresentationControllerSourceItem)? {
        sender as? any UIPopoverPresentationControllerSourceItem
    }
    let handler: UIActionHandler
    nonisolated(unsafe) private static var made = 0

    /// `init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`.
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
        handler: @escaping UIActionHandler
    ) {
        UIAction.made += 1
        // UIKit makes a unique identifier when none is given; a count keeps runs alike.
        madeIdentifier = identifier ?? Identifier("UIAction.\(UIAction.made)")
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// `init(title:subtitle:image:identifier:discoverabilityTitle:attributes:state:handler:)`.
    public convenience init(
        title: String = "", subtitle: String?, image: UIImage? = nil, identifier: Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.init(
            title: title, image: image, identifier: identifier, discoverabilityTitle: discoverabilityTitle,
            attributes: attributes, state: state, handler: handler)
        self.subtitle = subtitle
    }

    /// `init(title:subtitle:image:selectedImage:identifier:discoverabilityTitle:attributes:state:handler:)`
    /// (iOS 17).
    public convenience init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
        identifier: Identifier? = nil, discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.init(
            title: title, image: image, identifier: identifier, discoverabilityTitle: discoverabilityTitle,
            attributes: attributes, state: state, handler: handler)
        self.subtitle = subtitle
        self.selectedImage = selectedImage
    }

    /// `init?(coder:)`: nothing is decoded, so it fails (the handler could not be).
    public required init?(coder: NSCoder) { return nil }

    /// `captureTextFromCamera(responder:identifier:)` (iOS 15, UIAction.h): an action that
    /// scans text with the camera and types it into the responder. Its title and symbol are
    /// "Scan Text" and `text.viewfinder` here [?]. There is no camera in the model: performed,
    /// it says so once and types nothing. Made as a `UIAction`; the model cannot make one of a
    /// subclass (UIAction has no initialiser every subclass must have), and stops there.
    open class func captureTextFromCamera(responder: UIResponder & UIKeyInput, identifier: UIAction.Identifier?)
        -> Self
    {
        let action = UIAction(title: "Scan Text", image: UIImage(systemName: "text.viewfinder"), identifier: identifier)
        { _ in
            Engine.running?.noteOnce("UIAction.captureTextFromCamera: there is no camera here; nothing is typed")
        }
        guard let made = action as? Self else {
            fatalError("UIAction.captureTextFromCamera: the model makes a UIAction, not a \(Self.self)")
        }
        return made
    }

    /// `copy(with:)`: a new action with the same title, image, identifier, settings and
    /// handler, so changing the copy leaves this one as it is.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIAction(
            title: title, subtitle: subtitle, image: image, selectedImage: selectedImage, identifier: identifier,
            discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state, handler: handler)
        return copy
    }

    /// `performWithSender(_:target:)` (iOS 17, UIMenuLeaf): runs the handler with that sender;
    /// an action has no target to send to, so `target` is not used.
    open func performWithSender(_ sender: Any?, target: Any?) { perform(sender: sender) }

    /// Runs the handler as `sender` sending it.
    package func perform(sender: Any?) {
        self.sender = sender
        handler(self)
    }
}

/// `UIMenu` (UIMenu.h, iOS 13): a titled list of actions and menus, kept (the model draws no
/// menus); what it holds can be read back, its selected elements found, and a copy made with
/// other children.
open class UIMenu: UIMenuElement {
    /// `UIMenu.Options` (`UIMenuOptions`).
    public struct Options: OptionSet, @unchecked Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var displayInline: Options { Options(rawValue: 1 << 0) }
        public static var destructive: Options { Options(rawValue: 1 << 1) }
        /// `singleSelection` (iOS 15): kept; the model picks no element, so nothing enforces it.
        public static var singleSelection: Options { Options(rawValue: 1 << 5) }
        /// `displayAsPalette` (iOS 17): kept, as the menu is not drawn.
        public static var displayAsPalette: Options { Options(rawValue: 1 << 7) }
    }
    /// `UIMenu.Identifier` (`UIMenuIdentifier`, an extensible string enum) and the system menus'
    /// identifiers of UIMenu.h. The header declares the constants without their values; these
    /// strings follow the `com.apple.menu.` form UIKit's identifiers take [?].
    public struct Identifier: RawRepresentable, Hashable, @unchecked Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let application = Identifier("com.apple.menu.application")
        public static let file = Identifier("com.apple.menu.file")
        public static let edit = Identifier("com.apple.menu.edit")
        public static let view = Identifier("com.apple.menu.view")
        public static let window = Identifier("com.apple.menu.window")
        public static let help = Identifier("com.apple.menu.help")
        public static let about = Identifier("com.apple.menu.about")
        public static let preferences = Identifier("com.apple.menu.preferences")
        public static let services = Identifier("com.apple.menu.services")
        public static let hide = Identifier("com.apple.menu.hide")
        public static let quit = Identifier("com.apple.menu.quit")
        public static let newScene = Identifier("com.apple.menu.new-scene")
        public static let openRecent = Identifier("com.apple.menu.open-recent")
        public static let close = Identifier("com.apple.menu.close")
        public static let print = Identifier("com.apple.menu.print")
        public static let document = Identifier("com.apple.menu.document")
        public static let undoRedo = Identifier("com.apple.menu.undo-redo")
        public static let standardEdit = Identifier("com.apple.menu.standard-edit")
        public static let find = Identifier("com.apple.menu.find")
        public static let replace = Identifier("com.apple.menu.replace")
        public static let share = Identifier("com.apple.menu.share")
        public static let textStyle = Identifier("com.apple.menu.text-style")
        public static let spelling = Identifier("com.apple.menu.spelling")
        public static let spellingPanel = Identifier("com.apple.menu.spelling-panel")
        public static let spellingOptions = Identifier("com.apple.menu.spelling-options")
        public static let substitutions = Identifier("com.apple.menu.substitutions")
        public static let substitutionsPanel = Identifier("com.apple.menu.substitutions-panel")
        public static let substitutionOptions = Identifier("com.apple.menu.substitution-options")
        public static let transformations = Identifier("com.apple.menu.transformations")
        public static let speech = Identifier("com.apple.menu.speech")
        public static let lookup = Identifier("com.apple.menu.lookup")
        public static let learn = Identifier("com.apple.menu.learn")
        public static let format = Identifier("com.apple.menu.format")
        public static let autoFill = Identifier("com.apple.menu.auto-fill")
        public static let font = Identifier("com.apple.menu.font")
        public static let textSize = Identifier("com.apple.menu.text-size")
        public static let textColor = Identifier("com.apple.menu.text-color")
        public static let textStylePasteboard = Identifier("com.apple.menu.text-style-pasteboard")
        public static let text = Identifier("com.apple.menu.text")
        public static let writingDirection = Identifier("com.apple.menu.writing-direction")
        public static let alignment = Identifier("com.apple.menu.alignment")
        public static let toolbar = Identifier("com.apple.menu.toolbar")
        public static let sidebar = Identifier("com.apple.menu.sidebar")
        public static let fullscreen = Identifier("com.apple.menu.fullscreen")
        public static let minimizeAndZoom = Identifier("com.apple.menu.minimize-and-zoom")
        public static let bringAllToFront = Identifier("com.apple.menu.bring-all-to-front")
        public static let root = Identifier("com.apple.menu.root")
    }
    /// `UIMenu.ElementSize` (iOS 16, UIMenu.h), with UIKit's raw values: how large the menu's
    /// children are drawn (`automatic`, iOS 17, lets the system choose).
    public enum ElementSize: Int, @unchecked Sendable {
        case small = 0
        case medium = 1
        case large = 2
        case automatic = -1
    }
    /// `identifier`: the one given, or one made for the menu (UIKit generates one when given nil).
    open var identifier: Identifier { madeIdentifier }
    private let madeIdentifier: Identifier
    open var options: Options { madeOptions }
    private let madeOptions: Options
    open var children: [UIMenuElement] { madeChildren }
    private let madeChildren: [UIMenuElement]
    /// `preferredElementSize` (iOS 16): kept, as the model draws no menus. [?] `.automatic` by
    /// default, the default UIKit's Swift initialiser gives from iOS 17.
    open var preferredElementSize: ElementSize
    nonisolated(unsafe) private static var made = 0

    /// `selectedElements` (iOS 15): the elements of this menu and its submenus whose state is
    /// `.on` (UIMenu.h: "The element(s) in the menu and sub-menus that have an \"on\" menu item
    /// state"), in order.
    open var selectedElements: [UIMenuElement] {
        children.flatMap { child -> [UIMenuElement] in
            if let menu = child as? UIMenu { return menu.selectedElements }
            if let leaf = child as? any UIMenuLeaf, leaf.state == .on { return [child] }
            return []
        }
    }

    /// `init(title:subtitle:image:identifier:options:preferredElementSize:children:)` (iOS 16),
    /// the one the others call.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        options: Options = [], preferredElementSize: ElementSize = .automatic, children: [UIMenuElement] = []
    ) {
        UIMenu.made += 1
        // A count keeps made identifiers alike from run to run.
        madeIdentifier = identifier ?? Identifier("com.apple.menu.dynamic.\(UIMenu.made)")
        madeOptions = options
        madeChildren = children
        self.preferredElementSize = preferredElementSize
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }

    /// `init(title:image:identifier:options:children:)` (iOS 13).
    public convenience init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, options: Options = [],
        children: [UIMenuElement] = []
    ) {
        self.init(
            title: title, subtitle: nil, image: image, identifier: identifier, options: options,
            preferredElementSize: .automatic, children: children)
    }

    /// `init(title:subtitle:image:identifier:options:children:)` (iOS 15).
    public convenience init(
        title: String = "", subtitle: String?, image: UIImage? = nil, identifier: Identifier? = nil,
        options: Options = [], children: [UIMenuElement] = []
    ) {
        self.init(
            title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
            preferredElementSize: .automatic, children: children)
    }

    /// `init?(coder:)`: nothing is decoded, so it fails.
    public required init?(coder: NSCoder) { return nil }

    /// `replacingChildren(_:)`: a copy of this menu (title, subtitle, image, identifier, options,
    /// element size) with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(
            title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
            preferredElementSize: preferredElementSize, children: newChildren)
    }
}

/// `UIDeferredMenuElement` (UIDeferredMenuElement.h, iOS 14): a menu element whose children an
/// app provides when the menu is shown. The model shows no menus, so the provider is kept and
/// never asked. UIKit's focus-system form (`usingFocus(identifier:shouldCacheItems:)`, iOS 17) is
/// not declared here.
open class UIDeferredMenuElement: UIMenuElement {
    /// What the element was made with; `uncached` asks again each time the menu opens.
    private let provider: (@escaping ([UIMenuElement]) -> Void) -> Void
    public let isCached: Bool

    private init(provider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void, cached: Bool) {
        self.provider = provider
        isCached = cached
        super.init(title: "", image: nil)
    }

    /// `init?(coder:)`: nothing is decoded, so it fails.
    public required init?(coder: NSCoder) { return nil }

    /// `init(_:)`: a cached element (UIKit asks the provider once and keeps what it gives).
    public convenience init(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) {
        self.init(provider: elementProvider, cached: true)
    }

    /// `uncached(_:)` (iOS 15): an element whose provider is asked each time the menu opens. Made
    /// as a `UIDeferredMenuElement`; the model cannot make one of a subclass (the class has no
    /// initialiser every subclass must have), and stops there.
    open class func uncached(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) -> Self {
        guard let made = UIDeferredMenuElement(provider: elementProvider, cached: false) as? Self else {
            fatalError("UIDeferredMenuElement.uncached: the model makes a UIDeferredMenuElement, not a \(Self.self)")
        }
        return made
    }
}
