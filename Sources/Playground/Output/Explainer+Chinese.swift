import PresentationKit

extension Explainer {
    /// `explain`'s reasons in Chinese, for a Chinese lesson: why UIKit makes each call and what the
    /// receiver should do. An exhaustive switch, like the English one, so a hook cannot lack its
    /// Chinese reason; how sure the model is stays with the English entry (one place for the sources).
    static func chineseReason(for hook: Hook) -> (why: String, expected: String) {
        switch hook {
        case .presentationControllerForPresented:
            return (
                "style 是 .custom，于是 UIKit 向 transitioning delegate 要一个 presentation controller",
                "返回你写的 UIPresentationController 子类（返回 nil 就得到一个普通的）"
            )
        case .shouldPresentInFullscreen:
            return (
                "UIKit 问这次 presentation 是否盖住整个屏幕",
                "除非只盖住 presenter 所在的 context，否则返回 true（UIKit 自己对 currentContext 和 overCurrentContext 的回答：被盖住的是定义 context 的 controller，见 Apple 的 definesPresentationContext 页面）"
            )
        case .adaptivePresentationStyle:
            return ("UIKit 问当前的 size class 下用哪种 style", "什么都不用做：有 adaptive delegate 的话 UIKit 会去问它；.none 表示不变")
        case .adaptivePresentationStyleForController:
            return ("presentation controller 去问它的 adaptive delegate", "返回在这组 trait 下要用的 style，或者返回 .none 保持原样")
        case .animationControllerForPresented:
            return ("UIKit 向 delegate 要一个 animator", "返回一个 animator；返回 nil 就用 UIKit 自己的从下往上滑入")
        case .animationControllerForDismissed:
            return ("dismissal 开始了：如果 delegate 还活着，UIKit 会再问它一次", "返回 dismissal 用的 animator；返回 nil 就用 UIKit 自己的")
        case .interactionControllerForPresentation:
            return ("既然有了 animator，UIKit 就问有没有手势来驱动它", "手势进行中时返回一个 interaction controller，否则返回 nil")
        case .interactionControllerForDismissal:
            return ("既然有了 dismissal 的 animator，UIKit 就问有没有手势来驱动它", "手势进行中时返回一个 interaction controller，否则返回 nil")
        case .shouldRemovePresentersView:
            return ("UIKit 问 present 完成后 presenter 的 view 要不要离开 window", "presenter 还要留在后面可见时，返回 false（默认值）")
        case .presentationTransitionWillBegin:
            return ("container view 已经存在，coordinator 也准备好了", "把你的装饰（比如遮罩）加进 container，并让它跟着转场一起动画")
        case .dismissalTransitionWillBegin:
            return ("dismissal 的动画马上开始", "让你的装饰跟着转场一起淡出")
        case .animateAlongsideTransition:
            return ("你的 controller 登记了要跟转场一起运行的动画", "不用再做什么：UIKit 会在转场的动画里运行这个 block")
        case .alongsideAnimation:
            return ("UIKit 在转场的动画里、按转场的节奏运行 alongside block", "设置你要动画的属性的终值（比如遮罩的 alpha）")
        case .presentedView:
            return ("UIKit 问要拿哪个 view 来做动画；可能会问好几次", "返回 presented controller 的 view，或者一个包着它的 view；要答得快")
        case .frameOfPresentedViewInContainerView:
            return (
                "UIKit 问 presented view 最后落在哪里：这就是 context 的最终 frame；可能会问好几次",
                "返回 container 坐标系里的 frame（默认是 container 的 bounds）"
            )
        case .transitionDuration:
            return ("UIKit 问 animator 这次转场要多长时间", "返回以秒为单位的时长")
        case .animateTransition:
            return ("UIKit 把 context 交给 animator", "把 view 加进 container，做动画，结束时调用 completeTransition(_:)")
        case .startInteractiveTransition:
            return ("这次转场由手势驱动", "启动 animator，但让它的时钟先停着（percent-driven 的类会替你做）")
        case .update:
            return ("手势移动了", "报告新的进度；停着的动画会跟着它走")
        case .updateInteractiveTransition:
            return ("interaction controller 向 UIKit 报告进度", "不用做什么：UIKit 会拖动各个动画，alongside 的也在内")
        case .finish:
            return ("手势朝前结束", "不用做什么：剩下的部分向前播完")
        case .cancel:
            return ("手势朝回结束", "不用做什么：动画倒着播回去")
        case .finishInteractiveTransition:
            return (
                "剩下的部分按 completionCurve、用 (1-p) x duration / completionSpeed 的时间向前播完",
                "在你的动画的 completion 里调用 completeTransition(true)"
            )
        case .cancelInteractiveTransition:
            return (
                "动画用 p x duration / completionSpeed 的时间倒着播回去",
                "调用 completeTransition(false)，并把你的 view 摆回原处：UIKit 不会恢复 model 值"
            )
        case .containerViewWillLayoutSubviews:
            return (
                "container 的一次布局（转场期间，以及之后每次尺寸变化）",
                "在这里设置装饰和 presented view 的 frame：UIKit 只做 autoresizing，所以用 UIView() 建的遮罩（没有 mask）会停在旧 frame，presented view（root view，W+H）也只是保持边距"
            )
        case .containerViewDidLayoutSubviews:
            return ("这次布局完成了", "在 UIKit 自己布局之后做最后的调整")
        case .completeTransition:
            return ("animator 告诉 UIKit 它做完了；它不说，什么都不会结束", "传入 !transitionWasCancelled")
        case .presentationTransitionDidEnd:
            return ("presentation 结束了（false 表示被取消）", "如果是 false，把你加上的装饰移走")
        case .dismissalTransitionDidEnd:
            return ("dismissal 结束了（false 表示被取消）", "如果是 true，把你加上的装饰移走")
        case .animationEnded:
            return ("UIKit 告诉 animator 转场已经结束", "可选的收尾工作")
        case .presentCompletion:
            return ("传给 present 或 dismiss 的那个 block", "你的 app 接下来要做的事")
        case .alongsideCompletion:
            return (
                "alongside 的 completion，在 present/dismiss 的 completion 之后", "alongside 动画之后的收尾；isCancelled 说明它是怎么结束的"
            )
        case .viewWillAppear:
            return ("即将上屏的 controller 收到的出现回调", "准备好内容")
        case .viewDidAppear:
            return ("出现回调：它已经在屏幕上了", "开始那些需要屏幕的事")
        case .viewWillDisappear:
            return (
                "即将离开的 controller 收到的消失回调（presenter 只有在它的 view 被移走时才会收到：fullScreen、currentContext）", "暂停那些只在可见时运行的事"
            )
        case .viewDidDisappear:
            return ("消失回调：它已经不在屏幕上了", "停掉那些需要屏幕的事")
        case .viewWillTransitionToSize:
            return (
                "尺寸正在变化；presentation controller 把它转给 presented controller（一叠 presentation 里每一层的 presentation controller 都会收到：它们都是 UIContentContainer）",
                "适应新的尺寸，可以跟着 coordinator 一起做动画"
            )
        case .willTransitionToTraitCollection:
            return ("size class 正在变化", "适应新的 trait")
        case .sizeForChildContentContainer:
            return ("默认的 viewWillTransition 问 presented controller 该得到多大的尺寸", "返回在这个父尺寸下子 controller 的尺寸")
        case .present:
            return (
                "app 发起 present；在这个调用里 UIKit 只做准备：presentation controller、是否全屏、适配、animator 和 interaction controller",
                "自己留住 transitioning delegate：转场要等这个调用返回之后才运行"
            )
        case .presentReturned:
            return (
                "第一阶段结束；转场本身在调用代码返回之后由 run loop 启动（Apple 的调用栈：after-commit handler 之下的 runTransitionForCurrentState）",
                "不用做什么；只被你的局部变量持有的对象会在这时释放"
            )
        case .dismiss:
            return (
                "app（或者点击的处理代码）发起 dismiss；在这个调用里 UIKit 向 delegate 要 dismissal 的 animator 和 interaction controller",
                "不用做什么：dismissal 在这个调用返回之后才开始"
            )
        case .dismissReturned:
            return ("第一阶段结束；dismissalTransitionWillBegin 和动画随后由 run loop 启动", "不用做什么")
        case .dimmingViewWasTapped:
            return (
                "popover 外面的一次点击落到了 UIKit 放在它后面的 view 上（点在 popover 外就会 dismiss，除非点在 passthroughViews 里）",
                "不用做什么：UIKit 会 dismiss 这个 popover；想拒绝就在 presentationControllerShouldDismiss(_:) 里返回 false"
            )
        case .dimmingViewTapped:
            return ("遮罩上的点击手势触发了", "把 presented controller dismiss 掉")
        case .deinitialized:
            return ("没有东西留住 transitioning delegate（transitioningDelegate 是 weak 的）", "在 presentation 持续期间一直强引用它")
        case .pushViewController:
            return (
                "app 发起 push；在这个调用里栈立刻改变，被 push 的 controller 收到 willMove(toParent:)；转场随后由 run loop 启动",
                "不用做什么：调用返回时 viewControllers 里已经有被 push 的 controller 了"
            )
        case .popViewController, .popToRootViewController, .popToViewController:
            return (
                "app 发起 pop；在这个调用里栈顶被拿掉，每个离开的 controller 收到 willMove(toParent: nil)；转场随后由 run loop 启动",
                "不用做什么：被 pop 的 controller 会被返回，pop 完成时它的 view 离开窗口"
            )
        case .setViewControllers:
            return (
                "app 替换整个栈；新的栈顶原来就在栈里就是 pop，不在就是 push，栈顶没变就什么转场也没有（Apple，setViewControllers(_:animated:)）",
                "不用做什么"
            )
        case .animationControllerForOperation:
            return (
                "一次 push 或 pop 就要开始：navigation controller 向它的 delegate 要 animator，和 presentation 向 transitioning delegate 要的一样",
                "为这个操作（.push 或 .pop）返回一个 animator，返回 nil 就用 UIKit 自己从后缘滑入的动画"
            )
        case .interactionControllerForAnimation:
            return (
                "delegate 给了 animator，于是 UIKit 问有没有东西以交互方式驱动它",
                "有手势在驱动时返回 interaction controller（一个 UIPercentDrivenInteractiveTransition），否则返回 nil"
            )
        case .navigationWillShow:
            return (
                "navigation controller 就要显示一个 controller 的 view 和 navigation item，在那个 controller 的 viewWillAppear 之后",
                "为要来的 controller 做准备（被取消的滑动可能永远不会显示它）"
            )
        case .navigationDidShow:
            return ("push 或 pop 结束了，这里给出的 controller 就是显示着的那个；滑动被取消时是留下来的那个", "不用做什么，或者更新依赖栈顶 controller 的东西")
        case .willMoveToParent:
            return (
                "这个 controller 要加入一个容器（push 时是 navigation controller），或者要离开（pop 时参数是 nil）", "调用 super；为新的 parent 做准备"
            )
        case .didMoveToParent:
            return ("容器关系的变化结束了：push 在 viewDidAppear 之后，pop 在动画之后（参数是 nil）", "调用 super；nil 表示这个 controller 已经离开了容器")
        case .zoomSourceViewProvider:
            return (
                "controller 的 preferredTransition 是 zoom（iOS 18）：UIKit 在 present 或 push 时、以及 dismiss 或 pop 时，向 app 的闭包要缩放的起点 view",
                "返回缩放开始和结束的那个 view（比如一张缩略图），它要还在屏幕上；返回 nil 就没有特定的起点"
            )
        case .pauseInteractiveTransition:
            return ("interaction controller 让转场暂停了（iOS 10 的可中断转场）", "不用做什么：动画停在原处，直到手势继续")
        case .presentationControllerShouldDismiss:
            return (
                "用户向下轻扫 sheet：UIKit 问能不能 dismiss（只在用户手势时问，代码调用 dismiss 不问；isModalInPresentation 时根本不问）",
                "返回 false 拒绝（之后会收到 presentationControllerDidAttemptToDismiss）"
            )
        case .presentationControllerWillDismiss:
            return ("用户的轻扫正在 dismiss 这个 sheet（iOS 13+）", "准备好 controller 离开（轻扫取消时它还会回来）")
        case .presentationControllerDidDismiss:
            return ("用户扫走的 sheet 已经消失（代码调用 dismiss 时没有这个调用）", "做你的关闭按钮之后会做的事（保存、清理）")
        case .presentationControllerDidAttemptToDismiss:
            return (
                "用户想扫走 sheet 但被拒绝了（isModalInPresentation，或 presentationControllerShouldDismiss 返回 false）",
                "问用户（一个 action sheet：保存还是放弃草稿）"
            )
        case .prepareForPopoverPresentation:
            return (
                "popover 即将显示：它的 delegate 这时还可以设置 source 和箭头方向", "如果还没设置，就设置 sourceView/sourceRect（或 barButtonItem）"
            )
        case .sheetDidChangeSelectedDetentIdentifier:
            return ("用户把 sheet 拖到了另一个 detent（app 自己设置 detent 时不调用）", "读取 selectedDetentIdentifier，调整内容")
        case .preferredContentSizeDidChange:
            return (
                "presented controller 的 preferredContentSize 变了，或者 presentation 马上开始：UIKit 在 presentationTransitionWillBegin() 之前以及之后每次变化时告诉 presentation controller（Apple 的 CustomTransitions 示例）",
                "如果 container 已经存在，请求一次布局（setNeedsLayout），让 frame 跟上新尺寸"
            )
        case .viewDidLoad:
            return ("第一次读取 controller 的 view：UIKit 先加载它（loadView），再调用 viewDidLoad，只有一次", "搭建 view 里的内容；这时尺寸还不是最终的")
        case .viewIsAppearing:
            return ("在 viewWillAppear 之后，view 已经在层级里并布局好，trait 和几何都已确定（iOS 13+）", "更新依赖 view 尺寸或 trait 的东西")
        case .willPresentWithAdaptiveStyle:
            return ("presentation 即将显示：adaptive delegate 得知适配选择的样式，没有适配时是 .none", "为这个样式做准备（调用时机是本模型的选择 [?]）")
        case .viewControllerForAdaptivePresentationStyle:
            return (
                "presentation 适配成另一种样式：UIKit 向 adaptive delegate 要一个在其中显示的 controller；nil 表示沿用原来的",
                "返回一个 controller（比如包着内容的 navigation controller）或 nil"
            )
        case .prepareAdaptivePresentationController:
            return (
                "presentation 要适配了：UIKit 在显示之前把适配后的 controller（popover 的 sheet，iOS 15+）交给 adaptive delegate",
                "配置它（比如 sheet 的 detents）"
            )
        }
    }
}

extension Explainer {
    /// `PresentationRules.undocumentedChoices` in Chinese, in the same order (a test checks the two
    /// lists are as long; the numbers come from the same constants).
    static var chineseUndocumentedChoices: [String] {
        let r = PresentationRules.self
        return [
            "UIKit 默认的从下往上滑入用时 \(formatNumber(r.defaultTransitionDuration)) 秒，曲线是 easeInOut",
            "alongside 动画沿用 animator 第一个动画的时间参数",
            "取消时动画用 p × duration / completionSpeed 的时间倒着播回去；由 animator 把它的 view 恢复原样",
            "presentation 被取消时，present 的 completion 不会运行",
            "旋转的动画用时 \(formatNumber(r.rotationDuration)) 秒，曲线是 easeInOut",
            "没人持有的 delegate 在发起 present 的那个调用返回时被释放，那时 UIKit 已经拿到了它要的东西",
            "不用 storyboard 创建的 controller 的 root view 也跟着 superview 伸缩（宽高都可伸缩），和 storyboard 里的一样",
            "交互式取消之后，对应的 viewDidAppear/viewDidDisappear 在转场完成时才到（头文件只写明了 \"will\" 那两个，在交互结束时发出）",
            "适配改变的是布局，不改变 presenter 的 view 是否被移走：那是 presentation 开始时 presentation controller 的回答（在 compact height 下 present 的 sheet 和旋转进 compact height 的 sheet 结果一样）",
            "适配成全屏的 custom presentation 由 UIKit 铺满整个 container，这时 UIKit 不再向 controller 要 frameOfPresentedViewInContainerView",
            "spring 的 damping 大于 1 时按 1（临界阻尼）处理：UIKit 接受这个值，但看不到过阻尼的运动",
            "载入的代码里：CADisplayLink 只在有过渡进行时每帧（1/60 秒）触发一次",
            "autoresizing 把尺寸的全部变化加到每个可伸缩的长度上，从不截断：可伸缩的高度可以变成负数（竖屏手机底部的 banner 转到横屏时）；这样的 view 不会被画出来",
            "iPad 上 popover 外的点击落到 UIKit 放在它后面的一个透明 view 上；它的处理方法是私有的，所以 trace 把它记作 dimmingViewWasTapped(_:)（UIDimmingView 的 delegate 调用）",
            "sheet：卡片在安全区域下方 \(formatNumber(r.compactSheetTopGap)) 点（compact width），圆角 \(formatNumber(r.sheetCornerRadius))，背后是 \(formatNumber(r.sheetDimmingAlpha)) 的黑色遮罩",
            "竖屏手机上的 sheet 把 presenter 往后推：缩小到 \(formatNumber(r.sheetPresenterScale)) 倍，带上 sheet 的圆角；iOS 26 上 Apple 的 form sheet 页面说 sheet 在一层 Liquid Glass 上，图里没有画出（画的是 iOS 13–18 的卡片）",
            "sheet：medium detent 是 large 高度的 \(formatNumber(r.mediumDetentFraction))（Apple 说它“在 compact height 下不启用”：这时选中它的 sheet 停在更高一级启用的 detent，没有就停在最高的），grabber 是 \(formatNumber(r.grabberSize.width))×\(formatNumber(r.grabberSize.height)) 点，在 sheet 顶边下方 \(formatNumber(r.grabberTop)) 点；手指可以拖动 sheet：从最小的 detent 往下拖就是交互式的 dismissal，松手时超过 sheet 高度的 \(formatNumber(r.swipeDismissThreshold)) 或速度超过每秒 \(formatNumber(r.sheetFlingVelocity)) 点就完成，否则取消，外观回调与其他交互式取消相同（没有公开的 iOS 17 日志给出轻扫的）（presentationControllerWillDismiss 在 dismissal 开始之后、紧跟它最初的几个调用）；其他的拖动在 detent 之间移动 sheet（高度跟着手指，底边贴着屏幕边缘；低于最小的 detent 时整体下滑），超过最大的 detent 时像 UIScrollView 的橡皮筋一样抵抗（刚度 \(formatNumber(r.rubberBandStiffness))），松手后停在按当前速度 \(formatNumber(r.sheetProjectionSeconds)) 秒后会到达的位置最近的 detent；从更大的 detent 往下拖不会 dismiss；`drag sheet to dismiss` 让 dismissal 自己播放完；切换 detent 的动画用默认转场的时长",
            "UIKit 其他的转场样式沿用它滑入的时间：crossDissolve 让 presented view 淡入淡出，flipHorizontal 画成 presented view 侧转再转回（只缩放宽度，没有透视），partialCurl 把 presenter 的 view 向上掀起屏幕高度的 \(formatNumber(r.partialCurlLift))，并留在 window 里；partialCurl 呈现出来的 controller“本身不能再呈现任何 view controller”（Apple），UIKit 这时是记一行日志还是抛异常没有公开：模型拒绝这次 present（载入的代码里这个调用记一行日志，什么也不做）",
            "从 source 弹出的 popover：箭头放在第一个允许的方向上（依次为上、下、左、右），前提是 popover 能放进安全区域内缩 \(formatNumber(r.popoverMargin)) 点的范围，也在从屏幕边缘量起的 popoverLayoutMargins 之内（每条边取更严的那个）（都放不下就用第一个允许的方向），箭头画成 \(formatNumber(r.popoverArrowSize.width))×\(formatNumber(r.popoverArrowSize.height)) 点，popover 被推离 source 时箭头仍留在 popover 的边上，离角至少一个圆角半径；适配后的 popover 自己就是它的 adaptiveSheetPresentationController；prepareForPopoverPresentation 就在 presentationTransitionWillBegin 之前",
            "从底部 dismiss 一叠 presentation：中间各层的 presentation controller 在顶层之前收到 dismissalTransitionWillBegin()，在顶层之后收到 dismissalTransitionDidEnd(_:)，它们的 container 在 dismissal 开始时离开 window，中间层 view 还在屏幕上的 controller 依次收到 viewWillDisappear(false) 和 viewDidDisappear(false)",
            "adaptive delegate 在转场开始时收到 willPresentWithAdaptiveStyle，就在 preferredContentSizeDidChange 和 presentationTransitionWillBegin 之前；适配后的 presentation 仍用同一个 presentation controller，presentationController(_:prepare:) 交给 delegate 的就是它；presentationTransitionWillBegin 在外观回调之前（先是 presenter 的 viewWillDisappear，再是 presented 的 viewWillAppear），没有哪份公开的 .fullScreen 日志能确定这一点",
            "currentContext 或 overCurrentContext 的 presentation：它的 container 是 window 的子 view，盖在 context 的 view 上（随那个 view 一起改变尺寸）；在 presented controller 里调用、往上找不到 context 时，就在那个 presented controller 里 present；providesPresentationContextTransitionStyle 只在以 context 样式 present 找到的 context 上起作用",
            "旋转会传到一叠 presentation 的每一层，从底层开始：先是每个 presentation controller 的 willTransition(to:with:) 和 adaptive 询问，再是根 controller 的 viewWillTransition(to:with:)，再是每个 presentation controller 的，最后是每个 container 的 layout",
            "载入代码里的 alert 和 action sheet：UIKit 给它们用的尺寸、遮罩和动画都是私有的，所以这里用的是本模型自己的（docs/fidelity-evidence.md §19）；action 的 handler 在 dismissal 完成时运行；点 action sheet 外面会运行它的 cancel action，点 alert 外面什么也不发生；手机上的 action sheet 从来不是 popover",
            "载入的代码里：perform(_:) 及其变体返回 nil（UIKit 返回方法的结果），perform(_:with:afterDelay:) 以 app 的身份在引擎的时钟上运行；自适应颜色或 asset 颜色的 getRed/getWhite 返回 false，参数保持原样",
            "载入的代码里：Swift 并发跑在一个线程和引擎的时钟上：交给 main actor 或全局线程池的 job 都在主队列的下一轮以 app 的身份运行，Task.sleep 在虚拟时钟上等待（睡眠中被取消的 task 到时间才抛出错误）",
            "载入的代码里：view 的 layer 向它的 view 要 action：在动画 block 里是该 key 的 CABasicAnimation，时长取 block 的，block 外是 NSNull；layer 运行的动画只计时，不画出来",
            "载入的代码里：没有触摸送到 responder（tap 和 pan 交给手势识别器和控件），也没有谁成为 first responder（没有键盘：keyboard guide 停在底部）",
            "载入的代码里：设备的时区是 UTC，所以格式化出来的日期在每台机器上都一样；数字和日期按 Linux 上 Foundation 的默认 locale 格式化（英文，美元写作 US$），真机会用它自己的 locale",
            "载入的代码里：appearance proxy 是这个类的一个实例，用 init(frame:) 创建；没有 init(frame:) 的类用它自己的某个初始化方法、以空参数创建；proxy 上的设置在 view 每次进入 window 时生效，但 view 自己设过的属性不受影响；按容器或 trait 限定的 proxy 就是这个类唯一的那个 proxy",
            "载入的代码里：系统的选择器（UIColorPickerViewController、UIDocumentPickerViewController、PHPickerViewController）和其他 controller 一样 present，显示一个替身（标题和选中的颜色、要打开的类型、照片的 filter）；没有人真的选，用户关掉它时（轻扫 sheet、点 popover 外面），delegate 在 dismissal 结束后收到 UIKit 在用户关掉它时发的那个调用：colorPickerViewControllerDidFinish、documentPickerWasCancelled、不带结果的 picker(_:didFinishPicking:)；app 自己 dismiss 时它们什么也收不到",
        ] + navigationChoices
    }

    /// The Chinese of `NavigationRules.choices`, line for line.
    private static var navigationChoices: [String] {
        let n = NavigationRules.self
        return [
            "UIKit 自己的 push 和 pop 用时 \(formatNumber(n.duration)) 秒，曲线是 easeInOut（UINavigationControllerHideShowBarDuration）；被盖住的 view 移动宽度的 \(formatNumber(n.parallax * 100, decimals: 0)) %",
            "push 或 pop 在调用返回之后才由 run loop 向 delegate 要 animator 和 interaction controller，在外观回调之前（一份公开的调用栈：_startCustomTransition: 在 layout 里的 _startDeferredTransitionIfNeeded: 之下）；willShow 在 viewWillAppear 之后（一份公开的日志），didShow 在 viewDidAppear 和 didMove(toParent:) 之后",
            "zoom（iOS 18 的 preferredTransition）用时 \(formatNumber(n.zoomDuration)) 秒，弹簧临界阻尼，把被缩放的 view 的 frame 从源 view 的 frame 变过去再变回来（不变形圆角和内容），期间隐藏源 view，每次 present、push、dismiss 和 pop 都向源 view 的闭包要一次；style 是 .automatic 时全屏显示；delegate 给了 animator 就用它的；还没有交互式的 zoom dismissal",
            "边缘滑动从前缘 \(formatNumber(n.edgeWidth)) 点以内开始，松手时越过宽度的 \(formatNumber(n.popFinishFraction * 100, decimals: 0)) % 或快于每秒 \(formatNumber(n.popFlingVelocity)) 点就完成 pop，否则取消；取消后被 pop 的 controller 回到栈里，delegate 收到它的 didShow",
        ]
    }
}
