/// `IndexPath` (Foundation's, as table and collection views take it): a section and a row (or
/// item) in it.
public struct IndexPath: Hashable, Comparable, Sendable {
    public var section: Int
    public var row: Int
    /// `item`: the row, as collection views call it.
    public var item: Int {
        get { row }
        set { row = newValue }
    }
    public init(row: Int, section: Int) {
        self.row = row
        self.section = section
    }
    public init(item: Int, section: Int) {
        self.init(row: item, section: section)
    }
    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }
}
