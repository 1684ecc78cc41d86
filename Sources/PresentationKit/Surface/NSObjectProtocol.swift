// NSObject is one: views, controllers, presentation controllers and
// recognisers are NSObjects there.

// Sending a selector. `#selector(m)` is rewritten by `load` into a `Selector` that carries the call
// (docs/load-design.md §4), so the message can be sent without the Objective-C runtime. UIKit
// returns the method's result, unretained; the rewritten selector's call returns nothing, so these
// return nil [?] (presentation code performs actions, not queries).
extension NSObjectProtocol {
    /// `responds(to:)`: whether this object answers the selector. A rewritten `#selector` answers
    /// for objects of the type that declares the method ([?] an object of that type that leaves
    /// an optional requirement to its default answers yes: the default is there to call); the
    /// Objective-C runtime's per-method answer does not exist on Linux.
    public func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        return aSelector.responds(self)
    }

    /// `conforms(to:)`: NSObject's answer (`NSObject.conforms(to:)`), false for anything else.
    public func conforms(to aProtocol: Protocol) -> Bool { (self as? NSObject)?.conforms(to: aProtocol) ?? false }

    /// `perform(_:)`: sends the message now.
    @discardableResult
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        aSelector.send(self, nil)
        return nil
    }

    /// `perform(_:with:)`: sends the message now, with `object` as its argument.
    @discardableResult
    public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
        aSelector.send(self, object)
        return nil
    }

    /// `perform(_:with:afterDelay:)`: sends it `delay` seconds later on the engine's clock.
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        guard let engine = Engine.running else {
            aSelector.send(self, anArgument)
            return
        }
        // The run loop keeps the target until the message is sent, as UIKit's does.
        engine.sendLater(to: self, after: delay) { aSelector.send(self, anArgument) }
    }
}

extension NSObject {
    /// `cancelPreviousPerformRequests(withTarget:)`: the delayed messages not yet sent are not sent.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        Engine.running?.cancelMessages(to: aTarget as AnyObject)
    }
}
