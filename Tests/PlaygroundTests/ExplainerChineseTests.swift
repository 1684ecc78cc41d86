import PresentationKit
import Testing

@testable import Playground

/// `explain` in a Chinese lesson: every hook has a Chinese reason (the switch is exhaustive; this
/// checks the entries are Chinese), and a session whose language is `zh` explains in Chinese.
struct ExplainerChineseTests {
    @Test func everyHookHasAChineseReasonInChinese() {
        func hasChinese(_ s: String) -> Bool { s.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) } }
        for hook in Hook.allCases {
            let r = Explainer.chineseReason(for: hook)
            #expect(hasChinese(r.why) && hasChinese(r.expected), "\(hook) lacks a Chinese reason")
        }
    }

    @Test func aChineseSessionExplainsInChineseAndAnEnglishOneAsBefore() {
        let session = Session()
        session.showsAfterActions = false
        _ = session.execute("present")
        guard case .text(let english)? = session.execute("explain").first else {
            Issue.record("explain printed no text")
            return
        }
        #expect(english.contains("↳ why: ") && !english.contains("↳ 原因："))
        session.language = .chinese
        guard case .text(let chinese)? = session.execute("explain").first else {
            Issue.record("explain printed no text")
            return
        }
        #expect(chinese.hasPrefix(Explainer.chineseMarksKey + "\n"))
        #expect(chinese.contains("↳ 原因：container view 已经存在，coordinator 也准备好了 [D]"))
        #expect(chinese.contains("  应对：把你的装饰（比如遮罩）加进 container"))
        #expect(!chinese.contains("↳ why: "))
        // The same trace lines, only the words around them change.
        #expect(english.split(separator: "\n").count == chinese.split(separator: "\n").count)
    }

    @Test func theSessionsNotesAreInChineseToo() {
        let session = Session()
        session.showsAfterActions = false
        session.language = .chinese
        _ = session.execute("delegate retain off")
        _ = session.execute("present")
        guard case .text(let chinese)? = session.execute("explain").first else {
            Issue.record("explain printed no text")
            return
        }
        #expect(chinese.contains("\n这次会话显示了：\n"))
        #expect(chinese.contains("\n  · transitioning delegate 在 `present` 之后马上就被释放了"))
        #expect(!chinese.contains("The transitioning delegate died"))
        // Every note has its Chinese words.
        let all: [Gotcha] = [
            .stuck, .notCustom(style: ".pageSheet"), .presentedCoversContainer, .delegateDied, .rotationWithoutLayout,
            .presenterNotRestored, .cleanupOff, .noDisappear(style: "custom"), .bannerUnderNotch(safeLeft: "59"),
        ]
        for note in all {
            #expect(note.chinese.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "\(note)")
            #expect(note.text(in: .english) == note.english)
        }
    }

    @Test func theModelsChoicesAreInChineseOnePerEnglishChoice() {
        #expect(Explainer.chineseUndocumentedChoices.count == PresentationRules.undocumentedChoices.count)
        #expect(
            Explainer.chineseUndocumentedChoices.allSatisfy {
                $0.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }
            })
    }

    @Test func aWrongPredictionsReasonIsInTheLessonsLanguage() {
        #expect(
            Explainer.reason(forCall: "`presentationTransitionWillBegin()`", language: .chinese)
                == "presentationTransitionWillBegin()：container view 已经存在，coordinator 也准备好了；接收方应当把你的装饰（比如遮罩）加进 container，并让它跟着转场一起动画"
        )
        #expect(
            Explainer.reason(forCall: "presentationTransitionWillBegin()")?.hasPrefix(
                "presentationTransitionWillBegin(): the container view exists") == true)
    }
}
