/// `Task.sleep` on the engine's clock. A task an app starts to wait before it presents or
/// dismisses (`try await Task.sleep(for: .seconds(2))`) waits that long on the virtual clock, in
/// time order with the transitions, as `DispatchQueue.main.asyncAfter` does (Apple's
/// `Task.sleep(for:)`: "suspends the current task for the given duration"), so waiting costs no
/// wall time and the same script gives the same output. These shadow the standard library's
/// forms of the same shape for code that imports UIKit; outside a running engine they sleep on
/// the system's continuous clock. [?] A task cancelled while it sleeps throws when its time
/// comes, not at once.
extension Task where Success == Never, Failure == Never {
    /// `sleep(nanoseconds:)`.
    public static func sleep(nanoseconds duration: UInt64) async throws {
        try await EngineSleep.sleep(Double(duration) / 1e9)
    }

    /// `sleep(for:)` with a `Duration` (`.seconds(2)`, `.milliseconds(300)`).
    public static func sleep(for duration: Duration) async throws {
        let parts = duration.components
        try await EngineSleep.sleep(Double(parts.seconds) + Double(parts.attoseconds) / 1e18)
    }
}

/// The engine's side of `Task.sleep`.
enum EngineSleep {
    /// The target the engine keeps a sleeping task's wake-up under.
    private static let token = Token()
    private final class Token: Sendable {}

    static func sleep(_ seconds: Double) async throws {
        try Task.checkCancellation()
        guard let engine = Engine.running, seconds.isFinite else {
            try await ContinuousClock().sleep(for: .nanoseconds(Int64(max(0, min(seconds, 1e9)) * 1e9)))
            return
        }
        await withCheckedContinuation { (woken: CheckedContinuation<Void, Never>) in
            engine.sendLater(to: token, after: max(0, seconds)) { woken.resume() }
        }
        try Task.checkCancellation()
    }
}
