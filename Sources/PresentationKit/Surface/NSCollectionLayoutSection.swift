/// `UICollectionLayoutSectionOrthogonalScrollingBehavior` (iOS 13): kept; a section that
/// scrolls across puts its groups side by side in one line [?] (it does not scroll).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// `NSCollectionLayoutEnvironment`: what a section provider is told about the collection view.
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    var container: NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

/// `NSCollectionLayoutContainer`: the size sections lay out in.
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// The environment the compositional layout gives its section provider: the collection view's size.
final class CollectionLayoutEnvironment: NSObject, NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let traitCollection: UITraitCollection
    init(size: CGSize, traitCollection: UITraitCollection) {
        contentSize = size
        self.traitCollection = traitCollection
        super.init()
    }
    var container: NSCollectionLayoutContainer { self }
    var effectiveContentSize: CGSize { contentSize }
    var contentInsets: NSDirectionalEdgeInsets { .zero }
    var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }
}

/// `NSCollectionLayoutSection`: a section's group, repeated down the section (across it when it
/// scrolls orthogonally) until the section's items are placed, `interGroupSpacing` between the
/// copies, the section inside its `contentInsets`, its boundary items (header, footer) before
/// and after it, as wide as the section.
open class NSCollectionLayoutSection: NSObject {
    /// `group`.
    let group: NSCollectionLayoutGroup
    /// `contentInsets`.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// `interGroupSpacing`.
    open var interGroupSpacing: CGFloat = 0
    /// `orthogonalScrollingBehavior`.
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// `boundarySupplementaryItems`: the section's headers and footers.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// `decorationItems`, `supplementariesFollowContentInsets`: kept.
    open var supplementariesFollowContentInsets = true

    /// `init(group:)`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }

    /// `list(using:layoutEnvironment:)` (iOS 14): a list section, full-width rows of 44 points [?]
    /// (UIKit sizes them to their content), a header or footer of 28 points [?] when the
    /// configuration's mode asks for a supplementary one.
    public static func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let item = NSCollectionLayoutItem(layoutSize: rowSize)
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: rowSize, subitems: [item]))
        let titleSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(28))
        if configuration.headerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                .init(layoutSize: titleSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                .init(layoutSize: titleSize, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
            )
        }
        return section
    }

    /// Places `count` items of section `s` from `top` in a collection view of size `size`; returns
    /// where the section ends.
    func place(
        _ count: Int, section s: Int, from top: CGFloat, in size: CGSize, into placement: inout CollectionPlacement
    ) -> CGFloat {
        var y = top
        let width = size.width
        for boundary in boundarySupplementaryItems where boundary.leads {
            let height = boundary.layoutSize.heightDimension.resolved(in: size)
            let key = SupplementaryKey(kind: boundary.elementKind, indexPath: IndexPath(item: 0, section: s))
            placement.supplementary[key] = CGRect(x: 0, y: y, width: width, height: height)
            y += height
        }
        y += contentInsets.top
        let container = CGSize(
            width: max(0, width - contentInsets.leading - contentInsets.trailing), height: size.height)
        let groupSize = group.layoutSize.resolved(in: container)
        var frames: [CGRect] = []
        var x = contentInsets.leading
        var copies = 0
        var lineHeight: CGFloat = 0
        while frames.count < count, copies < 10_000 {
            let origin =
                orthogonalScrollingBehavior == .none
                ? CGPoint(x: contentInsets.leading, y: y) : CGPoint(x: x, y: y)
            let slots = group.slots(in: CGRect(origin: origin, size: groupSize))
            if slots.isEmpty { break }
            frames += slots.prefix(count - frames.count)
            copies += 1
            if orthogonalScrollingBehavior == .none {
                y += groupSize.height + (frames.count < count ? interGroupSpacing : 0)
            } else {
                x += groupSize.width + interGroupSpacing
                lineHeight = groupSize.height
            }
        }
        while frames.count < count { frames.append(.zero) }
        placement.items.append(frames)
        y += lineHeight + contentInsets.bottom
        for boundary in boundarySupplementaryItems where !boundary.leads {
            let height = boundary.layoutSize.heightDimension.resolved(in: size)
            let key = SupplementaryKey(kind: boundary.elementKind, indexPath: IndexPath(item: 0, section: s))
            placement.supplementary[key] = CGRect(x: 0, y: y, width: width, height: height)
            y += height
        }
        return y
    }
}
