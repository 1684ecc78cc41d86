// The parts of a compositional layout (iOS 13): sizes made of dimensions, items, groups of
// items and sections of groups. `UICollectionViewCompositionalLayout` places them.

/// `NSCollectionLayoutDimension`: one side of a size, a fraction of the container's (or the
/// group's) width or height, an absolute length, or an estimate (taken as its value [?]; cells
/// are not measured).
open class NSCollectionLayoutDimension: NSObject {
    enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated }
    let kind: Kind
    /// `dimension`: the fraction, length or estimate.
    public let dimension: CGFloat
    init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
        super.init()
    }
    /// `fractionalWidth(_:)`, `fractionalHeight(_:)`, `absolute(_:)`, `estimated(_:)`.
    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalWidth, fractionalWidth)
    }
    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalHeight, fractionalHeight)
    }
    open class func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.absolute, absoluteDimension)
    }
    open class func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.estimated, estimatedDimension)
    }
    /// `isFractionalWidth`, `isFractionalHeight`, `isAbsolute`, `isEstimated`.
    open var isFractionalWidth: Bool { kind == .fractionalWidth }
    open var isFractionalHeight: Bool { kind == .fractionalHeight }
    open var isAbsolute: Bool { kind == .absolute }
    open var isEstimated: Bool { kind == .estimated }

    /// The length in a container of that size.
    func resolved(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: container.width * dimension
        case .fractionalHeight: container.height * dimension
        case .absolute, .estimated: dimension
        }
    }
}

/// `NSCollectionLayoutSize`: a width and a height dimension.
open class NSCollectionLayoutSize: NSObject {
    /// `widthDimension`, `heightDimension`.
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension
    /// `init(widthDimension:heightDimension:)`.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension)
    {
        widthDimension = width
        heightDimension = height
        super.init()
    }
    /// The size in a container of that size.
    func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }
}

/// `NSCollectionLayoutSpacing`: between a group's items, fixed or at least (flexible) a length;
/// a flexible spacing is taken as its length [?].
open class NSCollectionLayoutSpacing: NSObject {
    /// `spacing`, `isFixedSpacing`, `isFlexibleSpacing`.
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool
    open var isFixedSpacing: Bool { !isFlexibleSpacing }
    init(_ spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
        super.init()
    }
    /// `fixed(_:)`, `flexible(_:)`.
    open class func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(fixedSpacing, flexible: false)
    }
    open class func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(flexibleSpacing, flexible: true)
    }
}

/// `NSCollectionLayoutItem`: one item's size, relative to its group; its content insets shrink
/// the cell inside the space the item takes (Apple's reference).
open class NSCollectionLayoutItem: NSObject {
    /// `layoutSize`.
    public let layoutSize: NSCollectionLayoutSize
    /// `contentInsets`.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// `supplementaryItems`: kept, not placed [?].
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]

    /// `init(layoutSize:)`.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }
    /// `init(layoutSize:supplementaryItems:)`.
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
        super.init()
    }
}

/// `NSCollectionLayoutSupplementaryItem`: a supplementary view attached to an item; kept.
open class NSCollectionLayoutSupplementaryItem: NSObject {
    /// `layoutSize`, `elementKind`.
    public let layoutSize: NSCollectionLayoutSize
    public let elementKind: String
    /// `init(layoutSize:elementKind:)`.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        super.init()
    }
}

/// `NSRectAlignment`: where a boundary supplementary item sits; the model places `.top` (and
/// what leans to the top) before the section and the rest after it [?].
public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// `NSCollectionLayoutBoundarySupplementaryItem`: a section's header or footer.
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// `alignment`.
    public let alignment: NSRectAlignment
    /// `pinToVisibleBounds`, `extendsBoundary`: kept.
    open var pinToVisibleBounds = false
    open var extendsBoundary = true
    /// `init(layoutSize:elementKind:alignment:)`.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.alignment = alignment
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }
    /// Whether it goes before the section's items.
    var leads: Bool { [.top, .topLeading, .topTrailing, .leading, .none].contains(alignment) }
}

/// `NSCollectionLayoutGroup`: items side by side (`horizontal`) or stacked (`vertical`) in the
/// group's size. A group of subitems repeats them in order while the next fits, as UIKit fills
/// a group; a group of a count holds that many of its item, each an equal share of the room
/// left by the spacing (Apple's reference for `horizontal(layoutSize:repeatingSubitem:count:)`).
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    let axisIsHorizontal: Bool
    /// `subitems`.
    public let subitems: [NSCollectionLayoutItem]
    let count: Int?
    /// `interItemSpacing`: between the group's items.
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(horizontal: Bool, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?) {
        axisIsHorizontal = horizontal
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// `horizontal(layoutSize:subitems:)`, `vertical(layoutSize:subitems:)`.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(horizontal: true, layoutSize: layoutSize, subitems: subitems, count: nil)
    }
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(horizontal: false, layoutSize: layoutSize, subitems: subitems, count: nil)
    }
    /// `horizontal(layoutSize:subitem:count:)`, `vertical(layoutSize:subitem:count:)` (iOS 13–16).
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(horizontal: true, layoutSize: layoutSize, subitems: [subitem], count: count)
    }
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(horizontal: false, layoutSize: layoutSize, subitems: [subitem], count: count)
    }
    /// `horizontal(layoutSize:repeatingSubitem:count:)`, `vertical(layoutSize:repeatingSubitem:count:)` (iOS 16).
    open class func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(horizontal: true, layoutSize: layoutSize, subitems: [subitem], count: count)
    }
    open class func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(horizontal: false, layoutSize: layoutSize, subitems: [subitem], count: count)
    }

    /// The cells' frames for one copy of the group at `frame`: its items in order, each less its
    /// content insets (a nested group's in turn).
    func slots(in frame: CGRect) -> [CGRect] {
        guard !subitems.isEmpty else { return [] }
        let spacing = interItemSpacing?.spacing ?? 0
        let length = axisIsHorizontal ? frame.width : frame.height
        var slots: [CGRect] = []
        var position: CGFloat = 0
        var n = 0
        while n < 1000 {
            if let count, n >= count { break }
            let item = subitems[n % subitems.count]
            var size = item.layoutSize.resolved(in: frame.size)
            if let count {
                let share = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
                if axisIsHorizontal { size.width = share } else { size.height = share }
            }
            let extent = axisIsHorizontal ? size.width : size.height
            if count == nil, n > 0, position + extent > length + 0.001 { break }
            let origin =
                axisIsHorizontal
                ? CGPoint(x: frame.minX + position, y: frame.minY)
                : CGPoint(x: frame.minX, y: frame.minY + position)
            let space = CGRect(origin: origin, size: size)
            if let group = item as? NSCollectionLayoutGroup {
                slots += group.slots(in: space)
            } else {
                slots.append(space.inset(by: item.contentInsets))
            }
            position += extent + spacing
            n += 1
            if count == nil, extent <= 0 { break }
        }
        return slots
    }
}

extension CGRect {
    /// The rectangle less directional insets (leading as left).
    func inset(by insets: NSDirectionalEdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.leading, y: minY + insets.top, width: max(0, width - insets.leading - insets.trailing),
            height: max(0, height - insets.top - insets.bottom))
    }
}
