/// A classic mistake `explain` recognises in the session (`Gotchas.notes`), said in English or,
/// inside a Chinese lesson, in Chinese: one case per note, each language an exhaustive switch.
enum Gotcha: Equatable, Sendable {
    case stuck
    case notCustom(style: String)
    case presentedCoversContainer
    case delegateDied
    case rotationWithoutLayout
    case presenterNotRestored
    case cleanupOff
    case noDisappear(style: String)
    case bannerUnderNotch(safeLeft: String)

    /// The note in `language` (`zh`: Chinese; anything else: English).
    func text(in language: Language) -> String { language == .chinese ? chinese : english }

    var english: String {
        switch self {
        case .stuck:
            return
                "Stuck: the animator's animations are over but it never called completeTransition(_:). UIKit waits for ever and ignores touches and new transitions; `reset` starts again."
        case .notCustom(let style):
            return
                "The style is \(style), not .custom: UIKit never asked the delegate for a presentation controller, so your frame and dimming view are not used (`style custom`)."
        case .presentedCoversContainer:
            return
                "The presented view covers the whole container, so the dimming view behind it cannot be seen: shrink the frame (`set frame inset 30`)."
        case .delegateDied:
            return
                "The transitioning delegate died right after `present` (nothing retained it: `transitioningDelegate` is weak). The dismissal then falls back to UIKit's default animation, while the presentation controller, kept by UIKit, still gets its hooks (`delegate retain on`)."
        case .rotationWithoutLayout:
            return
                "The size changed but containerViewWillLayoutSubviews sets no frames (`set layout off`): the presented view, a controller's root view (flexible width and height), resized with the container and kept its margins rather than the frame you asked for; the dimming view (a UIView(), no autoresizing mask) kept its old frame. Fix: layout code (`set layout on`), or `set dimming autoresize on` for the veil."
        case .presenterNotRestored:
            return
                "The presentation removed the presenter's view, and the dismissal animator never added `view(forKey: .to)` back: UIKit does not do it for you, so the screen is blank (`set restore-presenter on`)."
        case .cleanupOff:
            return
                "Cleanup is off: the controller left its dimming view inside the container UIKit took away (`show tree` lists it). Nothing shows now, but the view lives on with the controller, and a controller that is kept and presents again stacks another one (`set cleanup on`)."
        case .noDisappear(let style):
            return
                "The presenter got no viewWillDisappear/viewDidDisappear: with .\(style) its view stays in the window. Only full-screen styles that remove it send them."
        case .bannerUnderNotch(let safeLeft):
            return
                "The banner's x is the bare 16-point margin, but the safe area starts \(safeLeft) points in: in landscape it slides under the notch. Start from the safe bounds' minX (`set frame banner`)."
        }
    }

    var chinese: String {
        switch self {
        case .stuck:
            return
                "卡住了：animator 的动画已经结束，却一直没有调用 completeTransition(_:)。UIKit 会一直等下去，不理会点击，也不接受新的转场；`reset` 重新开始。"
        case .notCustom(let style):
            return
                "style 是 \(style)，不是 .custom：UIKit 从没向 delegate 要 presentation controller，所以你设的 frame 和遮罩都没用上（`style custom`）。"
        case .presentedCoversContainer:
            return
                "presented view 盖住了整个 container，它后面的遮罩就看不见了：把 frame 缩小（`set frame inset 30`）。"
        case .delegateDied:
            return
                "transitioning delegate 在 `present` 之后马上就被释放了（没有东西留住它：`transitioningDelegate` 是 weak 的）。于是 dismissal 退回到 UIKit 默认的动画；presentation controller 由 UIKit 持有，照样收到它的各个回调（`delegate retain on`）。"
        case .rotationWithoutLayout:
            return
                "尺寸变了，但 containerViewWillLayoutSubviews 没有设置任何 frame（`set layout off`）：presented view 是 controller 的 root view（宽高都可伸缩），跟着 container 一起变大变小，保住的是边距，而不是你要的 frame；遮罩是一个 UIView()，没有 autoresizing mask，停在旧的 frame 上。修法：写布局代码（`set layout on`），或者用 `set dimming autoresize on` 处理遮罩。"
        case .presenterNotRestored:
            return
                "presentation 把 presenter 的 view 移走了，而 dismissal 的 animator 没有把 `view(forKey: .to)` 加回去：UIKit 不会替你做，所以屏幕是空的（`set restore-presenter on`）。"
        case .cleanupOff:
            return
                "cleanup 关掉了：controller 把遮罩留在了 UIKit 已经拿走的 container 里（`show tree` 能看到）。现在什么也不显示，但这个 view 跟着 controller 一直活着；如果 controller 被留住、再次 present，就会再叠上一层（`set cleanup on`）。"
        case .noDisappear(let style):
            return
                "presenter 没有收到 viewWillDisappear/viewDidDisappear：用 .\(style) 时它的 view 一直留在 window 里。只有会把它移走的全屏 style 才会发这两个回调。"
        case .bannerUnderNotch(let safeLeft):
            return
                "banner 的 x 只是 16 点的边距，可安全区域要从 \(safeLeft) 点处才开始：横屏时它会滑到刘海下面。应该从安全区域 bounds 的 minX 算起（`set frame banner`）。"
        }
    }
}
