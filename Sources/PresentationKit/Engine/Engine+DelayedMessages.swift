extension Engine {
    /// An app's message sent later on the engine's clock (`perform(_:with:afterDelay:)`: Apple's
    /// NSObject reference, "performs a method … after a delay", on the current run loop). It is sent
    /// as the app, in time order with the transitions' own events, so a toast that hides itself
    /// after two seconds does so at t + 2 in the trace.
    package func sendLater(to target: AnyObject, after delay: Double, _ message: @escaping () -> Void) {
        schedule(at: now + max(0, delay), role: .app, target: ObjectIdentifier(target), message)
    }

    /// `cancelPreviousPerformRequests(withTarget:)`: the delayed messages to `target` not yet sent.
    package func cancelMessages(to target: AnyObject) {
        queue.removeAll { $0.target == ObjectIdentifier(target) }
    }
}
