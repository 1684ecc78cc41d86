import FoundationEssentials
import PresentationKit

/// `DateFormatter` (Foundation's NSDateFormatter.h): dates written and read by a pattern
/// (`dateFormat`, Unicode TR 35's fields) or by the locale's styles (`dateStyle`, `timeStyle`).
///
/// Written on FoundationEssentials' Gregorian `Calendar` in `timeZone` (the device's, which is
/// UTC on the stage). The model's locale is `en_US` (and `en_US_POSIX`, which writes the same
/// for these fields): month and weekday names are English; another `locale` is kept and written
/// as `en_US`, said once [?]. Fields: era-less years (`y`, `yy`, `yyyy`), months (`M`…`MMMM`),
/// days (`d`, `dd`), weekdays (`E`…`EEEE`), hours (`H`, `h`, `k`, `K`), minutes, seconds,
/// fractions (`S`…), `a`, and zones (`Z`, `ZZZZZ`, `X`, `z`, `zzzz`); quoted text is literal. A
/// letter of another field is written as itself [?]. Styles are iOS 17's English ones (a
/// narrow no-break space before AM and PM, " at " between a long date and its time) [?].
open class DateFormatter: @unchecked Sendable {
    /// `DateFormatter.Style`.
    public enum Style: UInt, Sendable {
        case none = 0
        case short
        case medium
        case long
        case full
    }

    private var pattern = ""
    /// `dateFormat`: the pattern; setting a style replaces it by the style's.
    open var dateFormat: String! {
        get { pattern }
        set { pattern = newValue ?? "" }
    }
    /// `dateStyle`.
    open var dateStyle: Style = .none { didSet { pattern = styledPattern() } }
    /// `timeStyle`.
    open var timeStyle: Style = .none { didSet { pattern = styledPattern() } }
    /// `locale`: kept; written as `en_US` whatever it is.
    open var locale: PresentationKit.Locale! = PresentationKit.Locale.current {
        didSet {
            let id = locale?.identifier ?? "en_US"
            if !id.hasPrefix("en") {
                Engine.running?.noteOnce("DateFormatter: locale \(id) is not modelled; dates are written as en_US")
            }
        }
    }
    /// `timeZone`: the device's (UTC on the stage) unless set.
    open var timeZone: TimeZone! = TimeZone.current
    /// `isLenient`: parsing is always strict here.
    open var isLenient = false
    /// `calendar`: Gregorian.
    open var calendar: Calendar! = Calendar(identifier: .gregorian)
    /// `amSymbol`, `pmSymbol`.
    open var amSymbol = "AM"
    open var pmSymbol = "PM"
    /// `monthSymbols`, `shortMonthSymbols`, `weekdaySymbols`, `shortWeekdaySymbols`: English.
    open var monthSymbols: [String] = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]
    open var shortMonthSymbols: [String] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
    open var weekdaySymbols: [String] = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    open var shortWeekdaySymbols: [String] = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    public init() {}

    private func styledPattern() -> String {
        let date: String
        switch dateStyle {
        case .none: date = ""
        case .short: date = "M/d/yy"
        case .medium: date = "MMM d, y"
        case .long: date = "MMMM d, y"
        case .full: date = "EEEE, MMMM d, y"
        }
        let time: String
        switch timeStyle {
        case .none: time = ""
        case .short: time = "h:mm\u{202F}a"
        case .medium: time = "h:mm:ss\u{202F}a"
        case .long: time = "h:mm:ss\u{202F}a z"
        case .full: time = "h:mm:ss\u{202F}a zzzz"
        }
        if date.isEmpty || time.isEmpty { return date + time }
        return date + (dateStyle.rawValue >= Style.long.rawValue ? " 'at' " : ", ") + time
    }

    private var gregorian: Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = timeZone ?? TimeZone.current
        return c
    }

    /// The pattern's fields: a run of one letter, or literal text.
    private enum Field {
        case letter(Character, Int)
        case text(String)
    }

    private func fields() -> [Field] {
        var out: [Field] = []
        let c = Array(pattern)
        var i = 0
        while i < c.count {
            let ch = c[i]
            if ch == "'" {
                var j = i + 1
                var literal = ""
                while j < c.count {
                    if c[j] == "'" {
                        if j + 1 < c.count, c[j + 1] == "'" {
                            literal.append("'")
                            j += 2
                            continue
                        }
                        break
                    }
                    literal.append(c[j])
                    j += 1
                }
                out.append(.text(i + 1 == j ? "'" : literal))
                i = j + 1
            } else if ch.isASCII && ch.isLetter {
                var j = i
                while j < c.count && c[j] == ch { j += 1 }
                out.append(.letter(ch, j - i))
                i = j
            } else {
                out.append(.text(String(ch)))
                i += 1
            }
        }
        return out
    }

    private static func padded(_ n: Int, _ width: Int) -> String {
        let digits = String(abs(n))
        return (n < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    private func zone(_ letter: Character, _ count: Int, _ date: Date) -> String {
        let tz = timeZone ?? TimeZone.current
        let seconds = tz.secondsFromGMT(for: date)
        let sign = seconds < 0 ? "-" : "+"
        let (h, m) = (abs(seconds) / 3600, abs(seconds) % 3600 / 60)
        switch letter {
        case "z":
            if seconds == 0 {
                return count >= 4
                    ? (tz.identifier == "GMT" ? "Greenwich Mean Time" : "Coordinated Universal Time")
                    : (tz.identifier == "GMT" ? "GMT" : "UTC")
            }
            return "GMT" + sign + String(h) + (m == 0 ? "" : ":" + Self.padded(m, 2))
        case "X" where seconds == 0, "Z" where seconds == 0 && count == 5:
            return "Z"
        case "Z" where count == 5, "X" where count >= 3:
            return sign + Self.padded(h, 2) + ":" + Self.padded(m, 2)
        default:
            return sign + Self.padded(h, 2) + Self.padded(m, 2)
        }
    }

    /// `string(from:)`.
    open func string(from date: Date) -> String {
        let parts = gregorian.dateComponents(
            [.year, .month, .day, .weekday, .hour, .minute, .second, .nanosecond], from: date)
        var out = ""
        for field in fields() {
            switch field {
            case .text(let text): out += text
            case .letter(let letter, let count):
                let hour = parts.hour ?? 0
                switch letter {
                case "y", "u":
                    out += count == 2 ? Self.padded((parts.year ?? 0) % 100, 2) : Self.padded(parts.year ?? 0, count)
                case "M", "L":
                    let month = parts.month ?? 1
                    out +=
                        count >= 4
                        ? monthSymbols[month - 1]
                        : count == 3 ? shortMonthSymbols[month - 1] : Self.padded(month, count)
                case "d": out += Self.padded(parts.day ?? 1, count)
                case "E", "e", "c":
                    let weekday = (parts.weekday ?? 1) - 1
                    out += count >= 4 ? weekdaySymbols[weekday] : shortWeekdaySymbols[weekday]
                case "H": out += Self.padded(hour, count)
                case "k": out += Self.padded(hour == 0 ? 24 : hour, count)
                case "h": out += Self.padded(hour % 12 == 0 ? 12 : hour % 12, count)
                case "K": out += Self.padded(hour % 12, count)
                case "m": out += Self.padded(parts.minute ?? 0, count)
                case "s": out += Self.padded(parts.second ?? 0, count)
                case "S":
                    let fraction = Self.padded((parts.nanosecond ?? 0) / 1000, 6) + "000"
                    out += String(fraction.prefix(count))
                case "a": out += hour < 12 ? amSymbol : pmSymbol
                case "Z", "X", "x", "z", "O", "v", "V": out += zone(letter, count, date)
                default: out += String(repeating: letter, count: count)
                }
            }
        }
        return out
    }

    /// `date(from:)`: the date the text writes in the pattern, or nil when it does not match it
    /// whole; fields the pattern lacks are those of 1 January 1970 at midnight, as ICU's.
    open func date(from string: String) -> Date? {
        var parts = DateComponents(year: 1970, month: 1, day: 1, hour: 0, minute: 0, second: 0)
        var rest = Substring(string)
        var pm: Bool?
        var hour12: Int?
        var offset: Int?
        let list = fields()
        for (index, field) in list.enumerated() {
            switch field {
            case .text(let text):
                guard rest.hasPrefix(text) else { return nil }
                rest = rest.dropFirst(text.count)
            case .letter(let letter, let count):
                let nextIsNumber: Bool = {
                    guard index + 1 < list.count, case .letter(let l, let n) = list[index + 1] else { return false }
                    return !"MLEeca".contains(l) || n < 3
                }()
                func number(_ most: Int) -> Int? {
                    let width = nextIsNumber ? max(count, most == 4 && count <= 2 ? count : most) : most
                    let digits = rest.prefix(width).prefix { $0.isASCII && $0.isNumber }
                    guard !digits.isEmpty, let value = Int(digits) else { return nil }
                    rest = rest.dropFirst(digits.count)
                    return value
                }
                func name(_ names: [String]) -> Int? {
                    guard let i = names.firstIndex(where: { rest.lowercased().hasPrefix($0.lowercased()) }) else {
                        return nil
                    }
                    rest = rest.dropFirst(names[i].count)
                    return i
                }
                switch letter {
                case "y", "u":
                    guard let y = number(count == 2 ? 2 : 4) else { return nil }
                    parts.year = count == 2 ? (y < 69 ? 2000 + y : 1900 + y) : y
                case "M", "L":
                    if count >= 3 {
                        guard let m = name(count >= 4 ? monthSymbols : shortMonthSymbols) else { return nil }
                        parts.month = m + 1
                    } else {
                        guard let m = number(2) else { return nil }
                        parts.month = m
                    }
                case "d":
                    guard let d = number(2) else { return nil }
                    parts.day = d
                case "E", "e", "c":
                    guard name(count >= 4 ? weekdaySymbols : shortWeekdaySymbols) != nil else { return nil }
                case "H", "k":
                    guard let h = number(2) else { return nil }
                    parts.hour = letter == "k" && h == 24 ? 0 : h
                case "h", "K":
                    guard let h = number(2) else { return nil }
                    hour12 = h % 12
                case "m":
                    guard let m = number(2) else { return nil }
                    parts.minute = m
                case "s":
                    guard let s = number(2) else { return nil }
                    parts.second = s
                case "S":
                    let digits = rest.prefix { $0.isASCII && $0.isNumber }
                    guard !digits.isEmpty else { return nil }
                    rest = rest.dropFirst(digits.count)
                    parts.nanosecond = Int((String(digits) + "000000000").prefix(9))
                case "a":
                    guard let i = name([amSymbol, pmSymbol]) else { return nil }
                    pm = i == 1
                case "Z", "X", "x":
                    if rest.hasPrefix("Z") {
                        rest = rest.dropFirst()
                        offset = 0
                        continue
                    }
                    guard let sign = rest.first, sign == "+" || sign == "-" else { return nil }
                    rest = rest.dropFirst()
                    let digits = String(rest.prefix { $0.isNumber || $0 == ":" }.filter { $0 != ":" })
                    guard digits.count == 4 || digits.count == 2, let value = Int(digits) else { return nil }
                    rest = rest.dropFirst(rest.prefix { $0.isNumber || $0 == ":" }.count)
                    let seconds = digits.count == 4 ? (value / 100) * 3600 + (value % 100) * 60 : value * 3600
                    offset = sign == "-" ? -seconds : seconds
                default:
                    let literal = String(repeating: letter, count: count)
                    guard rest.hasPrefix(literal) else { return nil }
                    rest = rest.dropFirst(count)
                }
            }
        }
        guard rest.isEmpty else { return nil }
        if let hour12 { parts.hour = hour12 + (pm == true ? 12 : 0) }
        var calendar = gregorian
        if let offset, let zone = TimeZone(secondsFromGMT: offset) { calendar.timeZone = zone }
        return calendar.date(from: parts)
    }

    /// `localizedString(from:dateStyle:timeStyle:)`.
    open class func localizedString(from date: Date, dateStyle dstyle: Style, timeStyle tstyle: Style) -> String {
        let formatter = DateFormatter()
        formatter.dateStyle = dstyle
        formatter.timeStyle = tstyle
        return formatter.string(from: date)
    }
}
