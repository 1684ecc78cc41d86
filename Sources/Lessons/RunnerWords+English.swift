extension RunnerWords {
    /// The English table: the runner's words as they have always been (the English goldens pin them).
    static func english(_ word: RunnerWord) -> String {
        let w = RunnerWords.english
        switch word {
        case .lessonHeading(let n, let title): return "Lesson \(n) · \(title)\n"
        case .mirrors(let article): return "Mirrors \(article)\n"
        case .resuming(let n, let step, let finished):
            return "\nResuming at step \(step): the session was rebuilt from the earlier steps' solutions."
                + (finished.map {
                    " You have finished this lesson (\($0)); `\(w.lessonCommand(n, "restart"))` starts it over.\n"
                } ?? "\n")
        case .startingOver: return "\nStarting over: the lesson's record is cleared.\n"
        case .otherLanguagePlace(let n, let other, let step, let finished):
            return
                (finished
                ? "You finished lesson \(n) in \(english(.languageName(other))). "
                : "You reached step \(step) of lesson \(n) in \(english(.languageName(other))). ")
                + "`\(w.lessonCommand(n, "continue"))` carries on from there; "
                + "`\(w.lessonCommand(n, "restart"))` starts from step 1.\n"
        case .continuingOther(let other):
            return "\nCarrying on from the place you reached in \(english(.languageName(other))).\n"
        case .left(let n, let step):
            return "Left lesson \(n). `\(w.lessonCommand(n))` comes back to step \(step).\n"

        case .stepHeading(let n, let total, let title): return "\n── Step \(n) of \(total): \(title) ──\n"
        case .predictFirst(let q): return "Predict first: \(q)\n"
        case .answerWith(let letters):
            return "Answer with " + letters.map { "`answer \($0)`" }.joined(separator: ", ")
                + "; the step goes on from there.\n"
        case .nothingToReach: return "\n(Nothing to reach here: `next` moves on.)\n"
        case .challenge:
            return
                "\nA challenge: no commands are given. `hint` goes from the idea to the command; `solution` is still there (the step then counts as assisted).\n"
        case .goalCount(let n):
            return "\n\(n == 1 ? "One goal" : "\(n) goals") · `goal` shows \(n == 1 ? "it" : "them") · `hint` helps\n"

        case .aim(let aim): return "Goal: \(aim)\n"
        case .wholeText: return "`step` prints the whole text · `goal` the goals · `hint` helps\n"

        case .noGoal: return "This step has no goal: `next` moves on.\n"
        case .targetScreen: return "The target, as the challenge wants the screen:\n"
        case .goalReportHeading(let n, let title): return "Step \(n): \(title)\n"
        case .goalNow(let actual): return "\n      now: \(actual)"
        case .goalMeans(let words): return "\n      \(words)"
        case .knockOns(let n):
            return
                "\n      (\(n) more goal\(n == 1 ? "" : "s") below, marked ·, may follow from it: fix this one first)"
        case .notYet(let goal, let now): return "not yet: \(goal) — now \(now)\n"
        case .cannotHoldAgain(let goal):
            return
                "`\(goal)` cannot hold again from here: calls already made stay in the trace. `undo` takes the last command back; \(english(.wayOut)).\n"
        case .fixedFrameStill(let rect, let rule):
            return "The fixed frame `\(rect)` set before this step is still in effect; `\(rule)` replaces it.\n"
        case .notYetHeading: return "Not yet:\n"
        case .notYetHelp: return "`hint` helps; `skip` moves on without it.\n"
        case .wayOut:
            return
                "`retry` rebuilds the step's starting state; `solution` shows the way (the step then counts as assisted)"

        case .stepDone(let n, let hints):
            return hints == 0
                ? "✓ Step \(n) done.\n" : "✓ Step \(n) done, with \(hints == 1 ? "a hint" : "\(hints) hints").\n"
        case .solvedIn(let n, let m):
            return "Solved in \(n) command\(n == 1 ? "" : "s") (shortest: \(m)).\n"
        case .stepDoneWithSolution(let n): return "✓ Step \(n) done, with the solution.\n"
        case .stepSkipped(let n): return "Step \(n) skipped.\n"
        case .lessonComplete(let n, let summary):
            return
                "\nLesson \(n) complete: \(summary). `lesson list` shows the others; `\(w.lessonCommand(n, "restart"))` starts it over.\n"
        case .lastStepNext: return "This was the last step: `lesson list` shows the other lessons.\n"
        case .lastStepSkip: return "This was the last step.\n"
        case .firstStep: return "This is the first step.\n"
        case .rebuiltHere: return "(The session was rebuilt to this step's start.)\n"
        case .alreadyComplete(let n):
            return "The lesson is complete: `\(w.lessonCommand(n, "restart"))` starts it over.\n"
        case .lessonIsComplete: return "The lesson is complete.\n"
        case .backAtStart(let n): return "The session is back at the start of step \(n).\n"

        case .questionWaiting(let letters):
            return "One thing left: the step's question. " + letters.map { "`answer \($0)`" }.joined(separator: ", ")
                + ".\n"
        case .noQuestion: return "This step asks no question.\n"
        case .alreadyAnswered(let answer): return "Already answered: the answer is \(answer).\n"
        case .choicesAre(let letters): return "The choices are " + letters.joined(separator: ", ") + ".\n"
        case .right(let answer, let why): return "✓ Right: \(answer) — \(why)\n"
        case .notQuite(let said, let saidText, let answer, let answerText, let why):
            return "Not quite: you said \(said) (\(saidText)); the answer is \(answer) (\(answerText)) — \(why)\n"
        case .explainLine(let reason): return "explain: \(reason)\n"
        case .readQuestion(let q): return "\nThen answer from what it shows: \(q)\n"
        case .lookAgain(let said, let saidText):
            // What the learner chose, so the look back has something to check (issue 36: "Not A."
            // alone told nothing).
            return
                "Not \(said): the output the step asked for does not show that (\(saidText)). Look again at what the step's command shows, then `answer` again.\n"

        case .noHints: return "No hints for this step. \(english(.wayOut)).\n"
        case .noMoreHints: return "No more hints. \(english(.wayOut)).\n"
        case .hint(let n, let total, let text): return "Hint \(n) of \(total): \(text)\n"
        case .stillStuck: return "Still stuck? \(english(.wayOut)).\n"
        case .solutionConfirm(let commands):
            let list = commands.map { "`\($0)`" }.joined(separator: ", ")
            return
                "This rebuilds the state the earlier steps lead to, runs \(list.isEmpty ? "nothing" : list), and marks the step assisted. Type `solution` again to go ahead.\n"

        case .exerciseIntro(let file, let commands):
            return
                "\nA Swift exercise: `exercise` writes \(file) with its TODOs into the exercises folder (`exercises/` in Proscenium's state folder, or $PROSCENIUM_EXERCISES; it says where), `edit` opens it in your editor, and `check` compiles it, runs \(english(.commandList(commands))) on your own code and checks the goals on what it did.\n"
        case .exerciseWritten(let path, let todos):
            return
                "Wrote \(path) (\(todos == 1 ? "one TODO" : "\(todos) TODOs")). Fill \(todos == 1 ? "it" : "them") in, then `check`; `edit` opens the file in your editor.\n"
        case .exerciseKept(let path):
            return
                "Your file is \(path), kept as you left it (`exercise restart` writes the starter again and keeps yours beside it as .bak). `edit` opens it; `check` checks it.\n"
        case .exerciseRestarted(let path, let backup):
            return "Wrote the starter again to \(path)" + (backup.map { "; your version is in \($0)" } ?? "") + ".\n"
        case .noExercise: return "This step has no Swift exercise; `check` here shows the goals.\n"
        case .noExerciseFile(let path): return "No exercise file yet at \(path): `exercise` writes it.\n"
        case .noExerciseFolder:
            return
                "There is no working folder for exercises (no home folder): set PROSCENIUM_EXERCISES to a folder you can write to.\n"
        case .checking(let path, let commands):
            return "Checking \(path): compiling it, then \(english(.commandList(commands))) on your code.\n"
        case .compileFailed:
            return
                "Your file did not load: the lines above say why (a compile error names your file's own line). Fix it and `check` again.\n"
        case .exerciseNotChecked:
            return "(Not checked yet: `check` compiles your file and runs the step on it.)\n"
        case .exerciseNotYet:
            return "Change your file and `check` again; `hint` helps, `solution` runs the shipped one.\n"
        case .watching(let path):
            return
                "Watching \(path): each time you save it, `check` runs again, until the step passes. Ctrl-C stops watching.\n"
        case .watchStopped: return "Stopped watching; `check --watch` starts again.\n"
        case .builtFile:
            return "What you built, as `check` ran it (`unload` brings back the playground's `code`):\n"
        case .yourCodeStays:
            return
                "Your code stays loaded: `trace`, `explain` and `show tree` look at what it did; `unload` goes back to the playground's controller.\n"
        case .exerciseSolutionConfirm(let path):
            return
                "This loads the shipped solution (\(path)), runs the step on it and marks the step assisted; your own file stays as it is. Type `solution` again to go ahead.\n"
        case .solutionFile(let path): return "The shipped solution is \(path): read it beside yours.\n"
        case .noEditor(let path):
            return "`edit` opens an editor at the prompt. The file is \(path): edit it there, then `check`.\n"
        case .editorFailed(let why): return "The editor did not open: \(why).\n"
        case .editorReturned(let path): return "Back from the editor. `check` compiles \(path) and checks the step.\n"
        case .afterStage(let commands): return " after \(english(.commandList(commands))):\n"
        case .commandList(let commands):
            return commands.isEmpty ? "nothing" : commands.map { "`\($0)`" }.joined(separator: ", ")

        case .summary(let own, let hinted, let solved, let skipped, let open, let total):
            var parts = [own == total ? "all \(total) steps on your own" : "\(own) of \(total) steps on your own"]
            if hinted > 0 { parts.append("\(hinted) with hints") }
            if solved > 0 { parts.append("\(solved) with the solution") }
            if skipped > 0 { parts.append("\(skipped) skipped") }
            if open > 0 { parts.append("\(open) to go") }
            return parts.joined(separator: ", ")
        case .status(let status): return status.rawValue
        case .inProgressAt(let step, let total): return "in progress, at step \(step) of \(total)"
        case .alreadyFinished(let n): return "Step \(n) was finished before: moving on.\n"
        case .alsoIn(let languages): return "  (also: \(languages.map(\.rawValue).joined(separator: ", ")))"
        case .englishOnly: return ""
        case .unreadableLesson(let problem): return "cannot be opened: " + problem
        case .languageName(let code):
            switch code {
            case .english: return "English"
            case .chinese: return "Chinese"
            }

        case .progressWritten(let file): return "progress written to \(file)\n"
        case .progressMerged(let file): return "progress merged from \(file)\n"
        case .progressForgotten: return "progress forgotten\n"
        }
    }
}
