@_exported import OpenCombine
import PresentationKit
import ProsceniumUIKit

// Combine, as `import Combine` (rewritten to `import UIKit`) and `import UIKit` bring it on iOS:
// OpenCombine's publishers, subjects, `@Published`, `ObservableObject` and cancellables under
// Apple's names. What Combine takes from Foundation is the library's here: `DispatchQueue` and
// `RunLoop` are schedulers on the engine's clock (as `async` and `asyncAfter` are), and
// `NotificationCenter` hands out publishers of its notifications.

extension DispatchQueue: OpenCombine.Scheduler {
    /// `DispatchQueue.SchedulerTimeType`: a moment of the engine's clock.
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        public var dispatchTime: DispatchTime
        public init(_ time: DispatchTime) { dispatchTime = time }
        public func distance(to other: Self) -> Stride {
            Stride(nanoseconds: Int(other.dispatchTime.uptimeNanoseconds) - Int(dispatchTime.uptimeNanoseconds))
        }
        public func advanced(by n: Stride) -> Self {
            Self(DispatchTime(uptimeNanoseconds: UInt64(max(0, Int(dispatchTime.uptimeNanoseconds) + n.magnitude))))
        }
        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
        }
        public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }

        /// `DispatchQueue.SchedulerTimeType.Stride`: a span in nanoseconds, written as Combine's
        /// intervals (`.milliseconds(300)`, `.seconds(1)`) or as seconds (`0.3`).
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
            Hashable, Sendable
        {
            /// The span in nanoseconds (negative for a span backwards), as Apple's `magnitude` is.
            public var magnitude: Int
            public init(nanoseconds: Int) { magnitude = nanoseconds }
            public init(_ timeInterval: Double) { magnitude = Int(timeInterval * 1e9) }
            public init(integerLiteral value: Int) { self.init(Double(value)) }
            public init(floatLiteral value: Double) { self.init(value) }
            public init?<T: BinaryInteger>(exactly source: T) { self.init(nanoseconds: Int(source)) }
            /// `timeInterval`: the span in seconds.
            public var timeInterval: Double { Double(magnitude) / 1e9 }
            public static func seconds(_ s: Int) -> Self { Self(nanoseconds: s * 1_000_000_000) }
            public static func seconds(_ s: Double) -> Self { Self(s) }
            public static func milliseconds(_ ms: Int) -> Self { Self(nanoseconds: ms * 1_000_000) }
            public static func microseconds(_ us: Int) -> Self { Self(nanoseconds: us * 1_000) }
            public static func nanoseconds(_ ns: Int) -> Self { Self(nanoseconds: ns) }
            public static func < (lhs: Self, rhs: Self) -> Bool { lhs.magnitude < rhs.magnitude }
            public static func + (lhs: Self, rhs: Self) -> Self { Self(nanoseconds: lhs.magnitude + rhs.magnitude) }
            public static func - (lhs: Self, rhs: Self) -> Self { Self(nanoseconds: lhs.magnitude - rhs.magnitude) }
            public static func * (lhs: Self, rhs: Self) -> Self {
                Self(nanoseconds: Int(Double(lhs.magnitude) * rhs.timeInterval))
            }
            public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
            public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
            public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
        }
    }

    /// `DispatchQueue.SchedulerOptions`: kept; the engine's clock has one queue.
    public struct SchedulerOptions: Sendable {
        public var qos: DispatchQoS
        public init(qos: DispatchQoS = .unspecified) { self.qos = qos }
    }

    public var now: SchedulerTimeType { SchedulerTimeType(DispatchTime.now()) }
    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        nonisolated(unsafe) let action = action
        async { action() }
    }

    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        nonisolated(unsafe) let action = action
        asyncAfter(deadline: date.dispatchTime) { action() }
    }

    /// Repeats on the engine's clock as a repeating `Timer` does: while something else is under
    /// way, then it stops, said once (left alone it would keep the clock running for ever).
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> any Cancellable {
        let repeater = EngineRepeater(interval: max(0.001, interval.timeInterval), action: action)
        repeater.start(after: now.distance(to: date).timeInterval)
        return AnyCancellable { repeater.isCancelled = true }
    }
}

extension RunLoop: OpenCombine.Scheduler {
    /// `RunLoop.SchedulerTimeType`: the engine's clock, as the main queue's.
    public typealias SchedulerTimeType = DispatchQueue.SchedulerTimeType
    /// `RunLoop.SchedulerOptions`.
    public struct SchedulerOptions: Sendable {}

    public var now: SchedulerTimeType { DispatchQueue.main.now }
    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        DispatchQueue.main.schedule(options: nil, action)
    }
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        DispatchQueue.main.schedule(after: date, tolerance: tolerance, options: nil, action)
    }
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> any Cancellable {
        DispatchQueue.main.schedule(after: date, interval: interval, tolerance: tolerance, options: nil, action)
    }
}

/// A repeating action on the engine's clock (`DispatchQueue.schedule(after:interval:…)`).
private final class EngineRepeater: @unchecked Sendable {
    let interval: Double
    let action: () -> Void
    var isCancelled = false
    init(interval: Double, action: @escaping () -> Void) {
        self.interval = interval
        self.action = action
    }

    func start(after delay: Double) {
        guard let engine = Engine.running else { return }
        engine.sendLater(to: self, after: max(0, delay)) { [self] in
            guard !isCancelled else { return }
            action()
            guard !isCancelled, let engine = Engine.running else { return }
            if engine.hasPendingEvents {
                start(after: interval)
            } else {
                engine.noteOnce("Combine: a repeating schedule runs while something else is under way, then stops")
            }
        }
    }
}

extension NotificationCenter {
    /// `NotificationCenter.Publisher`: the notifications of one name (and object) as a publisher,
    /// observing from subscription to cancellation.
    public struct Publisher: OpenCombine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never
        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let relay = PassthroughSubject<Notification, Never>()
            let token = center.addObserver(forName: name, object: object, queue: nil) { relay.send($0) }
            let center = center
            relay.handleEvents(receiveCancel: { center.removeObserver(token) }).receive(subscriber: subscriber)
        }
    }

    /// `publisher(for:object:)`.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
        Publisher(center: self, name: name, object: object)
    }
}
