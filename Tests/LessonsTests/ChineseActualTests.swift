import Playground
import PlaygroundTestSupport
import Testing

@testable import Lessons

/// What a goal found, said in Chinese inside a Chinese lesson: each phrase the evaluator words,
/// taken from a real evaluation, keeps its names and values and loses its English.
@Suite struct ChineseActualTests {
    /// What `expect LINE` finds in a session after `commands`.
    func found(_ line: String, after commands: [String]) throws -> String {
        let s = session(commands)
        s.beginStep()
        guard case .expect(let x) = try Parser.parse(line) else { throw ParseFailure() }
        return s.evaluate(x).actual
    }
    struct ParseFailure: Error {}

    @Test func aViewsPropertyNotOnScreenAndANearMiss() throws {
        #expect(
            ChineseActual.translate(try found("expect presented.frame == 0 0 1 1", after: ["present"]))
                == "presented.frame 为 {0, 0, 375, 667}")
        #expect(
            ChineseActual.translate(try found("expect wrapper.alpha == 1", after: ["present"]))
                == "wrapper 不在屏幕上")
        let near = ChineseActual.translate(try found("expect dimming.alpha == 0.99", after: ["present"]))
        #expect(near.hasPrefix("dimming.alpha 为 1；相差 0.01；`==` 要求完全相等"), "\(near)")
    }

    @Test func theLastActionKeepsTheCommandAsTyped() throws {
        let s = session(["style pageSheet", "sheet detents medium large", "present"])
        s.beginStep()
        guard case .expect(let x) = try Parser.parse("expect last action pan") else { throw ParseFailure() }
        #expect(ChineseActual.translate(s.evaluate(x).actual) == "还没有执行过任何动作（这一步开始以来）")
        _ = s.execute("drag sheet to large")
        #expect(
            ChineseActual.translate(s.evaluate(x).actual) == "最后一个动作（这一步开始以来）是 `drag sheet to large`")
    }

    @Test func traceClaimsInTheStepsScope() throws {
        let none = ChineseActual.translate(
            try found("expect trace.step has dismissalTransitionDidEnd(true)", after: ["present"]))
        #expect(none == "0 个调用（这一步开始以来）中没有 dismissalTransitionDidEnd(true)", "\(none)")
        let count = ChineseActual.translate(try found("expect trace.step count deinit == 3", after: []))
        #expect(count == "deinit 出现了 0 次（这一步开始以来）", "\(count)")
        let returned = ChineseActual.translate(
            try found(
                "expect trace has animationController(forPresented:presenting:source:) → ZoomAnimator",
                after: ["animator slide", "present"]))
        #expect(returned.contains(" 返回了 SlideAnimator"), "\(returned)")
    }

    @Test func aPhraseItDoesNotKnowStaysAsItIs() {
        #expect(ChineseActual.translate("none") == "none")
        #expect(ChineseActual.translate("wC hR") == "wC hR")
    }
}

@Test func theNewFindingsReadInChinese() {
    #expect(ChineseActual.translate("no trace shown since the step began") == "还没有看过 trace（这一步开始以来）")
    #expect(ChineseActual.translate("the tree was shown since the step began") == "已经看过 tree（这一步开始以来）")
    #expect(ChineseActual.translate("no transition yet to read at 0.125 s") == "还没有转场，无法读取 0.125 s 时的状态")
    #expect(
        ChineseActual.translate("nothing is presented yet (presentation.style is read from the presented controller)")
            == "还没有 present 任何东西（presentation.style 读的是被 present 的 controller）")
}
