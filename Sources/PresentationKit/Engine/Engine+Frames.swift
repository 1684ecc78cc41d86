/// Callbacks once a display frame (`CADisplayLink`), on the engine's clock. [?] A display link
/// fires at the screen's refresh for as long as it is added; the model's clock moves only while
/// something is under way, so a frame callback runs while a transition is under way (that is
/// when presentation code drives one: a spring animator of its own that completes the
/// transition when it settles), waits between transitions, and resumes with the next.
extension Engine {
    /// One display link's callback: `body` returns false to stop for good (`invalidate()`).
    package final class FrameCallback {
        let body: () -> Bool
        var scheduled = false
        package var stopped = false
        /// Frames run during the current transition, to stop a callback that never lets it end.
        var framesThisTransition = 0
        package init(_ body: @escaping () -> Bool) { self.body = body }
    }

    /// The most frames a callback runs in one transition: ten seconds' worth, after which it is
    /// stopped with a note (an animator that never completes would otherwise run forever).
    static let maxFramesPerTransition = 600

    /// Adds a display link's callback; it runs from the next frame while a transition is under way.
    package func addFrameCallback(_ callback: FrameCallback) {
        frameCallbacks.append(callback)
        arm(callback)
    }

    private func arm(_ callback: FrameCallback) {
        guard !callback.scheduled, !callback.stopped, activeTransition != nil else { return }
        callback.scheduled = true
        schedule(at: now + 1 / Engine.panFrameRate, role: .uikit) { [weak self] in
            callback.scheduled = false
            guard let self, !callback.stopped else { return }
            callback.framesThisTransition += 1
            if callback.framesThisTransition > Engine.maxFramesPerTransition {
                callback.stopped = true
                noteOnce("CADisplayLink: stopped after ten seconds of frames in one transition")
                return
            }
            if !callback.body() {
                callback.stopped = true
                return
            }
            arm(callback)
        }
    }

    /// A transition began: every waiting callback runs again.
    func resumeFrameCallbacks() {
        frameCallbacks.removeAll { $0.stopped }
        for callback in frameCallbacks {
            callback.framesThisTransition = 0
            arm(callback)
        }
    }
}
