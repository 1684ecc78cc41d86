import PresentationKit

/// The words `scrub`, `film`, `timeline` and `curve` write around their numbers, in the language
/// of the lesson they are drawn for. One case per thing said and an exhaustive switch per
/// language, as the runner's words (`RunnerWord`) are kept: a phrase added without its Chinese
/// words does not compile. Call names, curve names and property names stay as typed.
enum MotionWord {
    case scrub, film, timeline, interactive, calls
    /// `size change`, `presentation`, `dismissal`: what the transition was.
    case kind(Transition.Kind)
    /// `0.250 s of 1.000 s (25 %)`.
    case position(at: String, of: String, percent: String)
    case frames(Int)
    case peakAdded(at: String)
    case animatedValuesAt(String)
    case nothingAnimatesAt(String)
    /// `p: progress along spring(…), 1 s` under `scrub`'s values.
    case progressAlong(String)
    /// `p: progress (spring(…)) · ×: presented's scale` under `film`'s frames.
    case filmKey(curve: String, value: String)
    case completed, cancelled, done, notCompleted
    case from(String)
    case progressZeroToOne, pastOne, interactivePhase, call
    case duration(String)
    case peak(value: String, at: String, overshoot: String)
    case noOvershoot
    /// The curve's vertical axis.
    case progress
    /// What a film's frames show of the lead track's view.
    case centreX(String)
    case centreY(String)
    case centre(String)
    case size(String)
    case alpha(String)
    case scale(String)

    func said(in language: Language) -> String {
        language == .chinese ? chinese : english
    }

    private var english: String {
        switch self {
        case .scrub: return "scrub"
        case .film: return "film"
        case .timeline: return "timeline"
        case .interactive: return "interactive"
        case .calls: return "calls"
        case .kind(let k): return k.name
        case .position(let at, let of, let percent): return "\(at) s of \(of) s (\(percent) %)"
        case .frames(let n): return n == 1 ? "1 frame" : "\(n) frames"
        case .peakAdded(let at): return "peak at \(at) s added"
        case .animatedValuesAt(let t): return "animated values at \(t) s:"
        case .nothingAnimatesAt(let t): return "nothing animates at \(t) s"
        case .progressAlong(let curves): return "p: progress along " + curves
        case .filmKey(let curve, let value): return "p: progress (\(curve))\(value)"
        case .completed: return "completed"
        case .cancelled: return "cancelled"
        case .done: return "done"
        case .notCompleted: return "not completed"
        case .from(let t): return "from t = \(t) s"
        case .progressZeroToOne: return " progress 0 to 1  "
        case .pastOne: return " past 1  "
        case .interactivePhase: return " interactive phase  "
        case .call: return " call"
        case .duration(let d): return "duration \(d) s (end of the axis)"
        case .peak(let value, let at, let over): return "peak \(value) at \(at) s (overshoot \(over) %)"
        case .noOvershoot: return "no overshoot"
        case .progress: return "progress"
        case .centreX(let v): return "x: \(v)'s centre x"
        case .centreY(let v): return "y: \(v)'s centre y"
        case .centre(let v): return "\(v)'s centre"
        case .size(let v): return "\(v)'s size"
        case .alpha(let v): return "α: \(v)'s alpha"
        case .scale(let v): return "×: \(v)'s scale"
        }
    }

    private var chinese: String {
        switch self {
        case .scrub: return "scrub"
        case .film: return "film"
        case .timeline: return "timeline"
        case .interactive: return "交互式"
        case .calls: return "调用"
        case .kind(let k):
            switch k {
            case .presentation: return "呈现"
            case .dismissal: return "收起"
            case .sizeChange: return "尺寸变化"
            case .sheetDrag: return "拖动 sheet"
            case .push: return "push"
            case .pop: return "pop"
            }
        case .position(let at, let of, let percent): return "\(at) 秒 / 共 \(of) 秒（\(percent) %）"
        case .frames(let n): return "\(n) 帧"
        case .peakAdded(let at): return "加上 \(at) 秒的峰值帧"
        case .animatedValuesAt(let t): return "\(t) 秒时的动画值："
        case .nothingAnimatesAt(let t): return "\(t) 秒时没有东西在动"
        case .progressAlong(let curves): return "p：沿曲线的进度 " + curves
        case .filmKey(let curve, let value): return "p：进度（\(curve)）\(value)"
        case .completed: return "已完成"
        case .cancelled: return "已取消"
        case .done: return "已结束"
        case .notCompleted: return "未完成"
        case .from(let t): return "始于 t = \(t) 秒"
        case .progressZeroToOne: return " 进度 0 到 1  "
        case .pastOne: return " 超过 1  "
        case .interactivePhase: return " 交互阶段  "
        case .call: return " 调用"
        case .duration(let d): return "时长 \(d) 秒（坐标轴的终点）"
        case .peak(let value, let at, let over): return "峰值 \(value)，在 \(at) 秒（超出 \(over) %）"
        case .noOvershoot: return "没有超出"
        case .progress: return "进度"
        case .centreX(let v): return "x：\(v) 中心的 x"
        case .centreY(let v): return "y：\(v) 中心的 y"
        case .centre(let v): return "\(v) 的中心"
        case .size(let v): return "\(v) 的尺寸"
        case .alpha(let v): return "α：\(v) 的 alpha"
        case .scale(let v): return "×：\(v) 的缩放"
        }
    }
}
