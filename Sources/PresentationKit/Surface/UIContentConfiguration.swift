// iOS 14's content configurations, as a sheet's list fills its cells (`defaultContentConfiguration()`,
// `contentConfiguration = …`) and iOS 17's empty states fill a controller
// (`contentUnavailableConfiguration`). A configuration is a value; setting it on a cell makes its
// content view (`makeContentView()`) and puts it in the cell's content view, filling it, so the
// text it carries is in the drawing as a label's is. Colours, fonts and images are kept.

/// `UIConfigurationState`: what a configuration is updated for.
public protocol UIConfigurationState {
    var traitCollection: UITraitCollection { get set }
}

/// `UICellConfigurationState`: a cell's state (selected, highlighted, editing…).
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    public var isSelected = false
    public var isHighlighted = false
    public var isDisabled = false
    public var isFocused = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
    public static func == (a: Self, b: Self) -> Bool {
        a.isSelected == b.isSelected && a.isHighlighted == b.isHighlighted && a.isDisabled == b.isDisabled
            && a.isEditing == b.isEditing && a.isExpanded == b.isExpanded
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(isSelected)
        hasher.combine(isHighlighted)
        hasher.combine(isEditing)
    }
}

/// `UIContentConfiguration`: what a content view shows.
public protocol UIContentConfiguration {
    func makeContentView() -> UIView & UIContentView
    func updated(for state: UIConfigurationState) -> Self
}

/// `UIContentView`: a view that shows a configuration.
public protocol UIContentView: AnyObject {
    var configuration: UIContentConfiguration { get set }
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: UIContentConfiguration) -> Bool { true }
}

/// `UIListContentConfiguration`: a list row's image, text and secondary text.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// `UIListContentConfiguration.TextProperties`.
    public struct TextProperties: Hashable {
        public var font = UIFont.preferredFont(forTextStyle: .body)
        public var color = UIColor.label
        public var alignment: NSTextAlignment = .natural
        public var numberOfLines = 0
        public var adjustsFontForContentSizeCategory = true
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = true
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        public init() {}
        public static func == (a: Self, b: Self) -> Bool {
            a.font == b.font && a.color == b.color && a.numberOfLines == b.numberOfLines
        }
        public func hash(into hasher: inout Hasher) { hasher.combine(numberOfLines) }
    }
    /// `UIListContentConfiguration.ImageProperties`.
    public struct ImageProperties: Hashable {
        public var tintColor: UIColor?
        public var cornerRadius: CGFloat = 0
        public var maximumSize = CGSize.zero
        public var reservedLayoutSize = CGSize.zero
        public var accessibilityIgnoresInvertColors = false
        public init() {}
    }

    public var image: UIImage?
    public var text: String?
    public var secondaryText: String?
    public var attributedText: NSAttributedString?
    public var secondaryAttributedText: NSAttributedString?
    public var imageProperties = ImageProperties()
    public var textProperties = TextProperties()
    public var secondaryTextProperties: TextProperties = {
        var made = TextProperties()
        made.font = .preferredFont(forTextStyle: .subheadline)
        made.color = .secondaryLabel
        return made
    }()
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .both
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    public var prefersSideBySideTextAndSecondaryText = false
    public var imageToTextPadding: CGFloat = 16
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    public var textToSecondaryTextVerticalPadding: CGFloat = 3

    public init() {}

    /// `cell()`, `subtitleCell()`, `valueCell()`, `plainHeader()`, `groupedHeader()`…: the
    /// system's styles, told apart by their secondary text's place (kept, not drawn apart).
    public static func cell() -> Self { Self() }
    public static func subtitleCell() -> Self { Self() }
    public static func valueCell() -> Self {
        var made = Self()
        made.prefersSideBySideTextAndSecondaryText = true
        return made
    }
    public static func sidebarCell() -> Self { Self() }
    public static func sidebarSubtitleCell() -> Self { Self() }
    public static func accompaniedSidebarCell() -> Self { Self() }
    public static func plainHeader() -> Self { Self() }
    public static func plainFooter() -> Self { Self() }
    public static func groupedHeader() -> Self { Self() }
    public static func groupedFooter() -> Self { Self() }
    public static func prominentInsetGroupedHeader() -> Self { Self() }
    public static func extraProminentInsetGroupedHeader() -> Self { Self() }
    public static func sidebarHeader() -> Self { Self() }

    public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }
    public func updated(for state: UIConfigurationState) -> Self { self }

    public static func == (a: Self, b: Self) -> Bool {
        a.text == b.text && a.secondaryText == b.secondaryText && a.image == b.image
            && a.textProperties == b.textProperties && a.secondaryTextProperties == b.secondaryTextProperties
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(secondaryText)
    }
}

/// `UIListContentView`: shows a list configuration: the text over the secondary text (beside it
/// for a value cell), after the image, inside the configuration's margins.
open class UIListContentView: UIView, UIContentView {
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()
    private let imageView = UIImageView()

    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        for v in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(v) }
        apply()
    }
    public required init?(coder: NSCoder) { return nil }
    /// A proxy for `appearance()` (UIView.swift's `init(appearanceProxy:)`): a cell's configuration.
    public required convenience init(appearanceProxy: Void) {
        self.init(configuration: .cell())
    }

    /// The configuration as its own type.
    private var listConfiguration: UIListContentConfiguration { didSet { apply() } }

    public var configuration: UIContentConfiguration {
        get { listConfiguration }
        set { if let list = newValue as? UIListContentConfiguration { listConfiguration = list } }
    }
    public func supports(_ configuration: UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    private func apply() {
        let c = listConfiguration
        textLabel.text = c.attributedText?.string ?? c.text
        textLabel.font = c.textProperties.font
        textLabel.textColor = c.textProperties.color
        textLabel.numberOfLines = c.textProperties.numberOfLines
        secondaryTextLabel.text = c.secondaryAttributedText?.string ?? c.secondaryText
        secondaryTextLabel.font = c.secondaryTextProperties.font
        secondaryTextLabel.textColor = c.secondaryTextProperties.color
        imageView.image = c.image
        imageView.isHidden = c.image == nil
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let c = listConfiguration
        let m = c.directionalLayoutMargins
        var x = m.leading
        let inner = bounds.height - m.top - m.bottom
        if c.image != nil {
            let side = max(0, min(inner, 24))
            imageView.frame = CGRect(x: x, y: ((bounds.height - side) / 2).rounded(), width: side, height: side)
            x += side + c.imageToTextPadding
        }
        let width = max(0, bounds.width - x - m.trailing)
        let first = textLabel.sizeThatFits(CGSize(width: width, height: inner))
        let second =
            secondaryTextLabel.text == nil
            ? .zero : secondaryTextLabel.sizeThatFits(CGSize(width: width, height: inner))
        if c.prefersSideBySideTextAndSecondaryText {
            textLabel.frame = CGRect(
                x: x, y: ((bounds.height - first.height) / 2).rounded(), width: first.width, height: first.height)
            secondaryTextLabel.frame = CGRect(
                x: bounds.width - m.trailing - second.width, y: ((bounds.height - second.height) / 2).rounded(),
                width: second.width, height: second.height)
        } else {
            let gap = second.height > 0 ? c.textToSecondaryTextVerticalPadding : 0
            let top = ((bounds.height - first.height - gap - second.height) / 2).rounded()
            textLabel.frame = CGRect(x: x, y: top, width: width, height: first.height)
            secondaryTextLabel.frame = CGRect(x: x, y: top + first.height + gap, width: width, height: second.height)
        }
    }
}

/// `UIContentUnavailableConfiguration` (iOS 17): what a controller shows when it has nothing to
/// show: an image, a text, a secondary text and buttons, centred.
public struct UIContentUnavailableConfiguration: UIContentConfiguration {
    public var image: UIImage?
    public var text: String?
    public var attributedText: NSAttributedString?
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var button = UIButton.Configuration.plain()
    public var secondaryButton = UIButton.Configuration.plain()
    /// `UIContentUnavailableConfiguration.ButtonProperties`: what a button does (its action or
    /// menu), whether it is enabled and its role; a button shows when it has an action or a menu.
    public struct ButtonProperties {
        public var primaryAction: UIAction?
        public var menu: UIMenu?
        public var isEnabled = true
        public var role: UIButton.Role = .normal
        public init() {}
    }
    public var buttonProperties = ButtonProperties()
    public var secondaryButtonProperties = ButtonProperties()
    public var imageToTextPadding: CGFloat = 10
    public var textToSecondaryTextPadding: CGFloat = 5
    public var textToButtonPadding: CGFloat = 12
    public var buttonToSecondaryButtonPadding: CGFloat = 8
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    public var background = UIBackgroundConfiguration.clear()
    /// `Alignment`.
    public enum Alignment: Int, Sendable { case center, natural }
    public var alignment: Alignment = .center

    /// `empty()`, `loading()`, `search()`: the system's three starting points.
    public static func empty() -> Self { Self() }
    public static func loading() -> Self {
        var made = Self()
        made.text = "Loading…"
        return made
    }
    public static func search() -> Self {
        var made = Self()
        made.image = UIImage(systemName: "magnifyingglass")
        made.text = "No Results"
        return made
    }

    public func makeContentView() -> UIView & UIContentView { UIContentUnavailableView(configuration: self) }
    public func updated(for state: UIConfigurationState) -> Self { self }
}

/// `UIContentUnavailableView` (iOS 17): shows its configuration's texts centred, one under the
/// other.
open class UIContentUnavailableView: UIView, UIContentView {
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()
    /// The configuration's buttons, made when it gives them an action or a menu.
    private var buttons: [UIButton] = []

    public init(configuration: UIContentUnavailableConfiguration) {
        unavailable = configuration
        super.init(frame: .zero)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        apply()
    }
    public required init?(coder: NSCoder) { return nil }
    /// A proxy for `appearance()` (UIView.swift's `init(appearanceProxy:)`): the empty configuration.
    public required convenience init(appearanceProxy: Void) {
        self.init(configuration: .empty())
    }

    private var unavailable: UIContentUnavailableConfiguration { didSet { apply() } }
    public var configuration: UIContentConfiguration {
        get { unavailable }
        set { if let made = newValue as? UIContentUnavailableConfiguration { unavailable = made } }
    }

    private func apply() {
        textLabel.text = unavailable.attributedText?.string ?? unavailable.text
        textLabel.textAlignment = .center
        secondaryTextLabel.text = unavailable.secondaryAttributedText?.string ?? unavailable.secondaryText
        secondaryTextLabel.textAlignment = .center
        secondaryTextLabel.textColor = .secondaryLabel
        for button in buttons { button.removeFromSuperview() }
        buttons = []
        let pairs = [
            (unavailable.button, unavailable.buttonProperties),
            (unavailable.secondaryButton, unavailable.secondaryButtonProperties),
        ]
        for (look, properties) in pairs where properties.primaryAction != nil || properties.menu != nil {
            let button = UIButton(configuration: look, primaryAction: properties.primaryAction)
            button.menu = properties.menu
            button.showsMenuAsPrimaryAction = properties.primaryAction == nil
            button.isEnabled = properties.isEnabled
            addSubview(button)
            buttons.append(button)
        }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let width = max(0, bounds.width - 32)
        let first = textLabel.sizeThatFits(CGSize(width: width, height: bounds.height))
        let second = secondaryTextLabel.sizeThatFits(CGSize(width: width, height: bounds.height))
        // The buttons under the texts, 44 points tall each [?], the configuration's paddings apart.
        let buttonsHeight = buttons.isEmpty ? 0 : CGFloat(buttons.count) * 44 + unavailable.textToButtonPadding
        let top = ((bounds.height - first.height - second.height - buttonsHeight) / 2).rounded()
        textLabel.frame = CGRect(x: 16, y: top, width: width, height: first.height)
        secondaryTextLabel.frame = CGRect(x: 16, y: top + first.height, width: width, height: second.height)
        var y = top + first.height + second.height + unavailable.textToButtonPadding
        for button in buttons {
            button.frame = CGRect(x: 16, y: y, width: width, height: 44)
            y += 44 + unavailable.buttonToSecondaryButtonPadding
        }
    }
}

extension UITableViewCell {
    /// `defaultContentConfiguration()`: a list cell configuration for this cell's style.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        cellStyle == .value1 || cellStyle == .value2 ? .valueCell() : .cell()
    }

    /// `contentConfiguration`: setting one puts its content view in the cell's content view,
    /// filling it (a later one of the same kind updates that view), as UIKit does.
    public var contentConfiguration: UIContentConfiguration? {
        get { (uikitContentView as? UIContentView)?.configuration }
        set { uikitContentView = installed(newValue, in: contentView, replacing: uikitContentView) }
    }
}

extension ViewController {
    /// `contentUnavailableConfiguration` (iOS 17): shown over the controller's view, filling it,
    /// until set to nil.
    public var contentUnavailableConfiguration: UIContentConfiguration? {
        get { (uikitExtras["contentUnavailableView"] as? UIContentView)?.configuration }
        set {
            let current = uikitExtras["contentUnavailableView"] as? UIView
            uikitExtras["contentUnavailableView"] = installed(newValue, in: view, replacing: current)
        }
    }
}

/// `UIContentUnavailableConfigurationState` (iOS 17).
public typealias UIContentUnavailableConfigurationState = ContentUnavailableConfigurationState

extension ContentUnavailableConfigurationState: UIConfigurationState {}

/// Puts a configuration's content view into `host`, filling it, in place of `current`; a
/// configuration the current view supports updates it instead. Nil removes it.
func installed(_ configuration: UIContentConfiguration?, in host: UIView, replacing current: UIView?)
    -> UIView?
{
    guard let configuration else {
        current?.removeFromSuperview()
        return nil
    }
    if let current, let shown = current as? UIContentView, shown.supports(configuration) {
        shown.configuration = configuration
        return current
    }
    current?.removeFromSuperview()
    let made = configuration.makeContentView()
    made.frame = host.bounds
    made.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    host.addSubview(made)
    return made
}
