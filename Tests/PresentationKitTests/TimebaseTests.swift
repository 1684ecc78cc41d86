import Testing

@testable import PresentationKit

// Issue 38, item 20: a gesture adds a clock segment per update, and every checkpoint of a session
// copies the clock. With the segments in a plain array each copy kept its own list (the live clock
// copied it at its next update): about 4 KB an update of one held gesture. The segments now sit
// in sealed blocks that copies share.

/// A clock driven as a held gesture drives it: `updates` moves back and forth.
private func heldGesture(updates: Int) -> Timebase {
    let tb = Timebase(pausedAt: 0)
    var now = 0.0
    for i in 0..<updates {
        let target = Double((i * 7) % 9 + 1) / 10
        let seconds = abs(target - tb.local(at: now))
        tb.drive(from: now, to: target, over: seconds, curve: .linear, kind: "gesture")
        now += seconds
    }
    return tb
}

@Suite struct TimebaseTests {
    /// A copy shares every sealed block with the clock it was copied from, and keeps fewer than
    /// a block of its own, however long the gesture; the live clock going on changes neither.
    @Test(arguments: [300, 3_000])
    func aCopySharesAllButTheNewestSegments(updates: Int) {
        let live = heldGesture(updates: updates)
        let world = WorldCopy()
        let copy = world.timebase(live)
        #expect(Array(copy.segments) == Array(live.segments))
        #expect(copy.segments.blockIdentities == live.segments.blockIdentities)
        #expect(copy.segments.unsealedCount < Timebase.Segments.blockSize)
        #expect(live.segments.blockIdentities.count == updates / Timebase.Segments.blockSize)

        let before = Array(copy.segments)
        let end = live.segments.last?.engineEnd ?? 0
        for i in 0..<500 {
            live.drive(from: end + Double(i), to: 0.5, over: 0.25, curve: .linear, kind: "gesture")
            live.freeze(at: end + Double(i) + 0.1)
        }
        #expect(Array(copy.segments) == before, "the copy is untouched by the live clock")
        let shared = copy.segments.blockIdentities
        #expect(Array(live.segments.blockIdentities.prefix(shared.count)) == shared)
    }

    /// Changing the newest segment just after it was sealed into a block (a clock cut there)
    /// leaves the block, and so every copy sharing it, as it was.
    @Test func changingTheNewestSegmentLeavesSealedBlocksAlone() {
        let size = Timebase.Segments.blockSize
        let live = heldGesture(updates: size - 1)
        live.drive(from: 1_000, to: 0.2, over: 1, curve: .linear, kind: "play")
        #expect(live.segments.unsealedCount == 0 && live.segments.blockIdentities.count == 1)
        let copy = WorldCopy().timebase(live)
        live.cut(at: 1_000.5)
        #expect(live.segments.last?.engineEnd == 1_000.5)
        #expect(copy.segments.last?.engineEnd == 1_001)
        #expect(live.segments.count == size && copy.segments.count == size)
        #expect(copy.segments.blockIdentities.count == 1)
    }

    /// The clock reads the same through the blocks as through the list they hold.
    @Test func localTimeIsReadTheSameThroughTheBlocks() {
        let live = heldGesture(updates: 1_000)
        let plain = Array(live.segments)
        let end = live.segments.last?.engineEnd ?? 0
        for i in 0...400 {
            let t = end * Double(i) / 400
            #expect(live.local(at: t) == Timebase.local(at: t, segments: plain, resting: live.restingLocal))
        }
    }
}
