/// How many rows the drawing of the phone takes (`set drawing small|fit|N`). What "fit" means is
/// the renderer's to say: on a terminal, as large as the window leaves room for; in a transcript,
/// which has no window, the same as `small`, so transcripts do not depend on where they ran.
package enum DrawingSize: Equatable, Sendable {
    /// The fixed drawing transcripts use (at most 18 rows).
    case small
    /// As large as fits the window beside or above the frame list, leaving the prompt and a short trace.
    case fit
    /// This many rows (the width follows from the window's aspect).
    case rows(Int)

    /// The fewest and most rows `set drawing N` accepts.
    package static let rowRange = 3...200

    /// `small`, `fit` or the number of rows, as typed.
    package var spelling: String {
        switch self {
        case .small: "small"
        case .fit: "fit"
        case .rows(let n): String(n)
        }
    }
}

/// How much of the trace a driving command prints after the drawing (`set trace full|short|off`).
package enum TraceLength: String, Equatable, Sendable, CaseIterable {
    /// Every new call.
    case full
    /// A few calls and how many more `trace` lists: on a terminal the last ones, as many as the
    /// window leaves room for; in a transcript the first `Session.traceLinesAfterAction`.
    case short
    /// None; `trace` lists them.
    case off
}
