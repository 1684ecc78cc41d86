import Testing

@testable import ProsceniumFrontEnd

// Issue 38, item 20: `bench session` printed "must be ≤ 1.3×" beside 1.32–2.02× and still exited
// 0. A bench's stated bounds now decide its exit status; this is that decision, without timing.
@Suite struct BenchVerdictTests {
    @Test func aRatioOf1_31MissesABoundOf1_3() {
        let bound = BenchBound("last / first", measured: 1.31, atMost: 1.3)
        #expect(!bound.isMet)
        #expect(BenchVerdict.exitStatus([bound]) == 1)
        #expect(BenchVerdict.missed([bound]) == [bound])
    }

    @Test func aRatioAtTheBoundHoldsIt() {
        #expect(BenchBound("last / first", measured: 1.3, atMost: 1.3).isMet)
        #expect(BenchVerdict.exitStatus([BenchBound("r", measured: 0.61, atMost: 1.3)]) == 0)
    }

    @Test func oneMissedBoundAmongSeveralFailsTheBench() {
        let bounds = [
            BenchBound("last / first", measured: 0.97, atMost: 1.3),
            BenchBound("peak MB", measured: 100.4, atMost: 100),
            BenchBound("lines in error", measured: 0, atMost: 0),
        ]
        #expect(BenchVerdict.exitStatus(bounds) == 1)
        #expect(BenchVerdict.missed(bounds).map(\.name) == ["peak MB"])
    }

    @Test func noBoundsIsAPass() {
        #expect(BenchVerdict.exitStatus([]) == 0)
    }

    @Test func aFigureThatIsNotANumberMissesItsBound() {
        #expect(!BenchBound("r", measured: .nan, atMost: 1.3).isMet)
        #expect(!BenchBound("r", measured: .infinity, atMost: 1.3).isMet)
    }

    @Test func theInterleavedRatioIsTheMedianOfThePairs() {
        // One pair hit by someone else's burst does not decide.
        let late = [1.0, 1.1, 9.0, 1.05, 0.95]
        let reference = [1.0, 1.0, 1.0, 1.0, 1.0]
        #expect(BenchVerdict.interleavedRatio(late: late, reference: reference) == 1.05)
        // Even count: the mean of the middle two.
        #expect(BenchVerdict.interleavedRatio(late: [2, 4, 1, 3], reference: [1, 1, 1, 1]) == 2.5)
        // Slower throughout is slower.
        #expect(BenchVerdict.interleavedRatio(late: [1.4, 1.5, 1.6], reference: [1, 1, 1]) == 1.5)
    }

    @Test func anInterleavedRatioWithoutPairsOrTimeIsNotANumber() {
        #expect(BenchVerdict.interleavedRatio(late: [], reference: []).isNaN)
        #expect(!BenchBound("r", measured: BenchVerdict.interleavedRatio(late: [0], reference: [0]), atMost: 1.3).isMet)
        #expect(BenchVerdict.median([1, .nan, 2]).isNaN)
    }
}
