/// Formats a number the same way on every machine: at most `decimals` places, trailing zeros
/// dropped, `-0` printed as `0`. Used by every printed frame, trace argument and JSON value,
/// so transcripts are byte-identical without Foundation's locale-aware formatters.
public func formatNumber(_ value: Double, decimals: Int = 2) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
    if scaled == 0 { return "0" }
    guard scaled < 9.0e15 else { return String(value) }
    let whole = UInt64(scaled)
    let unit = UInt64(scale)
    let intPart = whole / unit
    var frac = whole % unit
    var s = (value < 0 ? "-" : "") + String(intPart)
    if frac != 0 {
        var digits = decimals
        while frac % 10 == 0 {
            frac /= 10
            digits -= 1
        }
        let f = String(frac)
        s += "." + String(repeating: "0", count: digits - f.count) + f
    }
    return s
}

/// Formats with exactly `decimals` places (for aligned columns such as trace times: `0.800`).
public func formatFixed(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return formatNumber(value) }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
    guard scaled < 9.0e15 else { return String(value) }
    let whole = UInt64(scaled)
    let unit = UInt64(scale)
    var s = (value < 0 && scaled != 0 ? "-" : "") + String(whole / unit)
    if decimals > 0 {
        let f = String(whole % unit)
        s += "." + String(repeating: "0", count: decimals - f.count) + f
    }
    return s
}
