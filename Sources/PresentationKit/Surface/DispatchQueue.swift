// Dispatch as presentation code uses it, on the engine's clock. The stage never runs a main run
// loop of its own (it answers one command at a time), so the system's `DispatchQueue.main` would
// never run a block: `DispatchQueue.main.async { self.present(…) }` and a toast's
// `asyncAfter(deadline: .now() + 2)` did nothing at all. Here a block is sent as the app on the
// engine's clock, in time order with the transitions' own events, as `perform(_:with:afterDelay:)`
// is (Apple's DispatchQueue reference: `async` "schedules a block for asynchronous execution",
// `asyncAfter` "at the specified time"; the main queue's blocks run on the main run loop's next
// turns). Work on other queues runs the same way: the model has one thread and its clock is
// virtual, so a background block is done when it is sent [?]. Outside a running engine (code run
// before the stage starts) a block runs at once. The `UIKit` module declares these in place of
// the system's Dispatch, which it no longer re-exports (`load` drops `import Dispatch`).

/// `DispatchTime`: a moment on the engine's clock, in nanoseconds.
public struct DispatchTime: Comparable, Sendable {
    public let uptimeNanoseconds: UInt64
    public init(uptimeNanoseconds: UInt64) { self.uptimeNanoseconds = uptimeNanoseconds }
    /// `now()`: the engine's time.
    public static func now() -> DispatchTime {
        DispatchTime(uptimeNanoseconds: UInt64(max(0, (Engine.running?.now ?? 0) * 1e9)))
    }
    /// `distantFuture`.
    public static let distantFuture = DispatchTime(uptimeNanoseconds: .max)
    var seconds: Double { Double(uptimeNanoseconds) / 1e9 }
    public static func < (lhs: DispatchTime, rhs: DispatchTime) -> Bool {
        lhs.uptimeNanoseconds < rhs.uptimeNanoseconds
    }
    public static func + (time: DispatchTime, seconds: Double) -> DispatchTime {
        DispatchTime(uptimeNanoseconds: UInt64(max(0, time.seconds + seconds) * 1e9))
    }
    public static func - (time: DispatchTime, seconds: Double) -> DispatchTime { time + -seconds }
    public static func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
        time + interval.seconds
    }
}

/// `DispatchWallTime`: the same clock (the model has no other).
public typealias DispatchWallTime = DispatchTime

/// `DispatchTimeInterval`.
public enum DispatchTimeInterval: Equatable, Sendable {
    case seconds(Int)
    case milliseconds(Int)
    case microseconds(Int)
    case nanoseconds(Int)
    case never
    var seconds: Double {
        switch self {
        case .seconds(let n): Double(n)
        case .milliseconds(let n): Double(n) / 1e3
        case .microseconds(let n): Double(n) / 1e6
        case .nanoseconds(let n): Double(n) / 1e9
        case .never: .infinity
        }
    }
}

/// `DispatchQoS` and its classes: accepted, one thread here.
public struct DispatchQoS: Equatable, Sendable {
    public enum QoSClass: Sendable { case background, utility, `default`, userInitiated, userInteractive, unspecified }
    public let qosClass: QoSClass
    public init(qosClass: QoSClass, relativePriority: Int) { self.qosClass = qosClass }
    public static let background = DispatchQoS(qosClass: .background, relativePriority: 0)
    public static let utility = DispatchQoS(qosClass: .utility, relativePriority: 0)
    public static let `default` = DispatchQoS(qosClass: .default, relativePriority: 0)
    public static let userInitiated = DispatchQoS(qosClass: .userInitiated, relativePriority: 0)
    public static let userInteractive = DispatchQoS(qosClass: .userInteractive, relativePriority: 0)
    public static let unspecified = DispatchQoS(qosClass: .unspecified, relativePriority: 0)
}

/// `DispatchWorkItem`: a block that can be cancelled before it runs.
public final class DispatchWorkItem: @unchecked Sendable {
    private let block: () -> Void
    public private(set) var isCancelled = false
    public init(qos: DispatchQoS = .unspecified, block: @escaping @Sendable () -> Void) {
        self.block = block
    }
    /// `perform()`: the block now, unless cancelled.
    public func perform() {
        guard !isCancelled else { return }
        block()
    }
    /// `cancel()`: a block not yet run will not run.
    public func cancel() { isCancelled = true }
}

/// `DispatchQueue`: blocks sent on the engine's clock (see above).
public final class DispatchQueue: @unchecked Sendable {
    public let label: String
    private init(named label: String) { self.label = label }
    /// `DispatchQueue(label:qos:attributes:…)`: a queue of the app's; it runs as the main one.
    public convenience init(label: String, qos: DispatchQoS = .unspecified) { self.init(named: label) }

    /// `main`, `global(qos:)`.
    public static let main = DispatchQueue(named: "com.apple.main-thread")
    private static let background = DispatchQueue(named: "com.apple.root.default-qos")
    public static func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue { background }

    /// `async(execute:)`: on the engine's next turn (now, in time order after what is due).
    public func async(execute work: @escaping @Sendable () -> Void) {
        send(after: 0, work)
    }
    public func async(execute item: DispatchWorkItem) { send(after: 0) { item.perform() } }

    /// `asyncAfter(deadline:execute:)`: at that moment of the engine's clock.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable () -> Void) {
        send(after: deadline.seconds - DispatchTime.now().seconds, work)
    }
    public func asyncAfter(deadline: DispatchTime, execute item: DispatchWorkItem) {
        send(after: deadline.seconds - DispatchTime.now().seconds) { item.perform() }
    }
    /// `asyncAfter(wallDeadline:execute:)`: the same clock.
    public func asyncAfter(wallDeadline: DispatchWallTime, execute work: @escaping @Sendable () -> Void) {
        asyncAfter(deadline: wallDeadline, execute: work)
    }

    /// `sync(execute:)`: now, returning what the block returns.
    public func sync<T>(execute work: () throws -> T) rethrows -> T { try work() }

    private func send(after delay: Double, _ work: @escaping () -> Void) {
        guard let engine = Engine.running, delay.isFinite else {
            if delay.isFinite { work() }
            return
        }
        engine.sendLater(to: self, after: max(0, delay), work)
    }
}
