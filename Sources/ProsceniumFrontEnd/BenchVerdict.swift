/// One bound a benchmark states, with the figure it measured: `last 10,000 / first 10,000 ≤ 1.3`,
/// `peak resident memory ≤ 100 MB`. A figure that is not a number (a window that took no time)
/// misses its bound: a benchmark that cannot say it held did not hold.
package struct BenchBound: Equatable, Sendable {
    /// What is bounded, as the report names it.
    package var name: String
    package var measured: Double
    /// The most `measured` may be.
    package var limit: Double

    package init(_ name: String, measured: Double, atMost limit: Double) {
        self.name = name
        self.measured = measured
        self.limit = limit
    }

    package var isMet: Bool { measured.isFinite && measured <= limit }
}

/// What `proscenium bench` decides once it has measured: whether each stated bound held, and so
/// its exit status. A bench that states a bound fails (exits 1) when it misses it, whatever the
/// machine was doing; this is the decision alone, apart from any timing, so that it is tested.
package enum BenchVerdict {
    /// The bounds that were missed, in the order given.
    package static func missed(_ bounds: [BenchBound]) -> [BenchBound] { bounds.filter { !$0.isMet } }

    /// 0 when every bound held, 1 when one did not.
    package static func exitStatus(_ bounds: [BenchBound]) -> Int32 { missed(bounds).isEmpty ? 0 : 1 }

    /// How much slower the late blocks ran than the reference blocks they were interleaved with:
    /// the median of late ÷ reference over the pairs (block i of the late window, then the same
    /// commands on a fresh start, one right after the other). Pairs see the same load on a busy
    /// machine, and the median ignores a pair a burst of someone else's work fell on. Not a number
    /// when there is no pair, or a reference block took no time.
    package static func interleavedRatio(late: [Double], reference: [Double]) -> Double {
        let ratios = zip(late, reference).map { $0 / $1 }
        return median(ratios)
    }

    /// The middle value (the mean of the two middle ones for an even count); not a number for
    /// none, or when any value is not a number.
    package static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty, values.allSatisfy({ !$0.isNaN }) else { return .nan }
        let sorted = values.sorted()
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }
}
