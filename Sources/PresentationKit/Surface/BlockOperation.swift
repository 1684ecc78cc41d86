/// `BlockOperation` (Foundation's NSOperation.h `NSBlockOperation`, iOS 4): an operation whose
/// work is blocks, run one after another in the order added (the model has one thread, so not
/// side by side as on iOS).
open class BlockOperation: Operation, @unchecked Sendable {
    private var blocks: [@Sendable () -> Void] = []

    /// `init(block:)`.
    public convenience init(block: @escaping @Sendable () -> Void) {
        self.init()
        blocks = [block]
    }

    /// `addExecutionBlock(_:)`, `executionBlocks`.
    open func addExecutionBlock(_ block: @escaping @Sendable () -> Void) { blocks.append(block) }
    open var executionBlocks: [@Sendable () -> Void] { blocks }

    open override func main() {
        for block in blocks { block() }
    }
}
