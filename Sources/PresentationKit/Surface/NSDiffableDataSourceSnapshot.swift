/// `NSDiffableDataSourceSnapshot`: a list's sections and items by identifier, in order, as a
/// diffable data source is given them. Identifiers are unique, as UIKit requires: appending one
/// already present traps, as UIKit's assertion does ("Fatal: supplied item identifiers are not
/// unique").
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    private var sections: [(id: SectionIdentifierType, items: [ItemIdentifierType])] = []
    /// `reloadedSectionIdentifiers`, `reloadedItemIdentifiers`, `reconfiguredItemIdentifiers`.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

    public init() {}

    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
    public var numberOfSections: Int { sections.count }
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.id) }
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sections.first { $0.id == identifier }?.items ?? []
    }
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sections.first { $0.items.contains(identifier) }?.id
    }
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sections.firstIndex { $0.id == identifier }
    }

    // Where things are, as a table's and a collection view's diffable data sources answer it
    // (`itemIdentifier(for:)`, `indexPath(for:)`, `sectionIdentifier(for:)`).

    /// The section at `index`, nil past the end.
    package func section(at index: Int) -> SectionIdentifierType? {
        sectionIdentifiers.indices.contains(index) ? sectionIdentifiers[index] : nil
    }
    /// The item at `indexPath` (its `item` and `row` are one number), nil for one not here.
    package func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard let section = section(at: indexPath.section) else { return nil }
        let items = itemIdentifiers(inSection: section)
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }
    /// Where `item` is, nil for one not here.
    package func indexPath(of item: ItemIdentifierType) -> IndexPath? {
        guard let id = sectionIdentifier(containingItem: item), let s = indexOfSection(id),
            let position = itemIdentifiers(inSection: id).firstIndex(of: item)
        else { return nil }
        return IndexPath(item: position, section: s)
    }

    /// `appendSections(_:)`, `insertSections(_:beforeSection:)`, `insertSections(_:afterSection:)`.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insertSections(identifiers, at: sections.count)
    }
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) {
        insertSections(identifiers, at: section(toIdentifier))
    }
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) {
        insertSections(identifiers, at: section(toIdentifier) + 1)
    }
    /// `deleteSections(_:)`, `moveSection(_:beforeSection:)`, `moveSection(_:afterSection:)`.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        sections.removeAll { identifiers.contains($0.id) }
    }
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) {
        let moved = sections.remove(at: section(identifier))
        sections.insert(moved, at: section(toIdentifier))
    }
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) {
        let moved = sections.remove(at: section(identifier))
        sections.insert(moved, at: section(toIdentifier) + 1)
    }
    /// `reloadSections(_:)`, `reloadItems(_:)`, `reconfigureItems(_:)`: recorded; the next apply
    /// asks for those cells again (every cell is asked for again here).
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        reloadedSectionIdentifiers += identifiers
    }
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { reloadedItemIdentifiers += identifiers }
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItemIdentifiers += identifiers
    }

    /// `appendItems(_:toSection:)`: to the last section when none is named (UIKit traps when there
    /// is no section at all).
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        precondition(
            !sections.isEmpty, "There are currently no sections in the data source. Please add a section first.")
        let s = sectionIdentifier.map { section($0) } ?? sections.count - 1
        insertItems(identifiers, section: s, at: sections[s].items.count)
    }
    /// `insertItems(_:beforeItem:)`, `insertItems(_:afterItem:)`.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        let (s, i) = place(beforeIdentifier)
        insertItems(identifiers, section: s, at: i)
    }
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType)
    {
        let (s, i) = place(afterIdentifier)
        insertItems(identifiers, section: s, at: i + 1)
    }
    /// `deleteItems(_:)`, `deleteAllItems()`.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for s in sections.indices { sections[s].items.removeAll { identifiers.contains($0) } }
    }
    public mutating func deleteAllItems() { sections.removeAll() }
    /// `moveItem(_:beforeItem:)`, `moveItem(_:afterItem:)`.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        deleteItems([identifier])
        insertItems([identifier], beforeItem: toIdentifier)
    }
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        deleteItems([identifier])
        insertItems([identifier], afterItem: toIdentifier)
    }

    private func section(_ identifier: SectionIdentifierType) -> Int {
        guard let s = indexOfSection(identifier) else { fatalError("Invalid section identifier: \(identifier)") }
        return s
    }
    private func place(_ item: ItemIdentifierType) -> (Int, Int) {
        for (s, section) in sections.enumerated() {
            if let i = section.items.firstIndex(of: item) { return (s, i) }
        }
        fatalError("Invalid item identifier: \(item)")
    }
    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        for id in identifiers { precondition(indexOfSection(id) == nil, "Section identifier \(id) is not unique") }
        sections.insert(contentsOf: identifiers.map { (id: $0, items: []) }, at: index)
    }
    private mutating func insertItems(_ identifiers: [ItemIdentifierType], section s: Int, at index: Int) {
        for id in identifiers { precondition(indexOfItem(id) == nil, "Item identifier \(id) is not unique") }
        sections[s].items.insert(contentsOf: identifiers, at: index)
    }
}

extension NSDiffableDataSourceSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
