/// `UIKeyCommand`: a command a hardware keyboard's key performs (UIKit's `UICommand` subclass).
/// The model's devices have no hardware keyboard: a key command is kept, with its input and
/// modifiers, and never performed [?].
open class UIKeyCommand: UICommand {
    /// `input`, `modifierFlags`: the key and the modifiers held with it.
    public let input: String?
    public let modifierFlags: UIKeyModifierFlags
    /// `wantsPriorityOverSystemBehavior` (iOS 15), `allowsAutomaticLocalization` (iOS 15),
    /// `allowsAutomaticMirroring` (iOS 15): kept.
    open var wantsPriorityOverSystemBehavior = false
    open var allowsAutomaticLocalization = true
    open var allowsAutomaticMirroring = true

    /// `init()`: a key command with no input, no modifiers and no title, designated as
    /// UIKeyCommand.h declares it (`- (instancetype)init NS_DESIGNATED_INITIALIZER`, where
    /// UICommand's is unavailable). UIKit's has no action (nil); `action` is not optional in this
    /// module, so it is a selector no object answers and whose sending does nothing.
    public init() {
        input = nil
        modifierFlags = []
        super.init(title: "", action: Selector(""))
    }

    /// `init(input:modifierFlags:action:)` (iOS 7).
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(title: "", action: action, input: input, modifierFlags: modifierFlags)
    }

    /// `init(input:modifierFlags:action:discoverabilityTitle:)` (iOS 9, deprecated in iOS 13).
    public convenience init(
        input: String, modifierFlags: UIKeyModifierFlags, action: Selector, discoverabilityTitle: String
    ) {
        self.init(
            title: "", action: action, input: input, modifierFlags: modifierFlags,
            discoverabilityTitle: discoverabilityTitle)
    }

    /// `init(title:image:action:input:modifierFlags:propertyList:alternates:discoverabilityTitle:attributes:state:)` (iOS 13).
    public init(
        title: String = "", image: UIImage? = nil, action: Selector, input: String,
        modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil, alternates: [UICommandAlternate] = [],
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off
    ) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(
            title: title, image: image, action: action, propertyList: propertyList, alternates: alternates,
            discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    /// `init?(coder:)`: nothing is decoded, so it fails.
    public required init?(coder: NSCoder) { return nil }

    /// The special keys' inputs (UICommand.h's `UIKeyInputUpArrow` and the rest).
    public static let inputUpArrow = "UIKeyInputUpArrow"
    public static let inputDownArrow = "UIKeyInputDownArrow"
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    public static let inputRightArrow = "UIKeyInputRightArrow"
    public static let inputEscape = "UIKeyInputEscape"
    public static let inputPageUp = "UIKeyInputPageUp"
    public static let inputPageDown = "UIKeyInputPageDown"
    public static let inputHome = "UIKeyInputHome"
    public static let inputEnd = "UIKeyInputEnd"
    public static let inputDelete = "UIKeyInputDelete"
}
