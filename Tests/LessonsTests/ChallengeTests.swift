import Playground
import Testing

@testable import Lessons

/// A challenge says what differs in words: its targets stay hidden until the last hint, `goal`
/// draws the target screen beside the goals, and finishing it says how many commands it took.
private func challenge() throws -> Tutor {
    let lesson = try LessonGoldenTests.load("lessons/01-five-roles.md")
    return HintLearnerTests.open(lesson, atStep: 8).0
}

@Test func aChallengesNotYetHidesItsTargetUntilTheLastHint() throws {
    let t = try challenge()
    let said = text(t.handle("dismiss"))
    #expect(said.contains("not yet: expect device.size == … — now device.size is 667×375"))
    #expect(!text(t.handle("goal")).contains("93.75 222.33"))
    for _ in 0..<3 { _ = t.handle("hint") }
    #expect(text(t.handle("rotate")).contains("expect presented.frame ~= 93.75 222.33 187.5 222.33"))
}

@Test func goalDrawsTheTargetScreenForAChallenge() throws {
    let t = try challenge()
    let outputs = t.handle("goal")
    #expect(text(outputs).contains("The target, as the challenge wants the screen:"))
    // The drawing is last, its heading at the end of the text right above it (the rows the
    // prompt gives a drawing leave room for that text, so the heading stays on screen with it).
    guard case .screen = outputs.last, case .text(let above) = outputs.dropLast().last else {
        Issue.record("the target drawing is not last, under its heading: \(outputs)")
        return
    }
    #expect(above.hasSuffix("The target, as the challenge wants the screen:\n"))
    let target = outputs.compactMap { if case .screen(let s) = $0 { return s } else { return nil } }.first
    let presented = try #require(target?.view(named: "presented"))
    #expect(abs(presented.frame.origin.x - 93.75) < 0.01 && abs(presented.frame.size.width - 187.5) < 0.01)
    // The learner's own state is untouched by drawing the target.
    #expect(t.session.engine.snapshot().view(named: "presented")?.frame.size.width ?? 0 > 400)
}

@Test func aFinishedChallengeSaysHowManyCommandsItTook() throws {
    let t = try challenge()
    _ = t.handle("set frame size 1/3 1/3 centered")
    var said = ""
    for line in ["dismiss", "rotate", "set frame size 1/2 1/3 centered", "present"] { said = text(t.handle(line)) }
    #expect(said.contains("✓ Step 8 done."))
    #expect(said.contains("Solved in 5 commands (shortest: 4)."))
}
