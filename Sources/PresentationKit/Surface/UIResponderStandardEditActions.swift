/// `UIResponderStandardEditActions` (UIResponder.h, iOS 3): the edit commands a responder may
/// answer, which `UIResponder` adopts. Every member is optional in UIKit, so here each has an
/// empty default that a conforming type need not write; `UIResponder` answers them in its class
/// body, where a subclass overrides them. [?] The header's later commands (text styles, find,
/// rename and the others added since iOS 5) are not declared: the model has no text editing to
/// send them.
public protocol UIResponderStandardEditActions: NSObjectProtocol {
    /// `cut(_:)`, `copy(_:)`, `paste(_:)`, `select(_:)`, `selectAll(_:)`, `delete(_:)`.
    func cut(_ sender: Any?)
    func copy(_ sender: Any?)
    func paste(_ sender: Any?)
    func select(_ sender: Any?)
    func selectAll(_ sender: Any?)
    func delete(_ sender: Any?)
}

extension UIResponderStandardEditActions {
    public func cut(_ sender: Any?) {}
    public func copy(_ sender: Any?) {}
    public func paste(_ sender: Any?) {}
    public func select(_ sender: Any?) {}
    public func selectAll(_ sender: Any?) {}
    public func delete(_ sender: Any?) {}
}
