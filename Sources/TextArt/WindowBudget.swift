/// How the rows of a terminal window are shared after a driving command at the prompt, so that
/// the command, the header, the whole drawing, a short trace and the next prompt are on screen
/// together:
///
///     proscenium> present           1
///     iPhone SE · iOS 26 · …         1  ┐ layoutLines
///     ┌──────────┐  frame list       B  ┘
///     … 21 earlier calls: …          1
///      0.800  presented  viewDid…    traceLines
///     proscenium>                    1
package enum WindowBudget {
    /// Trace lines a driving command shows with `set trace short` in a window `height` rows
    /// tall: 3 at 24 rows, 7 at 40, 9 at 50, never fewer than 2 or more than 10.
    package static func traceLines(height: Int) -> Int { max(2, min(10, (height - 12) / 4)) }

    /// Lines the drawing (its header, the phone and the frame list) may take at the prompt: the
    /// window less the command line, the short trace with its line saying how many more there
    /// are, and the prompt.
    package static func layoutLines(height: Int) -> Int { max(4, height - traceLines(height: height) - 3) }

    /// Lines the drawing may take while `play` redraws it: the window less the status line and
    /// the line the cursor rests on.
    package static func playbackLines(height: Int) -> Int { max(4, height - 2) }
}
