/// `Operation` (Foundation's NSOperation.h, iOS 2): a piece of work that an `OperationQueue`
/// starts once its dependencies have finished. `start()` runs `main()` and finishes the
/// operation; an asynchronous one (that overrides `start()`, or its state properties) finishes
/// when it announces `isFinished` with `didChangeValue(forKey:)`, as queues on iOS learn it by
/// key-value observing. The model has one thread: work runs when its queue is sent it on the
/// engine's clock, never on a thread of its own.
open class Operation: NSObject, @unchecked Sendable {
    public override init() { super.init() }

    /// `Operation.QueuePriority`: which ready operation a queue starts first.
    public enum QueuePriority: Int, Sendable {
        case veryLow = -8
        case low = -4
        case normal = 0
        case high = 4
        case veryHigh = 8
    }

    private var executingState = false
    private var finishedState = false
    private var cancelledState = false
    private var dependencyList: [Operation] = []
    /// The operations that wait for this one, whose queues look again when it finishes.
    private var dependents: [Weak] = []
    private final class Weak {
        weak var operation: Operation?
        init(_ operation: Operation) { self.operation = operation }
    }
    /// The queue running or holding the operation.
    weak var queue: OperationQueue?
    /// Whether the finish was told (completion block, queue) already.
    private var toldFinished = false

    /// `isExecuting`, `isFinished`, `isCancelled`: the state `start()` and `cancel()` keep; an
    /// asynchronous subclass overrides the first two with its own.
    open var isExecuting: Bool { executingState }
    open var isFinished: Bool { finishedState }
    open var isCancelled: Bool { cancelledState }
    /// `isAsynchronous`, `isConcurrent` (its old name): false.
    open var isAsynchronous: Bool { false }
    open var isConcurrent: Bool { isAsynchronous }
    /// `isReady`: every dependency finished.
    open var isReady: Bool { dependencyList.allSatisfy(\.isFinished) }
    /// `dependencies`, `addDependency(_:)`, `removeDependency(_:)`.
    open var dependencies: [Operation] { dependencyList }
    open func addDependency(_ op: Operation) {
        willChangeValue(forKey: "isReady")
        dependencyList.append(op)
        op.dependents.append(Weak(self))
        didChangeValue(forKey: "isReady")
    }
    open func removeDependency(_ op: Operation) {
        willChangeValue(forKey: "isReady")
        dependencyList.removeAll { $0 === op }
        didChangeValue(forKey: "isReady")
    }

    /// `name`, `queuePriority`, `qualityOfService`: kept and read back.
    open var name: String?
    open var queuePriority: QueuePriority = .normal
    open var qualityOfService: QualityOfService = .default
    /// `completionBlock`: run once the operation has finished.
    open var completionBlock: (@Sendable () -> Void)?

    /// `start()`: a cancelled operation finishes without running; otherwise it executes
    /// `main()` and finishes. Starting one that is executing or finished does nothing [?]
    /// (Foundation raises).
    open func start() {
        guard !isExecuting, !isFinished else { return }
        if !isCancelled {
            setExecuting(true)
            main()
            setExecuting(false)
        }
        willChangeValue(forKey: "isFinished")
        finishedState = true
        didChangeValue(forKey: "isFinished")
    }

    /// `main()`: the work; nothing by default.
    open func main() {}

    /// `cancel()`: marks the operation cancelled; a queue then starts it only to finish it.
    open func cancel() {
        guard !cancelledState else { return }
        willChangeValue(forKey: "isCancelled")
        cancelledState = true
        didChangeValue(forKey: "isCancelled")
        queue?.lookAgain()
    }

    /// `waitUntilFinished()`: the model cannot block its one thread, so its queue runs what it can
    /// now; an operation still not finished after that is said once.
    open func waitUntilFinished() {
        queue?.runNow()
        if !isFinished {
            Engine.running?.noteOnce("Operation: waitUntilFinished() cannot wait on the model's one thread")
        }
    }

    /// A change of `isFinished` to true tells the completion block and the queue, once; one of
    /// `isReady` has the queue look again.
    open override func didChangeValue(forKey key: String) {
        super.didChangeValue(forKey: key)
        switch key {
        case "isFinished" where isFinished && !toldFinished:
            toldFinished = true
            completionBlock?()
            queue?.operationFinished(self)
            queue = nil
            for dependent in dependents { dependent.operation?.queue?.lookAgain() }
        case "isReady":
            queue?.lookAgain()
        default:
            break
        }
    }

    private func setExecuting(_ value: Bool) {
        willChangeValue(forKey: "isExecuting")
        executingState = value
        didChangeValue(forKey: "isExecuting")
    }
}
