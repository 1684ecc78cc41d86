import PresentationKit

/// `UIControl`: a view that sends actions to targets for events (`addTarget(_:action:for:)`).
/// The model has no touches on controls; `sendActions(for:)` sends them, as UIKit does.
open class UIControl: View {
    /// `UIControl.Event`.
    public struct Event: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
    /// `UIControl.State`.
    public struct State: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    private struct Pair {
        weak var target: AnyObject?
        let action: Selector
        let events: Event
    }
    private var pairs: [Pair] = []

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false

    /// `addTarget(_:action:for:)`.
    open func addTarget(_ target: Any?, action: Selector, for events: Event) {
        pairs.append(Pair(target: target.map { $0 as AnyObject }, action: action, events: events))
    }
    /// `removeTarget(_:action:for:)`.
    open func removeTarget(_ target: Any?, action: Selector?, for events: Event) {
        let object = target.map { $0 as AnyObject }
        pairs.removeAll { p in
            (object == nil || p.target === object) && (action == nil || p.action.name == action?.name)
        }
    }
    /// `sendActions(for:)`: each target whose events include these is sent its action with the control.
    open func sendActions(for events: Event) {
        for p in pairs where !p.events.intersection(events).isEmpty {
            if let target = p.target { p.action.send(target, self) }
        }
    }
}

/// `UIButton`: a control with a title label and an image view; `setTitle(_:for:)` shows the
/// normal title in the label. What it keeps per state (title, colour, images, attributed title,
/// shadow colour) reads back as UIKit's does: the state's own value, else the normal state's
/// (Apple's `title(for:)` reference: "if a title is not specified for a state, the default is to
/// use the normal value"); the `current…` members read the control's current state.
open class UIButton: UIControl {
    /// `UIButton.ButtonType`.
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }
    /// `buttonType`: as made (`init(type:)`), `.custom` from `init(frame:)`.
    open var buttonType: ButtonType { madeAs }
    private var madeAs: ButtonType = .custom
    private var titles: [UInt: String] = [:]
    private var images: [UInt: UIImage] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var shadowColors: [UInt: UIColor] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    /// `titleLabel`.
    open private(set) lazy var titleLabel: UILabel? = {
        let label = UILabel()
        label.autoresizingMask = .flexibleSize
        addSubview(label)
        return label
    }()
    /// `imageView`.
    open private(set) lazy var imageView: UIImageView? = UIImageView()

    /// `init(type:)`: a convenience initialiser, as UIKit declares it, so a subclass that writes
    /// its own `init(type:)` does not say `override`.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        madeAs = buttonType
    }
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The state the `current…` members read: disabled, then highlighted, then selected, else normal.
    private var currentState: State {
        if !isEnabled { return .disabled }
        if isHighlighted { return .highlighted }
        return isSelected ? .selected : .normal
    }

    /// A state's own value, else the normal state's.
    private func value<T>(_ table: [UInt: T], _ state: State) -> T? { table[state.rawValue] ?? table[0] }

    /// `setTitle(_:for:)`, `title(for:)`.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        if state == .normal { titleLabel?.text = title }
    }
    open func title(for state: State) -> String? { value(titles, state) }
    /// `setTitleColor(_:for:)`, `titleColor(for:)`: the normal colour colours the label.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        if state == .normal { titleLabel?.textColor = color }
    }
    open func titleColor(for state: State) -> UIColor? { value(titleColors, state) }
    /// `setTitleShadowColor(_:for:)`, `titleShadowColor(for:)`: kept, not drawn.
    open func setTitleShadowColor(_ color: UIColor?, for state: State) { shadowColors[state.rawValue] = color }
    open func titleShadowColor(for state: State) -> UIColor? { value(shadowColors, state) }
    /// `setImage(_:for:)`, `image(for:)`: kept (an image is not drawn).
    open func setImage(_ image: UIImage?, for state: State) { images[state.rawValue] = image }
    open func image(for state: State) -> UIImage? { value(images, state) }
    /// `setBackgroundImage(_:for:)`, `backgroundImage(for:)`: kept, not drawn.
    open func setBackgroundImage(_ image: UIImage?, for state: State) { backgroundImages[state.rawValue] = image }
    open func backgroundImage(for state: State) -> UIImage? { value(backgroundImages, state) }
    /// `setAttributedTitle(_:for:)`, `attributedTitle(for:)`: the normal one is the label's text.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state.rawValue] = title
        if state == .normal, let title { titleLabel?.text = title.string }
    }
    open func attributedTitle(for state: State) -> NSAttributedString? { value(attributedTitles, state) }

    /// `currentTitle`, `currentTitleColor` (white unless set: Apple's reference), and the rest.
    open var currentTitle: String? { title(for: currentState) }
    open var currentTitleColor: UIColor { titleColor(for: currentState) ?? .white }
    open var currentTitleShadowColor: UIColor? { titleShadowColor(for: currentState) }
    open var currentImage: UIImage? { image(for: currentState) }
    open var currentBackgroundImage: UIImage? { backgroundImage(for: currentState) }
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: currentState) }

    /// `contentEdgeInsets`, `titleEdgeInsets`, `imageEdgeInsets`: kept, not laid out.
    open var contentEdgeInsets: UIEdgeInsets = .zero
    open var titleEdgeInsets: UIEdgeInsets = .zero
    open var imageEdgeInsets: UIEdgeInsets = .zero
    /// The highlight and disabled looks: kept, not drawn.
    open var adjustsImageWhenHighlighted = true
    open var adjustsImageWhenDisabled = true
    open var showsTouchWhenHighlighted = false
    open var reversesTitleShadowWhenHighlighted = false
}

/// `UIImageView`: a view holding an image, drawn as the plain view it is (noted once).
open class UIImageView: View {
    /// `preferredSymbolConfiguration`: kept (the model draws no images).
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    /// `image`.
    open var image: UIImage? {
        didSet { if image != nil { Engine.running?.noteOnce("UIImageView: images are kept, not drawn") } }
    }
    /// `highlightedImage`, `isHighlighted`.
    open var highlightedImage: UIImage?
    open var isHighlighted = false

    /// The initialisers turn user interaction off, as an image view's is (Apple's `UIImageView`
    /// reference: a new image view disregards user events until `isUserInteractionEnabled` is set).
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }
    public required init?(coder: NSCoder) {
        return nil
    }
}
