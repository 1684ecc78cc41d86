import Testing

@testable import ProsceniumUIKit

/// `NumberFormatter` in the model's one locale, English (United States), with Foundation's
/// defaults for each style.
@Suite struct NumberFormatterTests {
    @Test func eachStyleFormatsAsFoundationDoesInEnglish() {
        let formatter = NumberFormatter()
        formatter.numberStyle = .percent
        #expect(formatter.string(for: 0.456) == "46%")
        formatter.numberStyle = .decimal
        #expect(formatter.string(from: 1234567.891) == "1,234,567.891")
        formatter.numberStyle = .currency
        #expect(formatter.string(for: -3.5) == "-$3.50")
        formatter.numberStyle = .ordinal
        #expect(formatter.string(for: 22) == "22nd")
        #expect(NumberFormatter.localizedString(from: 11, number: .ordinal) == "11th")
        #expect(formatter.string(for: "text") == nil)
    }

    @Test func textReadsBackAsANumber() {
        let formatter = NumberFormatter()
        formatter.numberStyle = .percent
        #expect(formatter.number(from: "25%")?.doubleValue == 0.25)
        #expect(formatter.number(from: "twenty") == nil)
    }
}
