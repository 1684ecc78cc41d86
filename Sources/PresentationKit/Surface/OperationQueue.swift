/// `OperationQueue` (Foundation's NSOperation.h, iOS 2): starts its operations on the engine's
/// clock, as `DispatchQueue` sends blocks: an operation added is started on the engine's next
/// turn, the highest priority and then the earliest of those ready first, never more at a time
/// than `maxConcurrentOperationCount` (the next waits until one announces it finished). The
/// model has one thread, so "at a time" means operations begun and not yet finished, as an
/// asynchronous one is. Outside a running engine an operation starts at once.
open class OperationQueue: NSObject, @unchecked Sendable {
    public override init() { super.init() }

    /// `OperationQueue.main`: Foundation names it "NSOperationQueue Main Queue" and runs one
    /// operation at a time on it.
    open class var main: OperationQueue { mainQueue }
    private static let mainQueue: OperationQueue = {
        let queue = OperationQueue()
        queue.name = "NSOperationQueue Main Queue"
        queue.maxConcurrentOperationCount = 1
        queue.qualityOfService = .userInteractive
        return queue
    }()

    /// `defaultMaxConcurrentOperationCount`: no limit (Foundation's -1).
    public static let defaultMaxConcurrentOperationCount = -1

    /// `name`, `qualityOfService`: kept and read back.
    open var name: String?
    open var qualityOfService: QualityOfService = .default
    /// `maxConcurrentOperationCount`: how many operations may be begun and unfinished at once.
    open var maxConcurrentOperationCount = OperationQueue.defaultMaxConcurrentOperationCount {
        didSet { lookAgain() }
    }
    /// `isSuspended`: a suspended queue starts nothing new; resuming it starts what waits.
    open var isSuspended = false {
        didSet { if !isSuspended { lookAgain() } }
    }

    private var waiting: [Operation] = []
    private var running: [Operation] = []
    private var lookPending = false
    private var starting = false

    /// `operations`, `operationCount`: those not yet finished, begun first.
    open var operations: [Operation] { running + waiting }
    open var operationCount: Int { running.count + waiting.count }

    /// `addOperation(_:)`: the operation waits its turn. Adding one that is finished or in a
    /// queue already does nothing [?] (Foundation raises).
    open func addOperation(_ op: Operation) {
        guard op.queue == nil, !op.isFinished else { return }
        op.queue = self
        waiting.append(op)
        lookAgain()
    }

    /// `addOperation(_:)` with a block: a `BlockOperation` of it.
    open func addOperation(_ block: @escaping @Sendable () -> Void) {
        addOperation(BlockOperation(block: block))
    }

    /// `addOperations(_:waitUntilFinished:)`: waiting runs them now (`waitUntilAllOperationsAreFinished`).
    open func addOperations(_ ops: [Operation], waitUntilFinished wait: Bool) {
        for op in ops { addOperation(op) }
        if wait { waitUntilAllOperationsAreFinished() }
    }

    /// `cancelAllOperations()`: every operation not finished is cancelled; those waiting are then
    /// started only to finish.
    open func cancelAllOperations() {
        for op in operations { op.cancel() }
    }

    /// `waitUntilAllOperationsAreFinished()`: the model cannot block its one thread, so the queue
    /// starts now what it would start; operations still unfinished after that are said once.
    open func waitUntilAllOperationsAreFinished() {
        runNow()
        if operationCount > 0 {
            Engine.running?.noteOnce(
                "OperationQueue: waitUntilAllOperationsAreFinished() cannot wait on the model's one thread")
        }
    }

    /// Has the queue start what it can on the engine's next turn (at once outside an engine).
    func lookAgain() {
        guard let engine = Engine.running else { return runNow() }
        guard !lookPending else { return }
        lookPending = true
        engine.sendLater(to: self, after: 0) { [self] in
            lookPending = false
            runNow()
        }
    }

    /// Starts the ready operations, while the limit allows. An operation that finishes while it
    /// starts frees its place for the next in the same turn.
    func runNow() {
        guard !starting else { return }
        starting = true
        defer { starting = false }
        while !isSuspended, maxConcurrentOperationCount < 0 || running.count < maxConcurrentOperationCount,
            let next = nextReady()
        {
            let op = waiting.remove(at: next)
            running.append(op)
            op.start()
        }
    }

    /// The operation to start: of those ready (or cancelled), the highest priority, then the earliest.
    private func nextReady() -> Int? {
        var best: Int?
        for (i, op) in waiting.enumerated() where op.isCancelled || op.isReady {
            if let b = best, waiting[b].queuePriority.rawValue >= op.queuePriority.rawValue { continue }
            best = i
        }
        return best
    }

    /// An operation announced it finished.
    func operationFinished(_ op: Operation) {
        running.removeAll { $0 === op }
        waiting.removeAll { $0 === op }
        lookAgain()
    }
}
