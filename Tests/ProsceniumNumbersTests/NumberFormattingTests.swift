import Testing

@testable import ProsceniumNumbers

/// The one spelling of numbers every frame, trace argument and JSON value uses.
@Suite struct NumberFormattingTests {
    @Test func trailingZerosGo() {
        #expect(formatNumber(30) == "30")
        #expect(formatNumber(0.50) == "0.5")
        #expect(formatNumber(93.75) == "93.75")
    }

    @Test func roundingIsHalfAwayFromZero() {
        #expect(formatNumber(0.125) == "0.13")
        #expect(formatNumber(-0.125) == "-0.13")
    }

    @Test func negativeZeroIsZero() {
        #expect(formatNumber(-0.0) == "0")
        #expect(formatNumber(-0.001) == "0")
    }

    @Test func decimalsAreAskedFor() { #expect(formatNumber(1.0 / 3, decimals: 6) == "0.333333") }

    @Test func notFiniteHasWords() {
        #expect(formatNumber(.nan) == "nan")
        #expect(formatNumber(-.infinity) == "-inf")
    }

    @Test func fixedKeepsEveryPlace() {
        #expect(formatFixed(0.8, decimals: 3) == "0.800")
        #expect(formatFixed(-0.0001, decimals: 3) == "0.000")
    }
}
