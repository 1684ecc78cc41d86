/// `UICellAccessory` (iOS 14): a view at an edge of a list cell. The kinds are kept with their
/// options; the drawing writes a mark for each after the cell's text (`✓`, `›`, `⊖`, `≡`, `⌄`,
/// a label's text), as a table cell's accessory type is drawn; a custom view's is not written
/// [?]. Options the model does not draw (tint colours, visibility while editing, reserved
/// widths) are accepted and kept out of the way.
public struct UICellAccessory {
    /// `UICellAccessory.DisplayedState`: when the accessory shows.
    public enum DisplayedState: Sendable {
        case always, whenEditing, whenNotEditing
    }
    /// `UICellAccessory.Placement`: where a custom view goes.
    public enum Placement {
        case leading(displayed: DisplayedState = .always, at: PlacementPosition? = nil)
        case trailing(displayed: DisplayedState = .always, at: PlacementPosition? = nil)
    }
    /// `UICellAccessory.PlacementPosition`.
    public typealias PlacementPosition = ([UICellAccessory]) -> Int
    /// `UICellAccessory.OutlineDisclosureOptions.Style`.
    public enum OutlineDisclosureStyle: Sendable {
        case automatic, header, cell
    }
    /// `UICellAccessory.CustomViewConfiguration`: a view the cell shows as an accessory.
    public struct CustomViewConfiguration {
        public var customView: UIView
        public var placement: Placement
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        public var maintainsFixedSize: Bool
        public init(
            customView: UIView, placement: Placement, isHidden: Bool? = nil,
            reservedLayoutWidth: LayoutDimension = .standard, tintColor: UIColor? = nil,
            maintainsFixedSize: Bool = false
        ) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }
    }
    /// `UICellAccessory.LayoutDimension`.
    public enum LayoutDimension {
        case actual, standard
        case custom(CGFloat)
    }

    /// Which accessory this is.
    enum Kind {
        case checkmark, disclosureIndicator, delete, reorder, outlineDisclosure, insert, multiselect
        case label(String)
        case customView(UIView)
    }
    let kind: Kind
    /// `displayed`: when it shows.
    let displayed: DisplayedState

    /// `checkmark(displayed:options:)`.
    public static func checkmark(displayed: DisplayedState = .always) -> Self {
        Self(kind: .checkmark, displayed: displayed)
    }
    /// `disclosureIndicator(displayed:options:)`.
    public static func disclosureIndicator(displayed: DisplayedState = .always) -> Self {
        Self(kind: .disclosureIndicator, displayed: displayed)
    }
    /// `delete(displayed:options:actionHandler:)`: shown while editing by default (Apple's reference).
    public static func delete(displayed: DisplayedState = .whenEditing, actionHandler: (() -> Void)? = nil) -> Self {
        Self(kind: .delete, displayed: displayed)
    }
    /// `insert(displayed:options:actionHandler:)`: shown while editing by default.
    public static func insert(displayed: DisplayedState = .whenEditing, actionHandler: (() -> Void)? = nil) -> Self {
        Self(kind: .insert, displayed: displayed)
    }
    /// `reorder(displayed:options:)`: shown while editing by default.
    public static func reorder(displayed: DisplayedState = .whenEditing) -> Self {
        Self(kind: .reorder, displayed: displayed)
    }
    /// `multiselect(displayed:options:)`: shown while editing by default.
    public static func multiselect(displayed: DisplayedState = .whenEditing) -> Self {
        Self(kind: .multiselect, displayed: displayed)
    }
    /// `outlineDisclosure(displayed:options:actionHandler:)`.
    public static func outlineDisclosure(
        displayed: DisplayedState = .always, actionHandler: (() -> Void)? = nil
    ) -> Self {
        Self(kind: .outlineDisclosure, displayed: displayed)
    }
    /// `label(text:displayed:options:)`.
    public static func label(text: String, displayed: DisplayedState = .always) -> Self {
        Self(kind: .label(text), displayed: displayed)
    }
    /// `customView(configuration:)`.
    public static func customView(configuration: CustomViewConfiguration) -> Self {
        Self(kind: .customView(configuration.customView), displayed: .always)
    }

    /// Whether it shows in a cell that is or is not editing.
    func shows(editing: Bool) -> Bool {
        switch displayed {
        case .always: true
        case .whenEditing: editing
        case .whenNotEditing: !editing
        }
    }

    /// The mark the drawing writes for it, nil for a custom view.
    var mark: String? {
        switch kind {
        case .checkmark: "✓"
        case .disclosureIndicator: "›"
        case .delete: "⊖"
        case .insert: "⊕"
        case .reorder: "≡"
        case .multiselect: "○"
        case .outlineDisclosure: "⌄"
        case .label(let text): text
        case .customView: nil
        }
    }
}
