import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// `OperationQueue` starts its operations on the engine's clock, in order, within its limit.
@Suite struct OperationQueueTests {
    /// What ran, in order (a class: the blocks are `@Sendable`; the engine has one thread).
    final class Log: @unchecked Sendable {
        var entries: [String] = []
    }

    /// An operation that finishes only when told, announcing it as asynchronous ones do.
    final class Waiting: Operation, @unchecked Sendable {
        let log: Log
        init(log: Log) {
            self.log = log
            super.init()
        }
        private var done = false
        private var began = false
        override var isExecuting: Bool { began && !done }
        override var isFinished: Bool { done }
        override func start() {
            began = true
            log.entries.append("waiting began")
        }
        func finish() {
            willChangeValue(forKey: "isFinished")
            done = true
            didChangeValue(forKey: "isFinished")
        }
    }

    @Test func operationsRunOnTheEnginesNextTurnInOrder() {
        let engine = Engine()
        engine.setRootViewController(UIViewController())
        let log = Log()
        engine.perform {
            let queue = OperationQueue()
            queue.addOperation { log.entries.append("first") }
            queue.addOperation(BlockOperation { log.entries.append("second") })
            log.entries.append("added")
        }
        engine.run()
        #expect(log.entries == ["added", "first", "second"])
    }

    @Test func oneAtATimeWaitsForAnAsynchronousOperationToFinish() {
        let engine = Engine()
        engine.setRootViewController(UIViewController())
        let log = Log()
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let waiting = Waiting(log: log)
        engine.perform {
            queue.addOperation(waiting)
            queue.addOperation { log.entries.append("next") }
        }
        engine.run()
        #expect(log.entries == ["waiting began"])
        #expect(queue.operationCount == 2)
        engine.perform { waiting.finish() }
        engine.run()
        #expect(log.entries == ["waiting began", "next"])
        #expect(queue.operationCount == 0)
    }

    @Test func aCancelledOperationFinishesWithoutRunning() {
        let engine = Engine()
        engine.setRootViewController(UIViewController())
        let log = Log()
        engine.perform {
            let queue = OperationQueue()
            let op = BlockOperation { log.entries.append("ran") }
            op.completionBlock = { log.entries.append("completed") }
            queue.addOperation(op)
            queue.cancelAllOperations()
            #expect(op.isCancelled)
        }
        engine.run()
        #expect(log.entries == ["completed"])
    }

    @Test func aSuspendedQueueStartsNothingUntilResumed() {
        let engine = Engine()
        engine.setRootViewController(UIViewController())
        let log = Log()
        let queue = OperationQueue()
        engine.perform {
            queue.isSuspended = true
            queue.addOperation { log.entries.append("ran") }
        }
        engine.run()
        #expect(log.entries.isEmpty)
        engine.perform { queue.isSuspended = false }
        engine.run()
        #expect(log.entries == ["ran"])
    }

    @Test func anOperationWaitsForItsDependency() {
        let engine = Engine()
        engine.setRootViewController(UIViewController())
        let log = Log()
        engine.perform {
            let queue = OperationQueue()
            let a = BlockOperation { log.entries.append("a") }
            let b = BlockOperation { log.entries.append("b") }
            b.addDependency(a)
            queue.addOperation(b)
            queue.addOperation(a)
        }
        engine.run()
        #expect(log.entries == ["a", "b"])
    }

    @Test func theMainQueueRunsOneAtATime() {
        #expect(OperationQueue.main === OperationQueue.main)
        #expect(OperationQueue.main.maxConcurrentOperationCount == 1)
        #expect(OperationQueue().maxConcurrentOperationCount == OperationQueue.defaultMaxConcurrentOperationCount)
    }
}
