import ProsceniumFiles
import ProsceniumLoader

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The demo player's real terminal: standard output and input through `Console` and `KeyWait`,
/// the monotonic clock, the signal flags, `TerminalGuard`'s modes and the prompt's line editor.
package final class SystemDemoTerminal: DemoTerminal {
    private let editor: LineEditor

    /// Made before key mode: libedit remembers the mode it starts in as the one to go back to.
    /// Ctrl-O at the live prompt types `resumeWord`, back to the demo.
    package init(resumeWord: String) {
        editor = LiveShell.makeEditor(StatePaths())
        editor.configure(["bind", "-s", "^O", "^U\(resumeWord)^J"])
        InterruptSignal.install()
        _ = InterruptSignal.takePending()
    }

    package func write(_ text: String) { Console.write(text) }
    package func writeError(_ text: String) { Console.error(text) }
    package func flush() { Console.flush() }
    package func rows() -> Int? { TerminalInfo.size()?.rows }
    /// The terminal's keys, or the stage page's (a clicker's PageDown and PageUp) when one is open.
    package func readKeys(within seconds: Double) -> [UInt8]? {
        guard let stage = StageView.active, !stage.isGone else {
            return KeyWait.readKeys(fd: STDIN_FILENO, within: seconds)
        }
        if let keys = stage.takeKeys() { return keys }
        var pollers = [
            pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
            pollfd(fd: stage.keyDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        let ms = Int32(max(0, min(1000, (seconds * 1000).rounded(.up))))
        guard poll(&pollers, 2, ms) > 0 else { return nil }
        if pollers[0].revents != 0 { return KeyWait.readKeys(fd: STDIN_FILENO, within: 0) }
        if let keys = stage.takeKeys() { return keys }
        // The server ended (its descriptor hangs up): wait on the terminal alone from now on.
        if pollers[1].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { stage.stop() }
        return nil
    }
    package func now() -> Double { MonotonicClock.now() }
    package func takeInterrupt() -> Bool { InterruptSignal.takePending() }
    package func takeResumed() -> Bool { TerminalGuard.takeResumed() }
    package func inKeyMode<T>(_ body: () -> T) -> T? { TerminalGuard.inKeyMode(body) }
    package func outsideKeyMode<T>(_ body: () -> T) -> T { TerminalGuard.outsideKeyMode(body) }
    package func readLine(prompt: String) -> LineRead { editor.readLine(prompt: prompt) }
    package func addToHistory(_ line: String) { editor.addToHistory(line) }
    package func close() { editor.close() }
}
