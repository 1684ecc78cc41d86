import PresentationKit

/// The pan-to-dismiss the playground's presentation controller carries with `interactive
/// dismiss` (`PlaygroundPresentationController.handlePan`) and `code` writes for it: one place
/// for its action's name and its thresholds, so the two cannot drift apart.
enum PanToDismiss {
    /// The handler's name, as the trace and the generated `@objc` method spell it.
    static let action = "handlePan(_:)"
    /// [?] Past this fraction of the presented view's height, lifting the finger finishes the
    /// dismissal. Apple documents no threshold; half way is what the articles' and most apps'
    /// handlers use.
    static let finishingProgress = 0.5
    /// [?] A finger lifted while moving down faster than this (points per second) finishes the
    /// dismissal however far it went: a fling. No source sets it; a quarter of a second to cross
    /// an iPhone's screen is clearly a throw, a slow drag is well under it.
    static let flingVelocity = 800.0

    /// Whether the presented view carries the pan: the dismissal is interactive and has an animator.
    static func isOn(_ c: PresentationConfig) -> Bool {
        c.interactive.includes(presenting: false) && c.effectiveDismissAnimator != .system
    }

    /// How far the dismissal has gone: the finger's way down over the view's height, in 0…1.
    static func progress(translation: Double, height: Double) -> Double {
        guard height > 0 else { return 0 }
        return min(1, max(0, translation / height))
    }

    /// Whether lifting the finger here finishes the dismissal (rather than cancelling it).
    static func finishes(progress: Double, velocity: Double) -> Bool {
        progress > finishingProgress || velocity > flingVelocity
    }

    /// The `[?]` lines `explain` lists for the pan.
    static let undocumentedChoices = [
        "`pan` reports a moving finger at \(formatNumber(Engine.panFrameRate)) Hz, begins the gesture at the first frame (UIKit waits for a few points of movement it does not document), and takes \(formatNumber(Engine.defaultPanDuration)) s when no time is given",
        "the playground's pan-to-dismiss finishes past \(formatNumber(finishingProgress)) of the presented view's height or on a fling faster than \(formatNumber(flingVelocity)) points per second down, and cancels otherwise; its pan-to-present, the same way up the presenting view",
    ]

    /// The same choices for `explain` inside a Chinese lesson, in the same order.
    static let chineseUndocumentedChoices = [
        "`pan` 以每秒 \(formatNumber(Engine.panFrameRate)) 帧报告手指的移动，在第一帧就开始手势（UIKit 要等手指移动几个点才开始，具体多少没有文档），不给时间时用 \(formatNumber(Engine.defaultPanDuration)) 秒",
        "playground 的下拉关闭在手指拖过被呈现视图高度的 \(formatNumber(finishingProgress)) 或以每秒超过 \(formatNumber(flingVelocity)) 点的速度向下甩动时完成，否则取消；上拉呈现同理，方向向上，按呈现方视图的高度计算",
    ]
}
