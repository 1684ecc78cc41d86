/// `IndexSet` (Foundation's, as collection and table views take sections): a sorted set of
/// non-negative integers.
public struct IndexSet: Hashable, Sendable, Sequence, ExpressibleByArrayLiteral {
    private var members: Set<Int>
    /// `init()`, `init(integer:)`, `init(integersIn:)`, `init<S: Sequence>(_:)`.
    public init() { members = [] }
    public init(integer: Int) { members = [integer] }
    public init(integersIn range: Range<Int>) { members = Set(range) }
    public init(integersIn range: ClosedRange<Int>) { members = Set(range) }
    public init<S: Sequence>(_ sequence: S) where S.Element == Int { members = Set(sequence) }
    public init(arrayLiteral elements: Int...) { members = Set(elements) }
    /// `count`, `isEmpty`, `first`, `last`, `contains(_:)`.
    public var count: Int { members.count }
    public var isEmpty: Bool { members.isEmpty }
    public var first: Int? { members.min() }
    public var last: Int? { members.max() }
    public func contains(_ integer: Int) -> Bool { members.contains(integer) }
    /// `insert(_:)`, `remove(_:)`.
    @discardableResult public mutating func insert(_ integer: Int) -> (inserted: Bool, memberAfterInsert: Int) {
        members.insert(integer)
    }
    @discardableResult public mutating func remove(_ integer: Int) -> Int? { members.remove(integer) }
    /// The integers in ascending order.
    public func makeIterator() -> IndexingIterator<[Int]> { members.sorted().makeIterator() }
}
