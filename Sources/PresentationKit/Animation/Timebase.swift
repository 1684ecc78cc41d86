/// Maps the virtual clock to an animation's own time, as a Core Animation layer's `speed` and
/// `timeOffset` do. A normal transition plays at rate 1; an interactive one is frozen and then
/// driven piece by piece: a gesture moves it linearly, `finish()` and `cancel()` play the rest
/// forward or backward with the completion curve. Every segment is kept, so the state at any
/// instant stays a pure function of time (and a timeline shows each phase of a gesture).
public final class Timebase {
    /// One stretch of virtual time [engineStart, engineEnd] mapped onto [localStart, localEnd].
    /// An open segment (engineEnd nil) plays at rate 1 from localStart.
    public struct Segment: Sendable, Equatable {
        public var engineStart: Double
        public var engineEnd: Double?
        public var localStart: Double
        public var localEnd: Double
        public var curve: TimingCurve
        /// What drove it, for timelines: `play`, `gesture`, `finish`, `cancel`.
        public var kind: String
    }

    public internal(set) var segments: Segments
    /// Where local time rests before the first segment and after the last closed one.
    public internal(set) var restingLocal: Double

    /// A timebase that starts playing at rate 1 at `engineTime`.
    public init(playingFrom engineTime: Double) {
        segments = [
            Segment(engineStart: engineTime, engineEnd: nil, localStart: 0, localEnd: 0, curve: .linear, kind: "play")
        ]
        restingLocal = 0
    }

    /// A timebase frozen at local time 0, waiting to be driven (interactive transitions).
    public init(pausedAt engineTime: Double) {
        segments = []
        restingLocal = 0
    }

    public var isPlaying: Bool { segments.last.map { $0.engineEnd == nil } ?? false }

    /// Local time at virtual time `t`.
    public func local(at t: Double) -> Double {
        Timebase.local(at: t, segments: segments, resting: restingLocal)
    }

    /// Local time at virtual time `t` for a copy of a timebase's segments: lets a value recorded
    /// for a timeline evaluate a clock exactly as the live one does.
    /// The last segment begun by `t` decides (each one takes over from those before it), so it is
    /// looked for from the end: a gesture held for thousands of updates adds a segment each, and
    /// the clock is nearly always read at the present, in the newest one.
    public static func local<C: BidirectionalCollection>(at t: Double, segments: C, resting restingLocal: Double)
        -> Double
    where C.Element == Segment {
        guard let i = segments.lastIndex(where: { t >= $0.engineStart }) else {
            return segments.first?.localStart ?? restingLocal
        }
        let s = segments[i]
        guard let end = s.engineEnd else { return s.localStart + (t - s.engineStart) }
        if t >= end { return s.localEnd }
        let span = end - s.engineStart
        let p = span > 0 ? s.curve.progress(atTime: t - s.engineStart, duration: span) : 1
        return s.localStart + (s.localEnd - s.localStart) * p
    }

    /// Drives local time from where it is at `engineTime` to `target` over `seconds`, with `curve`.
    public func drive(
        from engineTime: Double, to target: Double, over seconds: Double, curve: TimingCurve, kind: String
    ) {
        let current = local(at: engineTime)
        freeze(at: engineTime)
        segments.append(
            Segment(
                engineStart: engineTime, engineEnd: engineTime + max(0, seconds),
                localStart: current, localEnd: target, curve: curve, kind: kind))
        restingLocal = target
    }

    /// Stops an open segment at `engineTime`, keeping local time where it got to.
    public func freeze(at engineTime: Double) {
        guard let last = segments.last, last.engineEnd == nil else { return }
        let reached = local(at: engineTime)
        segments.updateLast {
            $0.engineEnd = engineTime
            $0.localEnd = reached
        }
        restingLocal = reached
    }
}

extension Timebase {
    /// A timebase's segments, oldest first. A gesture held for thousands of updates adds a
    /// segment each, and every checkpoint of the session copies the world, its clocks included:
    /// with a plain array each copy kept its own (the live clock copied the whole list at its next
    /// update), about 4 KB an update held by the checkpoints, and the copying grew with the
    /// gesture. Here all but the newest segments sit in sealed blocks that never change, so copies
    /// share them; a copy costs a reference a block and at most one unsealed block of its own.
    public struct Segments: RandomAccessCollection, Sendable, Equatable, ExpressibleByArrayLiteral {
        /// Segments a sealed block holds.
        package static let blockSize = 256

        final class Block: Sendable {
            let items: [Segment]
            init(_ items: [Segment]) { self.items = items }
        }

        /// Full blocks, oldest first, each `blockSize` segments; shared by every copy.
        private var blocks: [Block] = []
        /// The newest segments (fewer than `blockSize`), this copy's own.
        private var tail: [Segment] = []

        public init() {}

        public init(arrayLiteral segments: Segment...) {
            for s in segments { append(s) }
        }

        public var startIndex: Int { 0 }
        public var endIndex: Int { blocks.count * Self.blockSize + tail.count }

        public subscript(position: Int) -> Segment {
            let block = position / Self.blockSize
            if block < blocks.count { return blocks[block].items[position % Self.blockSize] }
            return tail[position - blocks.count * Self.blockSize]
        }

        mutating func append(_ segment: Segment) {
            tail.append(segment)
            if tail.count == Self.blockSize {
                blocks.append(Block(tail))
                tail = []
            }
        }

        mutating func removeLast() {
            unsealLastIfNeeded()
            tail.removeLast()
        }

        /// Changes the newest segment (a clock frozen or cut where it got to).
        mutating func updateLast(_ change: (inout Segment) -> Void) {
            unsealLastIfNeeded()
            change(&tail[tail.count - 1])
        }

        /// The newest segments as this copy's own again when they were just sealed.
        private mutating func unsealLastIfNeeded() {
            if tail.isEmpty, let last = blocks.popLast() { tail = last.items }
        }

        /// Sealed blocks this list holds (what `TimebaseTests` compares between copies).
        package var blockIdentities: [ObjectIdentifier] { blocks.map(ObjectIdentifier.init) }
        /// Segments not in a sealed block: what a copy holds of its own.
        package var unsealedCount: Int { tail.count }

        public static func == (a: Segments, b: Segments) -> Bool { a.elementsEqual(b) }
    }
}
