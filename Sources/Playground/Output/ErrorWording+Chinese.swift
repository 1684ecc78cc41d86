import PresentationKit

/// The error line in Chinese, for a Chinese lesson: one case per error, as the English wording
/// has, so an error added without its Chinese words does not compile. Words that come from
/// elsewhere already worded (a compiler's reason, a file system's) pass through as they are.
extension ErrorWording {
    /// The message in Chinese (`ErrorWording.line` adds the column, the suggestion and the lead).
    static func chineseMessage(for error: PlaygroundError) -> String {
        let message: String
        switch error {
        case .parse(let e, _):
            message = chineseDescribe(e)
        case .engine(let e): message = chineseDescribe(e)
        case .cannotInteract(let why): message = printable(why, limit: 400)
        case .noLessonInProgress: message = "没有进行中的课程：`lesson list` 列出课程，`lesson 1` 开始第一课"
        case .noSuchLesson(let name): message = "没有 `\(printable(name))` 这一课：`lesson list` 列出课程"
        case .unreadableLesson(let name, let problem):
            message = "无法打开 `\(printable(name))` 这一课：\(printable(problem, limit: 300))"
        case .notRecording: message = "没有在录制"
        case .noTransitionToShow(let word):
            message = "还没有转场：`\(printable(word))` 显示最近一次转场；先 `present`"
        case .releaseChosenAfterStart(let r):
            message = "iOS 版本要在 app 运行之前选：先 `reset`，再 `ios \(r.rawValue)`"
        case .viewNotOnScreen(let name, let nearest):
            message =
                "`\(printable(name))` 不在屏幕上"
                + (nearest.map { "；屏幕上最接近的名字是 " + CommandSpelling.quoted(printable($0)) } ?? "")
        case .noPanRecognizer(let name):
            message =
                "`\(printable(name))` 及其上层 view 都没有 pan 手势识别器，没有东西跟着手指走：`interactive dismiss` 给 presented view 加一个，`interactive present` 给 presenting view 加一个（或者 `tap \(printable(name))`）"
        case .unexpected(let why): message = printable(why, limit: 400)
        case .noNavigationController:
            message =
                "屏幕上没有 navigation controller：`load` 一个会 push 的 controller（它会被放进一个 navigation controller），或者 present 一个 UINavigationController 的代码"
        case .navigationCovered: message = "一个被 present 的 controller 盖住了 navigation controller：先 `dismiss`"
        case .nothingToPop: message = "没有可以 pop 的：屏幕上的 navigation controller 只显示着它的根；先 `push`"
        case .navigationStackInUse: message = "栈里还有 push 进来的 controller：先 `pop` 回到 presenting 屏幕再 `navigation on|off`"
        case .nothingToUndo: message = "没有可以撤销的命令"
        case .nothingToRedo: message = "没有可以重做的命令"
        case .noTransitionYet: message = "还没有转场：`--at` 查看最近一次转场的内部；先 `present`"
        case .unknownHelpTopic(let t, _):
            message = "没有 `\(printable(t))` 的帮助"
        case .cannotWrite(let path, let reason): message = "无法写入 \(printable(path, limit: 120))：\(reason)"
        case .cannotRead(let path, let reason): message = "无法读取 \(printable(path, limit: 120))：\(reason)"
        case .badFile(let path, let line, let reason):
            message = "\(printable(path, limit: 120)):\(line)：\(printable(reason, limit: 200))；什么也没有载入"
        case .cannotLoad(let why): message = printable(why, limit: 600)
        case .fromStage(let why): message = printable(why, limit: 600)
        case .nothingLoaded: message = "没有载入代码：`load FILE.swift` 载入代码"
        case .lineTooLong(let limit, let inputEnds):
            message =
                "这一行超过了 \(sizeWords(limit))，一行最多只能这么长：没有运行"
                + (inputEnds ? "；它看不到结尾，其余的输入不再读取" : "")
        }
        return message
    }

    static func chineseDescribe(_ e: ParseError) -> String {
        let options = e.expected.filter { !$0.hasPrefix("<") }
        let list = options.count <= 8 ? options.map { "`\($0)`" }.joined(separator: "、") : ""
        switch e.problem {
        case .unexpectedWord(let w):
            let shown = printable(w)
            return list.isEmpty ? "没想到这里是 `\(shown)`" : "没想到这里是 `\(shown)`，应当是 \(list) 之一"
        case .missing:
            if let what = e.expected.first, what.hasPrefix("<") { return "缺少 \(what.dropFirst().dropLast())" }
            return list.isEmpty ? "命令不完整" : "命令不完整，后面应当是 \(list) 之一"
        case .notANumber(let w, let what): return "`\(printable(w))` 不是数字（\(what)）"
        case .outOfRange(let v, let what, let allowed):
            return "\(what) \(formatNumber(v, decimals: 4)) 超出范围（\(allowed)）"
        case .extraWords(let w):
            let more = list.isEmpty ? "" : "（后面只能跟 \(list)）"
            return "命令已经完整，后面多了 `\(printable(w))`" + more
        case .unterminatedQuote: return "引号没有闭合"
        case .badExpectation(let why): return why
        }
    }

    static func chineseDescribe(_ e: EngineError) -> String {
        switch e {
        case .transitionInProgress(let phase) where phase == .stuck:
            return
                "还有一个转场没有结束（卡住了：animator 一直没有调用 completeTransition(_:)）；UIKit 现在不理会触摸和新的转场——`reset` 恢复"
        case .transitionInProgress(let phase):
            return "还有一个转场没有结束（\(phase)）；在它结束之前 UIKit 不理会这个命令"
        case .alreadyPresenting: return "已经有东西呈现着：先 `dismiss`（或者用 `present --on-top` 叠一层）"
        case .nothingPresented: return "什么也没有呈现：先 `present`"
        case .noInteractiveTransition:
            return "没有等待中的交互式转场：先 `interactive present` 再 `present`，或者 `cancel at 0.5`"
        case .notInWindow: return "这个 controller 不在 window 里"
        case .partialCurlNeedsFullScreen(let style):
            return
                "partialCurl 转场需要 .fullScreen 的呈现，而不是 .\(style.name)（UIKit 会抛出异常）：先 `style fullScreen`"
        case .presentingFromPartialCurl:
            return "用 partialCurl 转场呈现的 controller 不能再呈现别的（Apple：它“本身不能再呈现任何 view controller”）：先 `dismiss`"
        case .noSuchDetent(let name):
            return "sheet 没有 \(name) 这个 detent：先 `sheet detents medium large` 或 `sheet detent custom H`"
        }
    }
}
