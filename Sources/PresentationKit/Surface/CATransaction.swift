/// `CATransaction`: Core Animation's grouping of layer changes. The model animates views, not
/// layers' implicit animations, so a transaction has nothing of its own to time: its values are
/// kept, and its completion block runs when the outermost transaction commits (Apple's
/// `setCompletionBlock(_:)`: the block runs once the transaction's animations have completed, and
/// at once when it has none). Its first use in a session says so once in a note line.
open class CATransaction: NSObject {
    /// The transactions begun and not yet committed, innermost last.
    nonisolated(unsafe) private static var open: [[String: Any]] = []
    /// Values set outside any `begin()` (UIKit's implicit transaction).
    nonisolated(unsafe) private static var implicit: [String: Any] = [:]

    private static func note() {
        Engine.running?.noteOnce(
            "CATransaction: layer changes are not animated here; its completion block runs at commit")
    }

    /// `begin()`.
    open class func begin() {
        note()
        open.append([:])
    }

    /// `commit()`: the outermost commit runs the completion block set for the transaction.
    open class func commit() {
        guard let values = open.popLast() else { return }
        if let block = values[kCATransactionCompletionBlock] as? () -> Void { block() }
    }

    /// `flush()`, `lock()`, `unlock()`: nothing is pending or shared here.
    open class func flush() {}
    open class func lock() {}
    open class func unlock() {}

    /// `value(forKey:)` and `setValue(_:forKey:)`: the innermost transaction's values.
    open class func value(forKey key: String) -> Any? {
        (open.last ?? implicit)[key]
    }
    open class func setValue(_ anObject: Any?, forKey key: String) {
        note()
        if open.isEmpty {
            implicit[key] = anObject
        } else {
            open[open.count - 1][key] = anObject
        }
    }

    /// `animationDuration()` / `setAnimationDuration(_:)` (0.25 s by default, Apple's reference).
    open class func animationDuration() -> CFTimeInterval {
        value(forKey: kCATransactionAnimationDuration) as? CFTimeInterval ?? 0.25
    }
    open class func setAnimationDuration(_ dur: CFTimeInterval) {
        setValue(dur, forKey: kCATransactionAnimationDuration)
    }
    /// `animationTimingFunction()` / `setAnimationTimingFunction(_:)`.
    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        value(forKey: kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction
    }
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        setValue(function, forKey: kCATransactionAnimationTimingFunction)
    }
    /// `disableActions()` / `setDisableActions(_:)`.
    open class func disableActions() -> Bool {
        value(forKey: kCATransactionDisableActions) as? Bool ?? false
    }
    open class func setDisableActions(_ flag: Bool) {
        setValue(flag, forKey: kCATransactionDisableActions)
    }
    /// `completionBlock()` / `setCompletionBlock(_:)`: outside a transaction the block runs now.
    open class func completionBlock() -> (() -> Void)? {
        value(forKey: kCATransactionCompletionBlock) as? () -> Void
    }
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        if open.isEmpty {
            note()
            block?()
            return
        }
        setValue(block, forKey: kCATransactionCompletionBlock)
    }
}

/// The transaction's keys (`kCATransaction…`).
public let kCATransactionAnimationDuration = "animationDuration"
public let kCATransactionDisableActions = "disableActions"
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
public let kCATransactionCompletionBlock = "completionBlock"
