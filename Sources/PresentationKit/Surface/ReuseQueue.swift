/// What a table or collection view reuses: a cell, a header-footer view or a collection's
/// reusable view, made from its registered class by `init(registeredClassWithReuseIdentifier:)`
/// and readied by `prepareForReuse()`.
protocol Reusable: AnyObject {
    init(registeredClassWithReuseIdentifier reuseIdentifier: String?)
    func prepareForReuse()
}

extension UITableViewCell: Reusable {}
extension UITableViewHeaderFooterView: Reusable {}

/// A table's or collection view's registered classes and the views it no longer shows, by reuse
/// identifier: one for its cells and one for its headers and footers (per kind in a collection
/// view), which UIKit keeps apart.
struct ReuseQueue<Item: Reusable> {
    private var registered: [String: Item.Type] = [:]
    private var setAside: [String: [Item]] = [:]

    /// Registers `type` for `identifier` (nil forgets it).
    mutating func register(_ type: Item.Type?, for identifier: String) { registered[identifier] = type }

    /// Registers a class given as `AnyClass?`, as UIKit's `register(_:for…)` methods take it: nil
    /// forgets the identifier; a class that is not an `Item` is said once (`method`, the caller's
    /// UIKit name) and not registered, where UIKit asserts.
    mutating func register(class given: AnyClass?, for identifier: String, method: String) {
        guard let given else {
            register(nil, for: identifier)
            return
        }
        guard let type = given as? Item.Type else {
            Engine.running?.noteOnce("\(method) takes a \(Item.self) subclass; \(given) is not one")
            return
        }
        register(type, for: identifier)
    }

    /// Registers a nib: the model has no nibs, so the identifier makes plain `Item`s, with nothing
    /// of the nib's [?], said once for cells (`owner`, the caller's UIKit name); nil forgets it.
    mutating func register(nib: UINib?, for identifier: String, owner: String? = nil) {
        guard let nib else {
            register(nil, for: identifier)
            return
        }
        if let owner {
            Engine.running?.noteOnce(
                "\(owner): nibs are not modelled; cells registered from \"\(nib.nibName)\" are plain \(Item.self)s")
        }
        register(Item.self, for: identifier)
    }

    /// A view set aside with that identifier (`prepareForReuse()` called), else a new one of the
    /// registered class, else nil.
    mutating func dequeue(_ identifier: String) -> Item? {
        if var queue = setAside[identifier], !queue.isEmpty {
            let item = queue.removeFirst()
            setAside[identifier] = queue
            item.prepareForReuse()
            return item
        }
        return registered[identifier]?.init(registeredClassWithReuseIdentifier: identifier)
    }

    /// Sets `item` aside for the next `dequeue` of `identifier`.
    mutating func enqueue(_ item: Item, for identifier: String) { setAside[identifier, default: []].append(item) }
}
