/// `UICollectionViewFlowLayout`: items in lines. Scrolling vertically, each section is its
/// header (as tall as its reference size, as wide as the view), its inset, its items in rows
/// left to right that wrap when the next item would pass the width less the insets, a line
/// spacing between rows, then its footer; scrolling horizontally, the same turned: headers at
/// the left, items in columns top to bottom. The delegate's flow-layout methods answer per
/// item and section, the layout's properties otherwise ("If the delegate does not implement
/// this method, the flow layout uses the value in the itemSize property", and likewise for each
/// property, Apple's reference). The items of a line with room left over are spread so the line
/// fills the width, the minimum spacing being only a minimum (Apple's reference for
/// `minimumInteritemSpacing`: the actual spacing may be larger); a line of one item is centred
/// [?]; items are centred across their line [?]. A self-sizing item (`estimatedItemSize` not
/// zero) takes its estimate; cells are not measured [?].
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// `UICollectionViewFlowLayout.automaticSize`: an estimated size that asks the cells; the
    /// model takes `itemSize` for it, and its value here is the largest finite size [?] (UIKit
    /// documents it only as a constant).
    public static let automaticSize = CGSize(
        width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

    /// `UICollectionViewFlowLayout.SectionInsetReference` (iOS 11): kept; insets count from the content's edges.
    public enum SectionInsetReference: Int, Sendable {
        case fromContentInset, fromSafeArea, fromLayoutMargins
    }

    /// `itemSize`: 50 × 50 by default (Apple's reference).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// `estimatedItemSize`: zero by default, which means items are not self-sizing.
    open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// `minimumLineSpacing`: 10 by default, between rows (columns when scrolling horizontally).
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// `minimumInteritemSpacing`: 10 by default, between items of a row.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// `sectionInset`: zero by default.
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// `headerReferenceSize`: zero by default, which shows no header; its height counts when
    /// scrolling vertically, its width when horizontally.
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// `footerReferenceSize`: the same for footers.
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// `scrollDirection`: vertical by default.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// `sectionInsetReference`: kept.
    open var sectionInsetReference: SectionInsetReference = .fromContentInset
    /// `sectionHeadersPinToVisibleBounds`, `sectionFootersPinToVisibleBounds`: kept (nothing scrolls).
    open var sectionHeadersPinToVisibleBounds = false
    open var sectionFootersPinToVisibleBounds = false

    public override init() { super.init() }
    public required init?(coder: NSCoder) { return nil }

    override func place(in collectionView: UICollectionView) -> CollectionPlacement? {
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        let vertical = scrollDirection == .vertical
        // Work in "along" (the scrolling axis) and "across"; turn the frames back at the end.
        let across = vertical ? collectionView.bounds.width : collectionView.bounds.height
        var placement = CollectionPlacement()
        var along: CGFloat = 0
        func frame(_ acrossStart: CGFloat, _ alongStart: CGFloat, _ size: CGSize) -> CGRect {
            vertical
                ? CGRect(x: acrossStart, y: alongStart, width: size.width, height: size.height)
                : CGRect(x: alongStart, y: acrossStart, width: size.width, height: size.height)
        }
        func alongExtent(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }
        func acrossExtent(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }
        for (s, count) in collectionView.itemCounts.enumerated() {
            let inset = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: s) ?? sectionInset
            let lineSpacing =
                delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: s)
                ?? minimumLineSpacing
            let itemSpacing =
                delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: s)
                ?? minimumInteritemSpacing
            let header =
                delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: s)
                ?? headerReferenceSize
            let footer =
                delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: s)
                ?? footerReferenceSize
            let indexOfSection = IndexPath(item: 0, section: s)
            if alongExtent(header) > 0 {
                let size =
                    vertical
                    ? CGSize(width: across, height: header.height) : CGSize(width: header.width, height: across)
                placement.supplementary[
                    SupplementaryKey(kind: UICollectionView.elementKindSectionHeader, indexPath: indexOfSection)] =
                    frame(0, along, size)
                along += alongExtent(header)
            }
            let before = vertical ? inset.left : inset.top
            let after = vertical ? inset.right : inset.bottom
            along += vertical ? inset.top : inset.left
            let room = max(0, across - before - after)
            // Gather the lines, then place each.
            let sizes = (0..<count).map { i -> CGSize in
                if let asked = delegate?.collectionView(
                    collectionView, layout: self, sizeForItemAt: IndexPath(item: i, section: s))
                {
                    return asked
                }
                if estimatedItemSize != .zero, estimatedItemSize != Self.automaticSize { return estimatedItemSize }
                return itemSize
            }
            var lines: [[Int]] = []
            var used: CGFloat = 0
            for i in 0..<count {
                let extent = acrossExtent(sizes[i])
                if let last = lines.last, !last.isEmpty, used + itemSpacing + extent <= room + 0.001 {
                    lines[lines.count - 1].append(i)
                    used += itemSpacing + extent
                } else {
                    lines.append([i])
                    used = extent
                }
            }
            var frames = [CGRect](repeating: .zero, count: count)
            for (n, line) in lines.enumerated() {
                if n > 0 { along += lineSpacing }
                let thickness = line.map { alongExtent(sizes[$0]) }.max() ?? 0
                let total = line.map { acrossExtent(sizes[$0]) }.reduce(0, +)
                var spacing = itemSpacing
                var start = before
                if line.count > 1 {
                    spacing = max(itemSpacing, (room - total) / CGFloat(line.count - 1))
                } else {
                    start = before + max(0, (room - total) / 2)
                }
                var position = start
                for i in line {
                    let size = sizes[i]
                    let offset = ((thickness - alongExtent(size)) / 2).rounded(.down)
                    frames[i] = frame(position, along + offset, size)
                    position += acrossExtent(size) + spacing
                }
                along += thickness
            }
            placement.items.append(frames)
            along += vertical ? inset.bottom : inset.right
            if alongExtent(footer) > 0 {
                let size =
                    vertical
                    ? CGSize(width: across, height: footer.height) : CGSize(width: footer.width, height: across)
                placement.supplementary[
                    SupplementaryKey(kind: UICollectionView.elementKindSectionFooter, indexPath: indexOfSection)] =
                    frame(0, along, size)
                along += alongExtent(footer)
            }
        }
        placement.contentSize = vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
        return placement
    }
}
