/// `Timer` (Foundation's, which `import UIKit` brings): fires on the engine's clock, in time order
/// with the transitions' own events, as `perform(_:with:afterDelay:)` is sent (Apple's Timer
/// reference: a timer scheduled on the current run loop fires after its interval, and again
/// every interval when it repeats, until it is invalidated). Outside a running engine a
/// scheduled timer never fires, as on a run loop that never runs. The model's clock runs only
/// while something is due, so a repeating timer goes on firing while other events are pending
/// (a transition, a delayed message) and then stops, said once in a note line: left alone it
/// would keep the clock running for ever.
open class Timer: NSObject {
    /// `timeInterval`: seconds between firings (the one delay of a timer that does not repeat).
    public let timeInterval: TimeInterval
    /// `isValid`: false once invalidated, or once a timer that does not repeat has fired.
    public private(set) var isValid = true
    /// `tolerance`: kept; the engine's clock fires timers exactly.
    open var tolerance: TimeInterval = 0
    public let repeats: Bool
    private let block: (Timer) -> Void

    /// `init(timeInterval:repeats:block:)`: made, not yet scheduled.
    public init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void) {
        timeInterval = max(interval, 0.0001)
        self.repeats = repeats
        self.block = block
        super.init()
    }

    /// `scheduledTimer(withTimeInterval:repeats:block:)`: made and scheduled on the engine's clock.
    @discardableResult
    open class func scheduledTimer(
        withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
    ) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
        timer.schedule()
        return timer
    }

    /// `fire()`: the block now; a timer that does not repeat is then done.
    open func fire() {
        guard isValid else { return }
        block(self)
        if !repeats { invalidate() }
    }

    /// `invalidate()`: no further firing.
    open func invalidate() {
        isValid = false
        Engine.running?.cancelMessages(to: self)
    }

    private func schedule() {
        // The run loop keeps a scheduled timer until it fires (or is invalidated), as on iOS, so
        // a timer nobody else holds still fires: the engine's queue holds it here.
        Engine.running?.sendLater(to: self, after: timeInterval) { [self] in
            guard self.isValid else { return }
            self.fire()
            guard self.repeats && self.isValid, let engine = Engine.running else { return }
            if engine.hasPendingEvents {
                self.schedule()
            } else {
                engine.noteOnce("Timer: a repeating timer fires while something else is under way, then stops")
            }
        }
    }

    /// `RunLoop.add(_:forMode:)` schedules a timer made with `init(timeInterval:repeats:block:)`.
    package func scheduleOnRunLoop() { schedule() }
}

extension RunLoop {
    /// `add(_:forMode:)`: the timer starts firing on the engine's clock.
    public func add(_ timer: Timer, forMode mode: RunLoop.Mode) { timer.scheduleOnRunLoop() }
}
