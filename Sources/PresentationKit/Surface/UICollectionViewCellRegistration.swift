extension UICollectionView {
    /// `UICollectionView.CellRegistration` (iOS 14): a cell class and the handler that fills a
    /// cell of it for an item. `dequeueConfiguredReusableCell(using:for:item:)` registers the
    /// class under an identifier of the registration's own (its cell type's name here [?]),
    /// dequeues a cell and runs the handler on it.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// `CellRegistration.Handler`.
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let handler: Handler
        let identifier: String
        /// `init(handler:)`.
        public init(handler: @escaping Handler) {
            self.handler = handler
            identifier = "CellRegistration<\(Cell.self)>"
        }
        /// `init(cellNib:handler:)`: the model has no nibs; cells are of the class [?].
        public init(cellNib: UINib, handler: @escaping Handler) {
            self.init(handler: handler)
        }
    }

    /// `UICollectionView.SupplementaryRegistration` (iOS 14): the same for a supplementary view of a kind.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// `SupplementaryRegistration.Handler`.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        let handler: Handler
        /// `elementKind`.
        public let elementKind: String
        let identifier: String
        /// `init(elementKind:handler:)`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            identifier = "SupplementaryRegistration<\(Supplementary.self)>"
        }
        /// `init(supplementaryNib:elementKind:handler:)`: no nibs; views are of the class [?].
        public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) {
            self.init(elementKind: elementKind, handler: handler)
        }
    }

    /// `dequeueConfiguredReusableCell(using:for:item:)` (iOS 14): a cell of the registration's
    /// class, filled by its handler for the item.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        register(Cell.self, forCellWithReuseIdentifier: registration.identifier)
        let made = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath)
        guard let cell = made as? Cell else {
            fatalError("UICollectionView: the registration's cell is not a \(Cell.self)")
        }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// `dequeueConfiguredReusableSupplementary(using:for:)` (iOS 14): a view of the
    /// registration's class and kind, filled by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        register(
            Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
            withReuseIdentifier: registration.identifier)
        let made = dequeueReusableSupplementaryView(
            ofKind: registration.elementKind, withReuseIdentifier: registration.identifier, for: indexPath)
        guard let view = made as? Supplementary else {
            fatalError("UICollectionView: the registration's view is not a \(Supplementary.self)")
        }
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
