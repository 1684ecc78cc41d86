import Playground
import Testing

@testable import Lessons

/// One of each word, its parameters written as `〈…〉` placeholders with no Latin letter in them,
/// so that a Latin letter left in a Chinese entry (outside a backticked command) is an English
/// word that was not translated.
let everyWord: [RunnerWord] = [
    .lessonHeading(lesson: 5, title: "〈题〉"), .mirrors(article: "〈文〉"),
    .resuming(lesson: 5, step: 3, finishedSummary: nil), .resuming(lesson: 5, step: 3, finishedSummary: "〈记〉"),
    .startingOver, .otherLanguagePlace(lesson: 5, other: .english, step: 3, finished: false),
    .otherLanguagePlace(lesson: 5, other: .english, step: 3, finished: true), .continuingOther(other: .english),
    .left(lesson: 5, step: 3),
    .stepHeading(step: 3, of: 7, title: "〈题〉"), .predictFirst(question: "〈问〉"), .answerWith(letters: ["甲", "乙"]),
    .nothingToReach, .challenge, .goalCount(1), .goalCount(3),
    .noGoal, .goalReportHeading(step: 3, title: "〈题〉"), .goalNow(actual: "〈值〉"), .goalMeans("〈意〉"),
    .knockOns(count: 1), .knockOns(count: 2), .notYet(goal: "〈标〉", now: "〈值〉"),
    .cannotHoldAgain(goal: "〈标〉"), .notYetHeading, .notYetHelp, .wayOut,
    .stepDone(step: 2, hints: 0), .stepDone(step: 2, hints: 1), .stepDone(step: 2, hints: 2),
    .stepDoneWithSolution(step: 2), .stepSkipped(step: 2), .lessonComplete(lesson: 5, summary: "〈记〉"),
    .lastStepNext, .lastStepSkip, .firstStep, .rebuiltHere, .alreadyComplete(lesson: 5), .lessonIsComplete,
    .backAtStart(step: 2),
    .questionWaiting(letters: ["甲", "乙"]), .noQuestion, .alreadyAnswered(answer: "乙"),
    .choicesAre(letters: ["甲", "乙"]), .right(answer: "乙", why: "〈因〉"),
    .notQuite(said: "甲", saidText: "〈选〉", answer: "乙", answerText: "〈答〉", why: "〈因〉"),
    .explainLine(reason: "〈因〉"),
    .noHints, .noMoreHints, .hint(number: 1, of: 2, text: "〈示〉"), .stillStuck, .solutionConfirm(commands: []),
    .solutionConfirm(commands: ["present"]),
    .summary(own: 7, hinted: 0, solved: 0, skipped: 0, open: 0, total: 7),
    .summary(own: 3, hinted: 1, solved: 1, skipped: 1, open: 1, total: 7),
    .status(.notStarted), .status(.started), .status(.inProgress), .status(.assisted), .status(.done),
    .alsoIn(languages: [.chinese]), .englishOnly, .languageName(.english), .languageName(.chinese),
    .progressWritten(file: "〈档〉"), .progressMerged(file: "〈档〉"), .progressForgotten,
]

/// The text with its backticked commands taken out.
private func outsideCommands(_ s: String) -> String {
    s.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 0 }
        .map { String($0.element) }.joined()
}

@Test func everyWordIsInChineseInTheChineseTable() {
    // The switch in each table is exhaustive, so every case has an entry; this checks that the
    // Chinese entries are Chinese: no English word left outside a command.
    for word in everyWord {
        let zh = RunnerWords.chinese(word)
        #expect(!zh.isEmpty, "\(word) has an empty Chinese entry")
        let latin = outsideCommands(zh).unicodeScalars.filter { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
        #expect(latin.isEmpty, "\(word) in Chinese still has Latin letters: \(zh)")
    }
}

@Test func theEnglishTableHasNoChinese() {
    func cjk(_ s: String) -> Set<UInt32> {
        Set(s.unicodeScalars.map(\.value).filter { (0x4E00...0x9FFF).contains($0) })
    }
    for word in everyWord {
        // Only the placeholders themselves are Chinese.
        #expect(cjk(RunnerWords.english(word)).isSubset(of: cjk("\(word)")), "\(word) in English has Chinese")
    }
}

@Test func aLessonPicksTheTableOfItsLanguage() throws {
    #expect(try sampleLesson().words.language == .english)
    #expect(RunnerWords.of(.chinese).language == .chinese)
    #expect(!LessonLinter.lint(try sampleLesson()).contains { $0.message.hasPrefix("no runner words") })
}

func chineseSampleLesson() throws -> Lesson {
    let text = sampleLessonText.replacingOccurrences(of: "# Overlays that dim", with: "# 会变暗的遮罩")
        .replacingOccurrences(of: "Points covered", with: "覆盖的要点")
    return try LessonParser.parse(text, file: "lessons/zh/01-sample.md", language: .chinese)
}

@Test func aChineseLessonSpeaksChineseAroundItsProse() throws {
    let tutor = Tutor(lessons: [try sampleLesson(), try chineseSampleLesson()])
    tutor.session.showsAfterActions = false
    let opening = text(tutor.handle("lesson 1 zh"))
    #expect(opening.hasPrefix("第 1 课 · 会变暗的遮罩\n对应文章："))
    #expect(opening.contains("── 第 1 步（共 3 步）：Present it ──"))
    #expect(opening.contains("1 个目标 · `goal` 查看 · `hint` 提示"))
    #expect(!opening.contains("Step") && !opening.contains("Lesson"))
    #expect(text(tutor.handle("set frame inset 30")).hasPrefix("还没达成：expect phase == presented —— 现在：phase 为 idle"))
    #expect(text(tutor.handle("hint")).hasPrefix("提示 1/1：Type `present`.\n还是卡住了？`retry`"))
    #expect(text(tutor.handle("hint")).hasPrefix("提示已经用完了。"))
    let done = text(tutor.handle("present"))
    #expect(done.hasPrefix("✓ 第 1 步完成，用了 1 条提示。\n"))
    #expect(text(tutor.handle("lesson quit")) == "已离开第 1 课。`lesson 1 zh` 会回到第 2 步。\n")
    // The English lesson has its own record: the Chinese run does not move it.
    #expect(tutor.progress.lessons["sample-overlay@zh"]?.steps[1] == .done)
    #expect(tutor.progress.lessons["sample-overlay"] == nil)
}

@Test func switchingLanguageAsksWhetherToContinueOrStartFresh() throws {
    let tutor = Tutor(lessons: [try sampleLesson(), try chineseSampleLesson()])
    tutor.session.showsAfterActions = false
    _ = tutor.handle("lesson 1")
    _ = tutor.handle("present")
    #expect(tutor.runner?.step.number == 2)
    // The Chinese lesson, not started: it asks, and opens nothing.
    let asked = text(tutor.handle("lesson 1 zh"))
    #expect(asked == "第 1 课你在英文版里学到了第 2 步。`lesson 1 zh continue` 从那里接着学；`lesson 1 zh restart` 从第 1 步开始。\n")
    #expect(tutor.runner?.lesson.language == .english)
    // `continue` takes the English place and record.
    let continued = text(tutor.handle("lesson 1 zh continue"))
    #expect(continued.contains("接着你在英文版里的进度继续。"))
    #expect(continued.contains("从第 2 步继续"))
    #expect(tutor.runner?.lesson.language == .chinese && tutor.runner?.step.number == 2)
    #expect(tutor.progress.lessons["sample-overlay@zh"]?.steps[1] == .done)
    // Once the Chinese run has a record, it resumes without asking; English asks nothing either.
    #expect(!text(tutor.handle("lesson 1 zh")).contains("continue"))
    #expect(text(tutor.handle("lesson 1")).contains("Resuming at step 2"))

    // `restart` is the fresh start, from the other side.
    let fresh = Tutor(lessons: [try sampleLesson(), try chineseSampleLesson()])
    fresh.session.showsAfterActions = false
    _ = fresh.handle("lesson 1 zh")
    _ = fresh.handle("present")
    #expect(text(fresh.handle("lesson 1")).hasPrefix("You reached step 2 of lesson 1 in Chinese."))
    let restarted = text(fresh.handle("lesson 1 restart"))
    #expect(restarted.contains("Step 1 of 3"))
    #expect(fresh.progress.lessons["sample-overlay"]?.steps.isEmpty == true)
    #expect(fresh.progress.lessons["sample-overlay@zh"]?.steps[1] == .done)
}

@Test func eachLanguagesRecordRoundTripsThroughTheProgressFile() throws {
    var p = Progress()
    p.lessons["sample-overlay@zh"] = Progress.Entry()
    p.lessons["sample-overlay@zh"]?.record(1, .done, hints: 2)
    let read = try Progress.read(p.json.serialized)
    #expect(read == p)
    #expect(read.status(of: try chineseSampleLesson()) == .inProgress)
    #expect(read.status(of: try sampleLesson()) == .notStarted)
}

@Test func aProgressFileFromBeforeTranslationsHadTheirOwnRecordStillLoads() throws {
    let old = try Progress.read(#"{"version": 1, "lessons": {"sample-overlay": {"step": 2, "steps": {"1": "done"}}}}"#)
    let tutor = Tutor(lessons: [try sampleLesson(), try chineseSampleLesson()], progress: old)
    #expect(text(tutor.handle("lesson 1")).contains("Resuming at step 2"))
}

@Test func theLessonListInChineseShowsChineseTitlesAndTheChineseRecord() throws {
    let tutor = Tutor(lessons: [try sampleLesson(), try chineseSampleLesson()])
    let english = text(tutor.handle("lesson list"))
    #expect(english.hasPrefix("1  Overlays that dim"))
    #expect(english.hasSuffix("  not started  (also: zh)\n"))
    let chinese = text(tutor.handle("lesson list zh"))
    #expect(chinese.hasPrefix("1  会变暗的遮罩"))
    #expect(chinese.hasSuffix("  未开始\n"))
    // Inside a Chinese lesson, a bare `lesson list` is in Chinese.
    _ = tutor.handle("lesson 1 zh")
    #expect(text(tutor.handle("lesson list")).contains("会变暗的遮罩"))
    #expect(text(tutor.handle("lesson list en")).contains("Overlays that dim"))
}

@Test func aTranslationWithAStepMissingIsReported() throws {
    var short = try chineseSampleLesson()
    short.steps.removeLast()
    let issues = LessonLinter.translationIssues([try sampleLesson(), short])
    #expect(
        issues.map(\.message) == [
            "a translation of lessons/01-sample.md has 2 steps, the original 3: a step is not translated"
        ])
    #expect(LessonLinter.translationIssues([try sampleLesson(), try chineseSampleLesson()]).isEmpty)
    #expect(LessonLinter.report([try sampleLesson(), short]).contains("a step is not translated"))
}

@Test func explainInsideAChineseLessonIsChineseAndEnglishAgainAfterIt() throws {
    let tutor = Tutor(lessons: [try sampleLesson(), try chineseSampleLesson()])
    tutor.session.showsAfterActions = false
    _ = tutor.handle("lesson 1 zh")
    _ = tutor.handle("present")
    #expect(text(tutor.handle("explain")).contains("↳ 原因："))
    _ = tutor.handle("lesson quit")
    #expect(text(tutor.handle("explain")).contains("↳ why: "))
}
