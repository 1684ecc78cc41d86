/// `Formatter` (Foundation's): the base of the formatters `import UIKit` brings.
open class Formatter: NSObject {
    public override init() { super.init() }
    /// `string(for:)`: the object as text, or nil when the formatter cannot say it.
    open func string(for obj: Any?) -> String? { nil }
}

/// `NumberFormatter` (Foundation's), for the styles presentation code shows numbers in, in the
/// model's one locale, English (United States) [?]: grouping by thousands with ",", "." before
/// the fraction, "$" for currency, "%" after a percentage, half-even rounding, and Foundation's
/// default fraction digits for each style (Apple's NumberFormatter reference and its en_US
/// output: decimal 0–3, currency 2, percent 0). Spelled-out numbers are written as decimals [?].
open class NumberFormatter: Formatter {
    /// `NumberFormatter.Style`, with Foundation's raw values.
    public enum Style: UInt, Sendable {
        case none = 0
        case decimal, currency, percent, scientific, spellOut, ordinal
        case currencyISOCode = 8
        case currencyPlural, currencyAccounting
    }

    /// `NumberFormatter.RoundingMode`.
    public enum RoundingMode: UInt, Sendable { case ceiling, floor, down, up, halfEven, halfDown, halfUp }

    /// `numberStyle`: setting it sets the style's default fraction digits and grouping.
    open var numberStyle: Style = .none {
        didSet {
            switch numberStyle {
            case .decimal: (minimumFractionDigits, maximumFractionDigits, usesGroupingSeparator) = (0, 3, true)
            case .currency, .currencyISOCode, .currencyPlural, .currencyAccounting:
                (minimumFractionDigits, maximumFractionDigits, usesGroupingSeparator) = (2, 2, true)
            case .percent: (minimumFractionDigits, maximumFractionDigits, usesGroupingSeparator) = (0, 0, true)
            default: (minimumFractionDigits, maximumFractionDigits, usesGroupingSeparator) = (0, 0, false)
            }
        }
    }
    open var minimumFractionDigits = 0
    open var maximumFractionDigits = 0
    open var minimumIntegerDigits = 1
    open var usesGroupingSeparator = false
    open var groupingSeparator: String! = ","
    open var decimalSeparator: String! = "."
    open var currencySymbol: String! = "$"
    open var currencyCode: String! = "USD"
    open var percentSymbol: String! = "%"
    open var minusSign: String! = "-"
    open var roundingMode: RoundingMode = .halfEven
    open var locale: Locale! = Locale(identifier: "en_US")
    open var multiplier: NSNumber?
    open var zeroSymbol: String?
    open var nilSymbol = ""

    public override init() { super.init() }

    /// `string(from:)`.
    open func string(from number: NSNumber) -> String? { format(number.doubleValue) }

    /// `string(for:)`: a number of any kind (`Int`, `Double`, `Float`, an `NSNumber`), else nil.
    open override func string(for obj: Any?) -> String? {
        switch obj {
        case let n as NSNumber: format(n.doubleValue)
        case let d as Double: format(d)
        case let f as Float: format(Double(f))
        case let i as Int: format(Double(i))
        case let b as Bool: format(b ? 1 : 0)
        default: nil
        }
    }

    /// `number(from:)`: the number the text says in this style, or nil.
    open func number(from string: String) -> NSNumber? {
        var text = string.filter { $0 != " " }
        for symbol in [currencySymbol ?? "", percentSymbol ?? "", groupingSeparator ?? ""] where !symbol.isEmpty {
            text = text.replacingOccurrences(of: symbol, with: "")
        }
        guard var value = Double(text.replacingOccurrences(of: decimalSeparator ?? ".", with: ".")) else {
            return nil
        }
        if numberStyle == .percent { value /= 100 }
        return NSNumber(value: value)
    }

    /// `localizedString(from:number:)`.
    open class func localizedString(from num: NSNumber, number nstyle: Style) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = nstyle
        return formatter.string(from: num) ?? ""
    }

    private func format(_ raw: Double) -> String? {
        guard raw.isFinite else { return raw.isNaN ? "NaN" : (raw < 0 ? "-∞" : "∞") }
        if raw == 0, let zeroSymbol { return zeroSymbol }
        var value = raw * (multiplier?.doubleValue ?? (numberStyle == .percent ? 100 : 1))
        let negative = value < 0
        value = abs(value)
        let digits = max(0, min(maximumFractionDigits, 15))
        let scale = Double((0..<digits).reduce(1) { n, _ in n * 10 })
        let rule: FloatingPointRoundingRule =
            switch roundingMode {
            case .ceiling: negative ? .towardZero : .up
            case .floor: negative ? .up : .towardZero
            case .down: .towardZero
            case .up: .awayFromZero
            case .halfEven: .toNearestOrEven
            case .halfDown, .halfUp: .toNearestOrAwayFromZero
            }
        let scaled = (value * scale).rounded(rule)
        let whole = (scaled / scale).rounded(.towardZero)
        var fraction = String(Int((scaled - whole * scale).rounded()))
        fraction = String(repeating: "0", count: max(0, digits - fraction.count)) + fraction
        if digits == 0 { fraction = "" }
        while fraction.count > minimumFractionDigits, fraction.hasSuffix("0") { fraction.removeLast() }
        var integer = String(Int(whole))
        integer = String(repeating: "0", count: max(0, minimumIntegerDigits - integer.count)) + integer
        if usesGroupingSeparator, let separator = groupingSeparator {
            var grouped = ""
            for (index, digit) in integer.reversed().enumerated() {
                if index > 0, index % 3 == 0 { grouped.append(contentsOf: separator.reversed()) }
                grouped.append(digit)
            }
            integer = String(grouped.reversed())
        }
        var text = fraction.isEmpty ? integer : integer + (decimalSeparator ?? ".") + fraction
        switch numberStyle {
        case .percent: text += percentSymbol ?? "%"
        case .currency, .currencyAccounting: text = (currencySymbol ?? "$") + text
        case .currencyISOCode: text = (currencyCode ?? "USD") + " " + text
        case .ordinal: text = integer + Self.ordinalSuffix(Int(whole))
        default: break
        }
        if negative && scaled != 0 {
            text = numberStyle == .currencyAccounting ? "(" + text + ")" : (minusSign ?? "-") + text
        }
        return text
    }

    /// English ordinal suffixes: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st.
    private static func ordinalSuffix(_ n: Int) -> String {
        if (11...13).contains(n % 100) { return "th" }
        switch n % 10 {
        case 1: return "st"
        case 2: return "nd"
        case 3: return "rd"
        default: return "th"
        }
    }
}
