/// What the demo player touches of the outside world: the screen, the keys, the clock, Ctrl-C and
/// Ctrl-Z, the terminal's modes and the live prompt's line editor. `SystemDemoTerminal` is the
/// real terminal; tests drive the player through an in-memory double with a virtual clock (as
/// swift-nio's `EmbeddedEventLoop` stands in for a real loop), so its state machine is checked
/// key by key without a terminal.
package protocol DemoTerminal: AnyObject {
    /// Text for the audience's screen.
    func write(_ text: String)
    /// Text for standard error (presenter notes when they go elsewhere).
    func writeError(_ text: String)
    func flush()
    /// The window's height in rows, asked before each answer (the window may have been resized);
    /// nil when unknown, and then nothing is paged.
    func rows() -> Int?
    /// The bytes typed within `seconds` (at most a second): nil when none came or a signal cut the
    /// wait short; empty when the input ended (the terminal went away).
    func readKeys(within seconds: Double) -> [UInt8]?
    /// Seconds on a steady clock.
    func now() -> Double
    /// Whether Ctrl-C arrived since the last call (taken).
    func takeInterrupt() -> Bool
    /// Whether the process was suspended and resumed since the last call (taken): the shell wrote
    /// over the screen.
    func takeResumed() -> Bool
    /// Runs `body` with keys read one at a time, unechoed; nil when there is no terminal to do it on.
    func inKeyMode<T>(_ body: () -> T) -> T?
    /// Runs `body` in the terminal's own mode (the live prompt), then goes back.
    func outsideKeyMode<T>(_ body: () -> T) -> T
    /// The live prompt's next line.
    func readLine(prompt: String) -> LineRead
    func addToHistory(_ line: String)
    /// Lets go of the line editor.
    func close()
}
