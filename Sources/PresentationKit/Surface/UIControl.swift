/// `UIControl`: a view that sends actions to targets for events (`addTarget(_:action:for:)`,
/// `addAction(_:for:)`). A `tap` on it (the learner's finger) sends `.touchDown` and
/// `.touchUpInside`, and for a button `.primaryActionTriggered` (Apple's `UIControl.Event`
/// reference: "a semantic action triggered by buttons"), each target's action traced; it wins
/// over a tap recogniser on a superview (`TouchControl`). `sendActions(for:)` sends them as UIKit
/// does.
open class UIControl: View, TouchControl, UIContextMenuInteractionDelegate {
    /// `UIControl.Event`.
    public struct Event: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
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
        public static let focused = State(rawValue: 1 << 3)
        public static let application = State(rawValue: 0x00FF_0000)
        public static let reserved = State(rawValue: 0xFF00_0000)
    }
    /// `UIControl.ContentVerticalAlignment`.
    public enum ContentVerticalAlignment: Int, @unchecked Sendable { case center, top, bottom, fill }
    /// `UIControl.ContentHorizontalAlignment`.
    public enum ContentHorizontalAlignment: Int, @unchecked Sendable {
        case center, left, right, fill, leading, trailing
    }

    /// One registration: a target and its selector, or an action, for some events.
    private struct Handler {
        weak var target: AnyObject?
        let selector: Selector?
        let action: UIAction?
        let events: Event
    }
    private var handlers: [Handler] = []

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { return nil }
    /// `init(frame:primaryAction:)` (iOS 14): the action runs on `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
    /// `state`: the flags above as one state.
    open var state: State {
        var s: State = []
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }
    /// `isTracking`, `isTouchInside`: the model's tap is instant, so no touch is ever tracked
    /// between commands.
    open var isTracking: Bool { false }
    open var isTouchInside: Bool { false }
    /// `contentVerticalAlignment`, `contentHorizontalAlignment`: kept (the model does not lay
    /// out a control's content); centred, UIKit's defaults.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    /// `effectiveContentHorizontalAlignment`: leading and trailing read left to right.
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: return .left
        case .trailing: return .right
        default: return contentHorizontalAlignment
        }
    }
    /// `showsMenuAsPrimaryAction`, `isContextMenuInteractionEnabled`, `toolTip`,
    /// `isSymbolAnimationEnabled`: kept (the model shows no menus, pointers or symbols).
    open var showsMenuAsPrimaryAction = false
    open var isContextMenuInteractionEnabled = false
    open var toolTip: String?
    open var isSymbolAnimationEnabled = false
    /// `contextMenuInteraction` (iOS 14): the control's own menu interaction, there while
    /// `isContextMenuInteractionEnabled` is on.
    open var contextMenuInteraction: UIContextMenuInteraction? {
        guard isContextMenuInteractionEnabled else { return nil }
        if let made = ownMenuInteraction { return made }
        let made = UIContextMenuInteraction(delegate: self)
        ownMenuInteraction = made
        return made
    }
    private var ownMenuInteraction: UIContextMenuInteraction?
    /// `toolTipInteraction` (iOS 15): the control's tooltip interaction, there once it has a
    /// `toolTip` (no pointer shows it here).
    open var toolTipInteraction: UIToolTipInteraction? {
        guard let toolTip else { return nil }
        if let made = ownToolTipInteraction { return made }
        let made = UIToolTipInteraction(defaultToolTip: toolTip)
        ownToolTipInteraction = made
        return made
    }
    private var ownToolTipInteraction: UIToolTipInteraction?

    /// The control's side of its menu interaction (UIControl.h: `UIControl` is the interaction's
    /// delegate): a control with a `menu` offers it; a subclass overrides these to offer another.
    open func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    open func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { nil }
    open func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { nil }
    open func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {}
    open func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {}
    /// `menuAttachmentPoint(for:)` (iOS 16): where the menu attaches, the control's centre here.
    open func menuAttachmentPoint(for configuration: UIContextMenuConfiguration) -> CGPoint {
        CGPoint(x: bounds.midX, y: bounds.midY)
    }

    /// `beginTracking(_:with:)` and the rest of the tracking methods: UIKit calls them as a touch
    /// moves in the control; the model's tap is one event, so they are not called. [?]
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    open func cancelTracking(with event: UIEvent?) {}

    /// `addTarget(_:action:for:)`: the target is held weakly, as UIKit holds it.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        handlers.append(
            Handler(target: target.map { $0 as AnyObject }, selector: action, action: nil, events: controlEvents))
    }
    /// `removeTarget(_:action:for:)`: a nil target or action matches any.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        handlers.removeAll { h in
            guard let selector = h.selector else { return false }
            return (object == nil || h.target === object) && (action == nil || selector.name == action?.name)
                && !h.events.isDisjoint(with: controlEvents)
        }
    }
    /// `addAction(_:for:)` (iOS 14): an action with the same identifier is replaced.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
        handlers.append(Handler(target: nil, selector: nil, action: action, events: controlEvents))
    }
    /// `removeAction(_:for:)`, `removeAction(identifiedBy:for:)`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        handlers.removeAll { $0.action?.identifier == actionIdentifier && !$0.events.isDisjoint(with: controlEvents) }
    }
    /// `allTargets`: the targets still alive.
    open var allTargets: Set<AnyHashable> {
        Set(handlers.compactMap { h in h.target.map { AnyHashable(ObjectIdentifier($0)) } })
    }
    /// `allControlEvents`: every event something is registered for.
    open var allControlEvents: Event { handlers.reduce([]) { $0.union($1.events) } }
    /// `actions(forTarget:forControlEvent:)`: the selectors' names, nil when there are none.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let object = target.map { $0 as AnyObject }
        let names = handlers.filter { h in
            h.selector != nil && h.target === object && !h.events.isDisjoint(with: controlEvent)
        }.compactMap { $0.selector?.name }
        return names.isEmpty ? nil : names
    }
    /// `enumerateEventHandlers(_:)` (iOS 14): each action or target–action pair with its events.
    public func enumerateEventHandlers(
        _ iterator: (UIAction?, (Any?, Selector)?, Event, inout Bool) -> Void
    ) {
        var stop = false
        for h in handlers {
            iterator(h.action, h.selector.map { (h.target, $0) }, h.events, &stop)
            if stop { return }
        }
    }

    /// `sendActions(for:)`: each action and each target registered for these events, in the
    /// order they were added, traced when an engine runs.
    open func sendActions(for controlEvents: Event) {
        _ = send(controlEvents)
    }
    /// `sendAction(_:to:for:)`: the selector sent to `target` with this control as sender.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        guard let target else { return }
        let object = target as AnyObject
        trace(PresentationKit.traceTypeName(of: object), call: action.traceCall) { action.send(object, self) }
    }
    /// `sendAction(_:)` (iOS 14): the action run with this control as sender.
    open func sendAction(_ action: UIAction) {
        trace("UIAction", call: "handler(_:)") { action.perform(sender: self) }
    }

    /// What every event sent runs; the first call sent, for `tap`'s report.
    private func send(_ controlEvents: Event) -> String? {
        var first: String?
        for h in handlers where !h.events.isDisjoint(with: controlEvents) {
            if let action = h.action {
                first = first ?? "handler(_:)"
                sendAction(action)
            } else if let selector = h.selector, let target = h.target {
                first = first ?? selector.traceCall
                sendAction(selector, to: target, for: nil)
            }
        }
        return first
    }

    /// Traces a call into the app's code when an engine runs, as a recogniser's action is.
    private func trace(_ type: String, call: String, _ body: () -> Void) {
        guard let engine = Engine.running else { return body() }
        engine.traced(
            .target, type, call: call, [.init(label: "_", name: "sender", value: .object(traceTypeName(of: self)))]
        ) {
            body()
        }
    }

    /// `TouchControl`: an enabled control takes a tap; the tap sends touch down, touch up inside
    /// and, for a button, the primary action, highlighted in between as UIKit shows a touch.
    package var takesTaps: Bool { isEnabled }
    package func tapped() -> String? {
        isHighlighted = true
        var first = send(.touchDown)
        isHighlighted = false
        let sent = send(flipForTap().union(.touchUpInside))
        first = first ?? sent
        return first
    }

    /// What a tap changes in the control before its touch-up events are sent, and the events
    /// that change sends beside `.touchUpInside` (a plain control: none; a button, a switch).
    package func flipForTap() -> Event { [] }
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
        /// `roundedRect`: the system button under its old name (UIButton.h makes it `.system`).
        public static var roundedRect: ButtonType { .system }
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

    /// `systemButton(with:target:action:)` (iOS 13, UIButton.h): a system button of the class it
    /// is called on (made through the required initialiser every view class has, so a
    /// subclass's `init(frame:)` runs), showing the image, its action sent to the target on
    /// `.touchUpInside` [?].
    open class func systemButton(with image: UIImage, target: Any?, action: Selector?) -> Self {
        let button = self.init(appearanceProxy: ())
        button.madeAs = .system
        button.setImage(image, for: .normal)
        if let action { button.addTarget(target, action: action, for: .touchUpInside) }
        return button
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

    /// `backgroundRect(forBounds:)` (UIButton.h, deprecated in iOS 15): the bounds given, where
    /// the background image fills.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// `contentRect(forBounds:)` (deprecated in iOS 15): the bounds inset by
    /// `contentEdgeInsets`.
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: contentEdgeInsets) }
    /// `titleRect(forContentRect:)` (deprecated in iOS 15): the title label's frame when the
    /// content rectangle is the button's own bounds; otherwise the content rectangle inset by
    /// `titleEdgeInsets` [?] (the model lays the title over the whole button).
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        contentRect.inset(by: titleEdgeInsets)
    }
    /// `imageRect(forContentRect:)` (deprecated in iOS 15): the content rectangle inset by
    /// `imageEdgeInsets` [?]; images are not drawn here.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        contentRect.inset(by: imageEdgeInsets)
    }

    /// `adjustsImageSizeForAccessibilityContentSizeCategory`
    /// (UIAccessibilityContentSizeCategoryImageAdjusting): false by default; kept (the text
    /// size never changes here).
    open var adjustsImageSizeForAccessibilityContentSizeCategory = false

    /// Symbol configurations by state (`setPreferredSymbolConfiguration(_:forImageIn:)`).
    private var symbolConfigurations: [UInt: UIImage.SymbolConfiguration] = [:]
    /// `setPreferredSymbolConfiguration(_:forImageIn:)`, `preferredSymbolConfigurationForImage(in:)`
    /// (iOS 13, UIButton.h): kept by state, the normal state's standing in for a state without
    /// one, as the titles are; not drawn.
    open func setPreferredSymbolConfiguration(
        _ configuration: UIImage.SymbolConfiguration?, forImageIn state: UIControl.State
    ) {
        symbolConfigurations[state.rawValue] = configuration
    }
    open func preferredSymbolConfigurationForImage(in state: UIControl.State) -> UIImage.SymbolConfiguration? {
        value(symbolConfigurations, state)
    }
    /// `currentPreferredSymbolConfiguration`: the one for the current state.
    open var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        preferredSymbolConfigurationForImage(in: currentState)
    }

    /// `preferredBehavioralStyle`, `behavioralStyle` (iOS 15, UIBehavioralStyle.h): the style
    /// asked for is kept; a button behaves as on iPad and iPhone (`.pad`), there being no Mac
    /// idiom here.
    open var preferredBehavioralStyle: UIBehavioralStyle = .automatic
    open var behavioralStyle: UIBehavioralStyle { .pad }

    /// `preferredMenuElementOrder` (iOS 16): kept; the model opens no menus.
    open var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder = .automatic
    /// `init(type:primaryAction:)` (iOS 14).
    public convenience init(type buttonType: ButtonType, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }
    /// `init(configuration:primaryAction:)` (iOS 15): a system button with that configuration.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        self.configuration = configuration
        show(configuration) // an initialiser's own assignment runs no observer
    }

    /// `configuration` (iOS 15): its title and image are the button's title and image; the rest
    /// is kept, not drawn (said once).
    public var configuration: Configuration? {
        didSet { if let configuration { show(configuration) } }
    }
    private func show(_ configuration: Configuration) {
        Engine.running?.noteOnce("UIButton.Configuration: the title is shown; styles and colours are kept, not drawn")
        titleLabel?.text = configuration.title ?? configuration.attributedTitle.map { String($0.characters) }
        subtitleText = configuration.subtitle
        imageView?.image = configuration.image
    }
    private var subtitleText: String? {
        didSet { if subtitleText != nil { subtitleLabel?.text = subtitleText } }
    }
    /// `subtitleLabel` (iOS 15): the configuration's subtitle.
    open private(set) lazy var subtitleLabel: UILabel? = UILabel()
    /// `configurationUpdateHandler`, `automaticallyUpdatesConfiguration` (iOS 15).
    open var configurationUpdateHandler: ConfigurationUpdateHandler?
    open var automaticallyUpdatesConfiguration = true
    /// `setNeedsUpdateConfiguration()`: [?] UIKit updates on its next pass; the model updates at
    /// once, calling `updateConfiguration()`.
    open func setNeedsUpdateConfiguration() { updateConfiguration() }
    /// `updateConfiguration()`: runs the update handler, as UIKit's default does.
    open func updateConfiguration() { configurationUpdateHandler?(self) }

    /// `role` (iOS 14), `menu` (kept: the model opens no menus), `isPointerInteractionEnabled`,
    /// `isSpringLoaded`; `isHovered` and `isHeld` are false (no pointer, no long press).
    open var role: Role = .normal
    open var menu: UIMenu?
    open var isPointerInteractionEnabled = false
    /// `UIButton.PointerStyleProvider` (iOS 13.4, UIKit.swiftinterface): what the pointer
    /// looks like over the button, given the system's effect and shape.
    public typealias PointerStyleProvider = (UIButton, UIPointerEffect, UIPointerShape) -> UIPointerStyle?
    /// `pointerStyleProvider` (iOS 13.4): kept; the model has no pointer, so it is never asked
    /// (said once when set).
    public var pointerStyleProvider: PointerStyleProvider? {
        didSet {
            guard pointerStyleProvider != nil else { return }
            Engine.running?.noteOnce("UIButton: pointerStyleProvider is kept; the pointer is not modelled")
        }
    }
    open var isSpringLoaded = false
    open var isHovered: Bool { false }
    open var isHeld: Bool { false }
    /// `changesSelectionAsPrimaryAction` (iOS 15): a tap toggles `isSelected` before the primary
    /// action (Apple's reference: the button "toggles its selection state as its primary action").
    open var changesSelectionAsPrimaryAction = false

    /// A tap is a button's primary action, and toggles `isSelected` first when asked to.
    override package func flipForTap() -> Event {
        if changesSelectionAsPrimaryAction { isSelected.toggle() }
        return .primaryActionTriggered
    }

    /// The highlight and disabled looks: kept, not drawn.
    open var adjustsImageWhenHighlighted = true
    open var adjustsImageWhenDisabled = true
    open var showsTouchWhenHighlighted = false
    open var reversesTitleShadowWhenHighlighted = false
}

/// `UIImageView`: a view holding an image, drawn as the plain view it is (noted once).
open class UIImageView: View {
    /// The symbol effects lasting on the view (SymbolEffects.swift).
    package let symbolEffects = SymbolEffects()
    /// `preferredSymbolConfiguration`: kept (the model draws no images).
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    /// `image`.
    open var image: UIImage? {
        didSet { if image != nil { Engine.running?.noteOnce("UIImageView: images are kept, not drawn") } }
    }
    /// `highlightedImage`, `isHighlighted`.
    open var highlightedImage: UIImage?
    open var isHighlighted = false
    /// `animationImages`, `highlightedAnimationImages`, `animationRepeatCount` (0: forever):
    /// kept (the model draws no frames).
    open var animationImages: [UIImage]?
    open var highlightedAnimationImages: [UIImage]?
    open var animationRepeatCount = 0
    /// `animationDuration`: as set, else a thirtieth of a second per frame (UIImageView.h).
    open var animationDuration: TimeInterval {
        get { setAnimationDuration ?? Double(animationImages?.count ?? 0) / 30 }
        set { setAnimationDuration = newValue }
    }
    private var setAnimationDuration: TimeInterval?
    /// `isAnimating`: between `startAnimating()` with frames to show and `stopAnimating()`. [?]
    /// The model runs no frame clock, so a finite repeat count does not end it.
    open private(set) var isAnimating = false
    /// `startAnimating()`, `stopAnimating()`.
    open func startAnimating() {
        guard animationImages?.isEmpty == false else { return }
        Engine.running?.noteOnce("UIImageView: animation frames are kept, not drawn")
        isAnimating = true
    }
    open func stopAnimating() { isAnimating = false }
    /// `preferredImageDynamicRange` (iOS 17): kept; `.unspecified` until set.
    open var preferredImageDynamicRange: UIImage.DynamicRange = .unspecified
    /// `imageDynamicRange` (iOS 17): the range the image is shown in: `.standard`, as the model's
    /// images have no high-dynamic-range content (`UIImage.isHighDynamicRange`).
    open var imageDynamicRange: UIImage.DynamicRange { .standard }

    /// The initialisers turn user interaction off, as an image view's is (Apple's `UIImageView`
    /// reference: a new image view disregards user events until `isUserInteractionEnabled` is set).
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }
    /// `init(image:highlightedImage:)`: sized to the image, as `init(image:)`.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
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
