import PresentationKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Swift concurrency on the stage's clock. The stage answers one command at a time on its main
/// thread and runs no run loop, so the runtime's main executor (the system's main queue) would
/// never run a job: `Task { @MainActor in self.present(…) }` did nothing, and a plain `Task {}`
/// ran on the global pool's threads beside the engine. Here the main actor's executor is the
/// stage's own, and every job for it or for the global pool is sent on the engine's clock as the
/// app's work, as `DispatchQueue.main.async` is (on iOS the main actor's jobs run on the main
/// queue: Apple's `MainActor` reference), and run on the stage's one thread. `Task.sleep` waits on
/// the same clock (ProsceniumUIKit's TaskSleep.swift). [?] Work the app sends to the global pool
/// runs on the main thread too, one job at a time: the model has one thread.
///
/// The runtime's hooks (swift/include/swift/Runtime/ConcurrencyHooks.def: a pointer, exported by
/// libswift_Concurrency, to a function taking the hooked call's arguments and the runtime's own
/// implementation) take Swift's calling convention, which `@convention(thin)` spells; they are
/// found by name, as the toolchain installs no header for them.
enum StageJobs {
    typealias Original = @convention(thin) (UnownedJob) -> Void
    typealias GlobalHook = @convention(thin) (UnownedJob, Original) -> Void
    typealias MainOriginal = @convention(thin) () -> UnownedSerialExecutor
    typealias MainHook = @convention(thin) (MainOriginal) -> UnownedSerialExecutor

    /// The engine a job goes to when none is running where it was enqueued (a job a detached
    /// task enqueues, which inherits no task-local engine).
    nonisolated(unsafe) private static var engine: () -> Engine? = { nil }
    /// The main actor's executor on the stage.
    private static let main = StageMainExecutor()

    /// Takes over the runtime's executors; called once, before any of the app's code runs.
    /// Nothing changes when a hook is not found (another runtime): jobs then run as before.
    static func install(engine: @escaping () -> Engine?) {
        self.engine = engine
        StageMainExecutor.stageThread = pthread_self()
        let runtime = dlopen(nil, RTLD_NOW)
        func hook<T>(_ name: String, _ type: T.Type) -> UnsafeMutablePointer<T>? {
            dlsym(runtime, name)?.assumingMemoryBound(to: T.self)
        }
        hook("swift_task_getMainExecutor_hook", MainHook?.self)?.pointee = { _ in
            StageJobs.main.asUnownedSerialExecutor()
        }
        hook("swift_task_enqueueGlobal_hook", GlobalHook?.self)?.pointee = { job, _ in
            StageJobs.send {
                // A job of the global pool runs on no actor: on the global executor's behalf.
                job.runSynchronously(on: globalConcurrentExecutor.asUnownedTaskExecutor())
            }
        }
    }

    /// Sends a job's run on the engine's clock, now (after what is due).
    static func send(_ run: @escaping () -> Void) {
        guard let engine = Engine.running ?? engine() else {
            // No engine yet: the job runs now, as the app's code before the stage started does.
            run()
            return
        }
        engine.sendLater(to: main, after: 0, run)
    }
}

/// The main actor's executor on the stage: its jobs go on the engine's clock (`StageJobs`), and
/// it is the current one exactly on the process's main thread, where the stage runs.
final class StageMainExecutor: SerialExecutor, @unchecked Sendable {
    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let me = asUnownedSerialExecutor()
        StageJobs.send { job.runSynchronously(on: me) }
    }

    func asUnownedSerialExecutor() -> UnownedSerialExecutor { UnownedSerialExecutor(ordinary: self) }

    /// `MainActor.assumeIsolated` from the stage's own code (not in a task) asks this.
    func checkIsolated() {
        precondition(Self.onMainThread, "the main actor's work ran off the main thread")
    }

    func isIsolatingCurrentContext() -> Bool? { Self.onMainThread }

    /// The thread the stage answers on, where `StageJobs.install` runs.
    nonisolated(unsafe) static var stageThread = pthread_self()

    static var onMainThread: Bool { pthread_equal(pthread_self(), stageThread) != 0 }
}
