/// `help` inside a Chinese lesson: the groups' names (an exhaustive switch) and each topic's
/// summary in Chinese, keyed by the topic (a test holds every topic of the lesson table
/// to having one). Commands, forms and examples stay as they are typed.
extension HelpText {
    static func chineseName(of group: HelpGroup) -> String {
        switch group {
        case .build: return "搭建"
        case .drive: return "驱动"
        case .look: return "查看"
        case .watch: return "慢放"
        case .check: return "检查"
        case .learn: return "学习"
        case .session: return "会话"
        }
    }

    package static let chineseSummaries: [HelpTopic: String] = [
        .device: "模拟的设备（默认 iPhone SE）",
        .ios: "app 运行的 iOS 版本（默认 26），要在任何东西运行之前选好：`.automatic` 在 18 之前是 page sheet，从 18 起是 form sheet",
        .orientation: "把设备转到这个方向（一次尺寸变化，和 `rotate` 一样）",
        .style: "presented controller 的 modalPresentationStyle（默认 custom）",
        .delegate: "装上一个 transitioning delegate；以及谁让它活着（它是 weak 引用）",
        .set: "配置 presentation controller 和转场，就像文章里用代码做的那样",
        .animator: "delegate 提供的 animator（默认没有，于是用 UIKit 自己的上滑动画）",
        .interactive: "提供一个按百分比驱动的交互控制器；转场随后等待 update/finish/cancel（也可以给 view 加上拖动手势：`pan presented by 0 300`）",
        .adaptive: "adaptive presentation delegate 的回答（off：没有 delegate）",
        .names: "trace 怎样拼写 UIKit 的调用：现代 Swift（默认）、Swift 2 或 Objective-C selector",
        .sheet:
            "page sheet 或 form sheet 的 UISheetPresentationController：detent（medium、large、自定义高度）、grabber、不变暗的最大 detent、圆角、紧凑高度下贴边、delegate",
        .popover:
            ".popover 从哪里指出来：presenting view 里的一个源矩形、允许的箭头方向（UIKit 把箭头画在放得下的那一边）和 popoverLayoutMargins（离屏幕边缘的距离，默认各 10 点）",
        .context:
            "presenting 屏幕里的一个子 controller，位于 X Y W H，definesPresentationContext 为 true：currentContext 或 overCurrentContext 的 presentation 只盖住它的 view；带上 transition style 时它也提供自己的（providesPresentationContextTransitionStyle）",
        .transition:
            "presented controller 的 modalTransitionStyle，delegate 不提供 animator 时使用：coverVertical（默认上滑）、crossDissolve、flipHorizontal、partialCurl（只限全屏）",
        .navigation:
            "把 presenting 屏幕放进一个 navigation controller（顶部有一条 bar；之后 `push` 和 `pop` 在它的栈里前进后退）；要在 push 或 present 任何东西之前选定",
        .zoom:
            "presenting 屏幕上位于 X Y W H 的一张缩略图，被 present 或 push 的 controller 从它放大出来、再缩回去（iOS 18 的 preferredTransition = .zoom）；delegate 给了 animator 就用它的",
        .drag: "用户把 sheet 拖到某个 detent（delegate 会收到通知），或者向下滑把它收起（isModalInPresentation 时会被拒绝）",
        .present:
            "present 这个 controller，即 present(_:animated:completion:)；--no-animation 传 animated: false；`present --on-top` 让 presented controller 再 present 一个（叠成一摞）",
        .dismiss: "收起它，即 dismiss(animated:completion:)；--no-animation 传 animated: false",
        .push:
            "在屏幕上的 navigation controller 上 push，即 pushViewController(_:animated:)：载入代码里负责 push 的方法会运行；转场由 run loop 启动，用 navigation delegate 的 animator 或 UIKit 自己的滑入",
        .pop:
            "点返回按钮：UIKit 让屏幕上的 navigation controller pop，即 popViewController(animated:)；`pan edge by DX` 是从前缘开始、以交互方式 pop 的滑动",
        .tap:
            "点一个 view，或 window 坐标里的一个点：那里最深的 view 接住触摸，离它最近的手势识别器触发；载入代码里的 view 用引号写出 `state` 列出的名字（alert 的按钮就是它的标题：tap \"Delete\"）",
        .pan:
            "用手指在一个 view 上拖动 DX DY 点，持续 T 秒（默认 0.5），以 60 Hz 报告；最近的 pan 识别器收到 .began、每帧的 .changed 和带速度的 .ended（速度是最后一次移动的，或者 `velocity VY` 给出的每秒向下多少点）；在没有自己识别器的 sheet 上，手指直接拖动 sheet：在 detent 之间移动，或者从最小的 detent 往下拖就是交互式的轻扫 dismiss（松手时不够远也不够快就弹回去）",
        .rotate: "旋转设备（一次尺寸变化）",
        .resize: "改变 window 的大小，就像 iPad 的分屏",
        .preferredSize:
            "在 presented 期间设置 presented controller 的 preferredContentSize：UIKit 会告诉 presentation controller",
        .cancel: "把交互式转场推进到 P（0…1）再取消它；没有等待中的转场时先开始一个",
        .finish: "把交互式转场推进到 P 再完成它",
        .update: "把等待中的交互式转场移到 P",
        .show: "画出屏幕，或者列出 view 树",
        .trace: "reset 以来 UIKit 的每一次调用；--mermaid：最近一次转场的时序图",
        .state: "会话的状态；--at 在最近一次转场的第 N 秒取值",
        .explain: "用平常的话说明最近一次转场里每个调用为什么发生",
        .config: "当前的设置",
        .code: "你搭出来的东西对应的 UIKit Swift 代码，可以带去 Xcode；--file 写进文件",
        .play: "在终端上按真实时间重放最近一次转场（任意键或 Ctrl-C 停下）；--speed 放慢",
        .slow: "给全场看的慢动作：每次重放都慢 N 倍（1 到 20），play 的 --speed 除以 N，舞台页面（proscenium web）以 1/N 的速度播放新的转场；slow off 恢复真实时间",
        .scrub: "最近一次转场在进度 P（0…1）或第 N 秒时的屏幕，以及每个动画值",
        .film: "最近一次转场的 N 个关键帧（默认 5 个，最多 12 个）并排摆开",
        .timeline: "把最近一次转场放在时间轴上：每个动画属性的进度，以及各个调用的时刻",
        .curve: "画出一条时间曲线（默认是当前 animator 的）：0 到 1 的进度，以及弹簧超出的部分",
        .export:
            "把屏幕写成 SVG（--at P 或 Ns：最近一次转场的那一刻；scrub 之后就是 scrub 到的那一刻）、重放最近一次转场的动画 SVG、asciinema 录像、trace --mermaid 的图（export mermaid），或者把到目前为止的会话写成一个自带一切的舞台页面，每条命令一步（export html）",
        .expect: "检查状态（从不检查打印出来的文字）；`proscenium check` 统计结果",
        .lesson: "列出课程（`lesson list zh`：中文），开始一课（进度按语言保存），离开，或者检查所有课程文件",
        .next: "在课程的各步之间移动（next 要求目标达成；skip 不要求；back 和 retry 重建一步的起点）",
        .goal:
            "这一步要什么，每个目标旁边是现在的状态（Swift 练习里 `check` 编译你的文件、在上面运行这一步并检查目标；`check --watch` 或 `watch` 在你每次保存时重新检查，直到通过或按 Ctrl-C）",
        .step: "当前这一步的全文（刚到的一步只显示标题和目标）",
        .hint: "每次多给这一步一条提示",
        .exercise:
            "Swift 练习：`exercise` 把这一步带 TODO 的文件写进你的工作目录（`exercise restart`：重新写，你的留作 .bak），`edit` 用 $VISUAL 或 $EDITOR 打开它，`check` 编译并检查",
        .answer: "用字母回答这一步的预测问题（答错会看到原因）",
        .solution: "重建这一步的起点并运行它的答案（先确认；这一步记为借助答案完成）",
        .progress: "保存、恢复或清除课程进度",
        .save: "把会话写进文件（它的命令，一个能重放到当前状态的场景）",
        .load: "载入保存的会话（任何场景文件），或者你自己的 UIKit presentation 代码",
        .record: "把到目前为止的命令写进 FILE，之后每条新命令都追加进去",
        .help: "这份列表，或者某个命令的各种写法",
        .undo: "在改变状态的命令之间后退或前进",
        .reset: "重新开始：默认设置，什么也没呈现，trace 清空",
        .history: "reset 以来改变状态的命令",
        .resume: "在 `proscenium demo` 里用 Ctrl-O 进入这个提示符之后：回到 demo",
        .quit: "离开",
    ]

    /// Wraps a summary with Chinese in it: a line may break between two Chinese characters as
    /// well as at a space, never inside a backticked command or an English word; a Chinese
    /// character takes two columns.
    static func wrapWide(_ text: String, first: String, rest: String, width: Int) -> String {
        var pieces: [String] = []
        var current = ""
        var inCode = false
        for c in text {
            if c == "`" { inCode.toggle() }
            if !inCode && isWide(c) {
                if !current.isEmpty { pieces.append(current) }
                pieces.append(String(c))
                current = ""
            } else if !inCode && c == " " {
                current += " "
                pieces.append(current)
                current = ""
            } else {
                current.append(c)
            }
        }
        if !current.isEmpty { pieces.append(current) }
        var out = ""
        var line = first
        var columns = first.count
        var lineHasPiece = false
        for piece in pieces {
            let w = piece.reduce(0) { $0 + (isWide($1) ? 2 : 1) }
            if lineHasPiece && columns + w > width {
                while line.hasSuffix(" ") { line.removeLast() }
                out += line + "\n"
                line = rest
                columns = rest.count
                if piece == " " { continue }
            }
            line += piece
            columns += w
            lineHasPiece = true
        }
        return out + line + "\n"
    }

    /// Ideographs and fullwidth punctuation: two columns at a terminal.
    static func isWide(_ c: Character) -> Bool {
        guard let s = c.unicodeScalars.first else { return false }
        switch s.value {
        case 0x2E80...0x303F, 0x3040...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6:
            return true
        default: return false
        }
    }
}
