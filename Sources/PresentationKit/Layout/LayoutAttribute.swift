/// What a constraint relates, as `NSLayoutConstraint.Attribute`: an edge, a centre or a size of a
/// view or layout guide. Leading and trailing are left and right: the model lays out
/// left-to-right only (Apple's `NSLayoutConstraint.Attribute` docs: leading is left and trailing
/// is right "in locales with left-to-right text").
public enum LayoutAttribute: Int, Sendable, Hashable {
    case notAnAttribute = 0
    case left = 1
    case right = 2
    case top = 3
    case bottom = 4
    case leading = 5
    case trailing = 6
    case width = 7
    case height = 8
    case centerX = 9
    case centerY = 10
    // The baselines and the margin attributes, with the SDK's raw values (`NSLayoutAttribute`).
    case lastBaseline = 11
    case firstBaseline = 12
    case leftMargin = 13
    case rightMargin = 14
    case topMargin = 15
    case bottomMargin = 16
    case leadingMargin = 17
    case trailingMargin = 18
    case centerXWithinMargins = 19
    case centerYWithinMargins = 20

    /// The axis the attribute lies on; nil for `.notAnAttribute`.
    public var axis: LayoutAxis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX: return .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline: return .vertical
        case .notAnAttribute: return nil
        default: return withoutMargin?.axis
        }
    }

    /// A margin attribute's edge or centre (`leftMargin` → `left`): the same place moved in by
    /// the item's `layoutMargins` (Apple's `NSLayoutConstraint.Attribute` reference); nil for the rest.
    var withoutMargin: LayoutAttribute? {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }

    /// Which part of the axis it names: where an item starts, ends, its middle, or its length.
    /// A baseline has none the model can place: it depends on the font's metrics [?].
    var part: Part? {
        switch self {
        case .left, .leading, .top: return .start
        case .right, .trailing, .bottom: return .end
        case .centerX, .centerY: return .center
        case .width, .height: return .size
        case .notAnAttribute, .lastBaseline, .firstBaseline: return nil
        default: return withoutMargin?.part
        }
    }

    enum Part { case start, end, center, size }

    /// As UIKit's debugging descriptions spell it (`leading`, `centerX`).
    public var name: String {
        switch self {
        case .notAnAttribute: return "notAnAttribute"
        case .left: return "left"
        case .right: return "right"
        case .top: return "top"
        case .bottom: return "bottom"
        case .leading: return "leading"
        case .trailing: return "trailing"
        case .width: return "width"
        case .height: return "height"
        case .centerX: return "centerX"
        case .centerY: return "centerY"
        case .lastBaseline: return "lastBaseline"
        case .firstBaseline: return "firstBaseline"
        case .leftMargin: return "leftMargin"
        case .rightMargin: return "rightMargin"
        case .topMargin: return "topMargin"
        case .bottomMargin: return "bottomMargin"
        case .leadingMargin: return "leadingMargin"
        case .trailingMargin: return "trailingMargin"
        case .centerXWithinMargins: return "centerXWithinMargins"
        case .centerYWithinMargins: return "centerYWithinMargins"
        }
    }
}

/// `NSLayoutConstraint.Axis`.
public enum LayoutAxis: Int, Sendable, Hashable {
    case horizontal = 0
    case vertical = 1
}

/// `NSLayoutConstraint.Relation`. Only `.equal` is solved; the other two are accepted, kept and
/// reported once as not solved (issue 12: "anything else is accepted, ignored, and reported").
public enum LayoutRelation: Int, Sendable, Hashable {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1
}

/// `UILayoutPriority`: 1 to 1000, `required` by default. The named levels are UIKit's
/// (`UILayoutPriority` in the SDK: required 1000, defaultHigh 750, dragThatCanResizeScene 510,
/// sceneSizeStayPut 500, dragThatCannotResizeScene 490, defaultLow 250, fittingSizeLevel 50).
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    public static let required = LayoutPriority(1000)
    public static let defaultHigh = LayoutPriority(750)
    public static let dragThatCanResizeScene = LayoutPriority(510)
    public static let sceneSizeStayPut = LayoutPriority(500)
    public static let dragThatCannotResizeScene = LayoutPriority(490)
    public static let defaultLow = LayoutPriority(250)
    public static let fittingSizeLevel = LayoutPriority(50)

    public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.rawValue < b.rawValue }
}
