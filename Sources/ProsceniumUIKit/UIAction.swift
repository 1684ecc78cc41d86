import PresentationKit

/// `UIMenuElement`: what a menu holds (an action or a menu), with its title and image.
open class UIMenuElement: NSObject {
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

    /// `title`, `subtitle`, `image`.
    open var title: String
    open var subtitle: String?
    open var image: UIImage?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
        super.init()
    }
}

/// `UIActionHandler`: what an action runs, given the action.
public typealias UIActionHandler = (UIAction) -> Void

/// `UIAction`: a titled handler, as a button's primary action, a bar button item's or a menu's.
/// The model sends it when the control it belongs to is sent `.primaryActionTriggered` (a
/// button's tap) and when `sendAction` is asked for it.
open class UIAction: UIMenuElement {
    /// `UIAction.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
    open var identifier: Identifier
    open var discoverabilityTitle: String?
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State
    /// `sender`: what sent the action last (a control, a bar button item).
    open private(set) var sender: Any?
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
        self.identifier = identifier ?? Identifier("UIAction.\(UIAction.made)")
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

    /// Runs the handler as `sender` sending it.
    package func perform(sender: Any?) {
        self.sender = sender
        handler(self)
    }
}

/// `UIMenu`: a titled list of actions and menus, kept (the model draws no menus).
open class UIMenu: UIMenuElement {
    /// `UIMenu.Options`.
    public struct Options: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
    }
    /// `UIMenu.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
    open var options: Options
    open private(set) var children: [UIMenuElement]

    /// `init(title:subtitle:image:identifier:options:children:)`.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        options: Options = [], children: [UIMenuElement] = []
    ) {
        self.options = options
        self.children = children
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }
}

/// `UIDeferredMenuElement` (iOS 14): a menu element whose children an app provides when the menu
/// is shown. The model shows no menus, so the provider is kept and never asked.
public final class UIDeferredMenuElement: UIMenuElement {
    /// What the element was made with; `uncached` asks again each time the menu opens.
    private let provider: (@escaping ([UIMenuElement]) -> Void) -> Void
    public let isCached: Bool

    private init(provider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void, cached: Bool) {
        self.provider = provider
        isCached = cached
        super.init(title: "", image: nil)
    }

    /// `init(_:)`: a cached element.
    public convenience init(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) {
        self.init(provider: elementProvider, cached: true)
    }

    /// `uncached(_:)`.
    public static func uncached(
        _ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void
    ) -> UIDeferredMenuElement {
        UIDeferredMenuElement(provider: elementProvider, cached: false)
    }
}
