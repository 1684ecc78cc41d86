import PresentationKit

/// Round steps for time axes.
enum TimeAxis {
    static let steps = [0.001, 0.002, 0.005, 0.01, 0.02, 0.025, 0.05, 0.1, 0.2, 0.25, 0.5, 1, 2, 5, 10, 20, 50, 100]

    /// The smallest round step that keeps labels about `spacing` columns apart.
    static func step(span: Double, columns: Int, spacing: Int = 10) -> Double {
        let wanted = span * Double(spacing) / Double(max(1, columns))
        return steps.first { $0 >= wanted } ?? steps[steps.count - 1]
    }

    /// Tick columns and labels: a round step (…, 0.1, 0.2, 0.25, 0.5, 1, …) that leaves room
    /// between labels, plus the duration itself at the last column.
    static func ticks(duration: Double, columns: Int) -> [Int: String] {
        var ticks: [Int: String] = [0: "0"]
        guard duration > 0 else { return ticks }
        let every = step(span: duration, columns: columns)
        var i = 1
        while Double(i) * every < duration * (1 - 1e-9) {
            let c = Int((Double(i) * every / duration * Double(columns - 1)).rounded())
            if c < columns - 6 { ticks[c] = formatNumber(Double(i) * every, decimals: 3) }
            i += 1
        }
        ticks[columns - 1] = formatNumber(duration, decimals: 3) + " s"
        return ticks
    }
}
