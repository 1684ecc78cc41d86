extension RunnerWords {
    /// The Chinese table. Commands stay as they are typed (`hint`, `answer B`); the lesson
    /// commands it names carry `zh`, so that they open the Chinese lesson again.
    static func chinese(_ word: RunnerWord) -> String {
        let w = RunnerWords.chinese
        switch word {
        case .lessonHeading(let n, let title): return "第 \(n) 课 · \(title)\n"
        case .mirrors(let article): return "对应文章：\(article)\n"
        case .resuming(let n, let step, let finished):
            return "\n从第 \(step) 步继续：会话已按前面各步的答案重建。"
                + (finished.map { "这一课你已经学完了（\($0)）；`\(w.lessonCommand(n, "restart"))` 从头再学一遍。\n" } ?? "\n")
        case .startingOver: return "\n从头开始：这一课的记录已清空。\n"
        case .otherLanguagePlace(let n, let other, let step, let finished):
            return
                (finished
                ? "第 \(n) 课你已经在\(chinese(.languageName(other)))里学完了。"
                : "第 \(n) 课你在\(chinese(.languageName(other)))里学到了第 \(step) 步。")
                + "`\(w.lessonCommand(n, "continue"))` 从那里接着学；"
                + "`\(w.lessonCommand(n, "restart"))` 从第 1 步开始。\n"
        case .continuingOther(let other): return "\n接着你在\(chinese(.languageName(other)))里的进度继续。\n"
        case .left(let n, let step): return "已离开第 \(n) 课。`\(w.lessonCommand(n))` 会回到第 \(step) 步。\n"

        case .stepHeading(let n, let total, let title): return "\n── 第 \(n) 步（共 \(total) 步）：\(title) ──\n"
        case .predictFirst(let q): return "先预测一下：\(q)\n"
        case .answerWith(let letters):
            return "用 " + letters.map { "`answer \($0)`" }.joined(separator: "、") + " 作答，然后这一步接着往下走。\n"
        case .nothingToReach: return "\n（这一步没有要达成的目标：`next` 进入下一步。）\n"
        case .challenge:
            return "\n挑战：这一步不给命令。`hint` 会从思路一直提示到具体命令；`solution` 也还在（用了它，这一步就记为看了答案）。\n"
        case .goalCount(let n): return "\n\(n) 个目标 · `goal` 查看 · `hint` 提示\n"

        case .aim(let aim): return "目标：\(aim)\n"
        case .wholeText: return "`step` 显示这一步的全文 · `goal` 查看目标 · `hint` 提示\n"

        case .noGoal: return "这一步没有目标：`next` 进入下一步。\n"
        case .targetScreen: return "目标：挑战希望屏幕最后是这样：\n"
        case .goalReportHeading(let n, let title): return "第 \(n) 步：\(title)\n"
        case .goalNow(let actual): return "\n      现在：\(ChineseActual.translate(actual))"
        case .goalMeans(let words): return "\n      \(words)"
        case .knockOns(let n): return "\n      （下面还有 \(n) 个目标没达成，标为 ·，可能由这一个引起：先改这一个）"
        case .notYet(let goal, let now): return "还没达成：\(goal) —— 现在：\(ChineseActual.translate(now))\n"
        case .cannotHoldAgain(let goal):
            return "从这里 `\(goal)` 已经不可能再成立：已经发生的调用会一直留在 `trace` 里。`undo` 撤回上一条命令；\(chinese(.wayOut))。\n"
        case .fixedFrameStill(let rect, let rule):
            return "这一步之前设的固定 frame `\(rect)` 仍然有效；`\(rule)` 会替换它。\n"
        case .notYetHeading: return "还没完成：\n"
        case .notYetHelp: return "`hint` 给提示；`skip` 不达成目标也进入下一步。\n"
        case .wayOut: return "`retry` 让会话回到这一步开始时的状态；`solution` 演示做法（这一步就记为看了答案）"

        case .stepDone(let n, let hints):
            return hints == 0 ? "✓ 第 \(n) 步完成。\n" : "✓ 第 \(n) 步完成，用了 \(hints) 条提示。\n"
        case .solvedIn(let n, let m): return "用了 \(n) 条命令（最少 \(m) 条）。\n"
        case .stepDoneWithSolution(let n): return "✓ 第 \(n) 步完成，看了答案。\n"
        case .stepSkipped(let n): return "跳过了第 \(n) 步。\n"
        case .lessonComplete(let n, let summary):
            return "\n第 \(n) 课学完了：\(summary)。`lesson list zh` 列出其他课；`\(w.lessonCommand(n, "restart"))` 从头再学一遍。\n"
        case .lastStepNext: return "这已经是最后一步：`lesson list zh` 列出其他课。\n"
        case .lastStepSkip: return "这已经是最后一步。\n"
        case .firstStep: return "这已经是第一步。\n"
        case .rebuiltHere: return "（会话已回到这一步开始时的状态。）\n"
        case .alreadyComplete(let n): return "这一课已经学完：`\(w.lessonCommand(n, "restart"))` 从头再学一遍。\n"
        case .lessonIsComplete: return "这一课已经学完。\n"
        case .backAtStart(let n): return "会话回到了第 \(n) 步开始时的状态。\n"

        case .questionWaiting(let letters):
            return "还差一件事：回答这一步的问题，" + letters.map { "`answer \($0)`" }.joined(separator: "、") + "。\n"
        case .noQuestion: return "这一步没有要回答的问题。\n"
        case .alreadyAnswered(let answer): return "已经答过了：答案是 \(answer)。\n"
        case .choicesAre(let letters): return "可选的是 " + letters.joined(separator: "、") + "。\n"
        case .right(let answer, let why): return "✓ 答对了：\(answer) —— \(why)\n"
        case .notQuite(let said, let saidText, let answer, let answerText, let why):
            return "不太对：你选了 \(said)（\(saidText)），答案是 \(answer)（\(answerText)）—— \(why)\n"
        case .explainLine(let reason): return "`explain`：\(reason)\n"
        case .readQuestion(let q): return "\n然后根据它显示的内容回答：\(q)\n"
        case .lookAgain(let said, let saidText):
            return "不是 \(said)：这一步要看的输出并没有显示这一点（\(saidText)）。再看看这一步的命令显示了什么，然后再用 `answer` 作答。\n"

        case .noHints: return "这一步没有提示。\(chinese(.wayOut))。\n"
        case .noMoreHints: return "提示已经用完了。\(chinese(.wayOut))。\n"
        case .hint(let n, let total, let text): return "提示 \(n)/\(total)：\(text)\n"
        case .stillStuck: return "还是卡住了？\(chinese(.wayOut))。\n"
        case .solutionConfirm(let commands):
            let list = commands.map { "`\($0)`" }.joined(separator: "、")
            return "这会先恢复前面各步完成后的状态，再运行\(list.isEmpty ? "（没有命令）" : " \(list)")，并把这一步记为看了答案。"
                + "再输入一次 `solution` 继续。\n"

        case .exerciseIntro(let file, let commands):
            return "\nSwift 练习：`exercise` 把带 TODO 的 \(file) 写进练习文件夹"
                + "（Proscenium 状态文件夹里的 `exercises/`，或 $PROSCENIUM_EXERCISES；会告诉你具体位置），`edit` 用你的编辑器打开它，"
                + "`check` 编译它，在你自己的代码上运行 \(chinese(.commandList(commands)))，再按它做出的结果检查目标。\n"
        case .exerciseWritten(let path, let todos):
            return "已写好 \(path)（\(todos) 个 TODO）。补全之后运行 `check`；`edit` 用编辑器打开它。\n"
        case .exerciseKept(let path):
            return "你的文件是 \(path)，保持你上次留下的样子（`exercise restart` 重新写入初始文件，你的版本另存为 .bak）。"
                + "`edit` 打开它；`check` 检查它。\n"
        case .exerciseRestarted(let path, let backup):
            return "已重新写入初始文件 \(path)" + (backup.map { "；你的版本在 \($0)" } ?? "") + "。\n"
        case .noExercise: return "这一步没有 Swift 练习；在这里 `check` 显示目标。\n"
        case .noExerciseFile(let path): return "\(path) 还没有练习文件：`exercise` 会写入它。\n"
        case .noExerciseFolder: return "没有练习文件夹（找不到主目录）：把 PROSCENIUM_EXERCISES 设为一个可写的文件夹。\n"
        case .checking(let path, let commands):
            return "正在检查 \(path)：先编译，再在你的代码上运行 \(chinese(.commandList(commands)))。\n"
        case .compileFailed: return "你的文件没能加载：原因见上面几行（编译错误标在你文件的对应行上）。改好后再 `check`。\n"
        case .exerciseNotChecked: return "（还没检查：`check` 会编译你的文件，并在它上面运行这一步。）\n"
        case .exerciseNotYet: return "改一改你的文件再 `check`；`hint` 给提示，`solution` 运行自带的答案。\n"
        case .watching(let path): return "正在监视 \(path)：每保存一次就重新 `check`，直到这一步通过。按 Ctrl-C 停止监视。\n"
        case .watchStopped: return "已停止监视；`check --watch` 可以重新开始。\n"
        case .builtFile: return "你搭出来的代码，也就是 `check` 运行的那份（`unload` 之后 `code` 又会输出 playground 的设置）：\n"
        case .yourCodeStays:
            return "你的代码仍然加载着：`trace`、`explain`、`show tree` 可以查看它做了什么；`unload` 回到 playground 自己的控制器。\n"
        case .exerciseSolutionConfirm(let path):
            return "这会加载自带的答案（\(path)），在它上面运行这一步，并把这一步记为看了答案；你自己的文件保持不变。再输入一次 `solution` 继续。\n"
        case .solutionFile(let path): return "自带的答案在 \(path)：可以和你的文件对照着看。\n"
        case .noEditor(let path): return "`edit` 只在交互提示符下打开编辑器。文件是 \(path)：在那里修改，然后 `check`。\n"
        case .editorFailed(let why): return "编辑器没能打开：\(why)。\n"
        case .editorReturned(let path): return "已从编辑器返回。`check` 会编译 \(path) 并检查这一步。\n"
        case .afterStage(let commands): return " 运行 \(chinese(.commandList(commands))) 之后：\n"
        case .commandList(let commands):
            return commands.isEmpty ? "（没有命令）" : commands.map { "`\($0)`" }.joined(separator: "、")

        case .summary(let own, let hinted, let solved, let skipped, let open, let total):
            var parts = [own == total ? "全部 \(total) 步都是自己完成的" : "\(total) 步中 \(own) 步自己完成"]
            if hinted > 0 { parts.append("\(hinted) 步用了提示") }
            if solved > 0 { parts.append("\(solved) 步看了答案") }
            if skipped > 0 { parts.append("\(skipped) 步跳过") }
            if open > 0 { parts.append("还剩 \(open) 步") }
            return parts.joined(separator: "，")
        case .inProgressAt(let step, let total): return "学习中，到了第 \(step) 步（共 \(total) 步）"
        case .alreadyFinished(let n): return "第 \(n) 步之前已经完成：继续往下。\n"
        case .status(let status):
            switch status {
            case .notStarted: return "未开始"
            case .started: return "刚开始"
            case .inProgress: return "学习中"
            case .assisted: return "已学完（有帮助）"
            case .done: return "已学完"
            }
        case .alsoIn(let languages):
            return "  （另有：\(languages.map { chinese(.languageName($0)) }.joined(separator: "、"))）"
        case .englishOnly: return "  （仅英文版）"
        case .unreadableLesson(let problem): return "无法打开：" + problem
        case .languageName(let code):
            switch code {
            case .english: return "英文版"
            case .chinese: return "中文版"
            }

        case .progressWritten(let file): return "学习进度已写入 \(file)\n"
        case .progressMerged(let file): return "已从 \(file) 合并学习进度\n"
        case .progressForgotten: return "学习进度已清空\n"
        }
    }
}
