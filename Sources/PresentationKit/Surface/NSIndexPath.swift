/// `NSIndexPath` (Foundation's class): a section and a row (or item), as older Swift code reaches
/// an `IndexPath`'s parts through it (`(indexPath as NSIndexPath).row`, the Swift 3 migrator's
/// spelling). `IndexPath` bridges to it with `as`, and back with `as`, `as?` or `as!`, as
/// Foundation's value type bridges to its class.
open class NSIndexPath: NSObject {
    /// `section`, `row`, `item`.
    public let section: Int
    public let row: Int
    open var item: Int { row }
    /// `length`: two indexes, a section and a row.
    open var length: Int { 2 }

    /// `init(row:section:)`, `init(item:section:)`.
    public init(row: Int, section: Int) {
        self.section = section
        self.row = row
        super.init()
    }
    public convenience init(item: Int, section: Int) {
        self.init(row: item, section: section)
    }
}

extension IndexPath: _ObjectiveCBridgeable {
    public typealias _ObjectiveCType = NSIndexPath
    public func _bridgeToObjectiveC() -> NSIndexPath { NSIndexPath(row: row, section: section) }
    public static func _forceBridgeFromObjectiveC(_ source: NSIndexPath, result: inout IndexPath?) {
        result = IndexPath(row: source.row, section: source.section)
    }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSIndexPath, result: inout IndexPath?) -> Bool {
        result = IndexPath(row: source.row, section: source.section)
        return true
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSIndexPath?) -> IndexPath {
        IndexPath(row: source?.row ?? 0, section: source?.section ?? 0)
    }
}
