import PlaygroundTestSupport
import PresentationKit
import Testing

@testable import Playground

/// The result of one `expect` line in `s`; anything else fails the calling test.
private func check(_ line: String, in s: Session, sourceLocation: SourceLocation = #_sourceLocation)
    -> ExpectationResult?
{
    let outputs = s.execute(line)
    guard outputs.count == 1, case .expectation(let result) = outputs[0] else {
        Issue.record("`\(line)` gave \(outputs), not one expectation", sourceLocation: sourceLocation)
        return nil
    }
    return result
}

/// The day-24 overlay: inset 30, the bouncy animator, presented.
private let overlay = ["set frame inset 30", "animator bouncy", "present"]

@Suite("expect lines, evaluated through a real Session")
struct ExpectationTests {
    @Test("The presented frame matches the inset overlay")
    func presentedFramePasses() throws {
        let r = try #require(check("expect presented.frame == 30 30 315 607", in: session(overlay)))
        #expect(r.passed)
    }

    @Test("A wrong frame fails and says what the frame is")
    func presentedFrameFails() throws {
        let r = try #require(check("expect presented.frame == 0 0 375 667", in: session(overlay)))
        #expect(!r.passed)
        #expect(r.actual.contains("{30, 30, 315, 607}"))
    }

    @Test("Frames may be written as UIKit logs them")
    func frameInBraces() throws {
        let r = try #require(check("expect presented.frame == {30, 30, 315, 607}", in: session(overlay)))
        #expect(r.passed)
    }

    @Test(
        "Passing expectations after the overlay is presented",
        arguments: [
            "expect dimming.superview == container",
            "expect phase == presented",
            "expect traits == wC hR",
            "expect traits == compact regular",
            "expect device.size == 375 667",
            "expect trace has presentationTransitionDidEnd(true)",
            "expect trace has presentationTransitionDidEnd(_:)",
            "expect trace has presentationTransitionDidEnd",
            "expect trace has context.completeTransition(true)",
            "expect trace lacks presentationTransitionDidEnd(false)",
            "expect trace order presentationTransitionWillBegin < animateTransition < completeTransition",
            "expect trace count containerViewWillLayoutSubviews == 1",
            "expect dimming exists",
            "expect wrapper removed",
            "expect presentation.style == custom",
            "expect trace has animateAlongsideTransition",
            "expect dimming.alpha == 1",
            "expect presented.alpha == 1",
        ])
    func passes(line: String) throws {
        let r = try #require(check(line, in: session(overlay)))
        #expect(r.passed, "\(r.actual)")
    }

    @Test(
        "Failing expectations after the overlay is presented",
        arguments: [
            "expect dimming.superview == window",
            "expect phase == idle",
            "expect traits == wR hR",
            "expect device.size == 667 375",
            "expect trace has presentationTransitionDidEnd(false)",
            "expect trace lacks presentationTransitionDidEnd(true)",
            "expect trace has dismissalTransitionWillBegin",
            "expect trace count containerViewWillLayoutSubviews == 2",
            "expect dimming removed",
            "expect wrapper exists",
            "expect presentation.style == fullScreen",
            "expect presented.frame != 30 30 315 607",
        ])
    func fails(line: String) throws {
        let r = try #require(check(line, in: session(overlay)))
        #expect(!r.passed, "\(r.actual)")
    }

    @Test("Calls in the wrong order fail and say what has not happened since")
    func wrongOrder() throws {
        let r = try #require(
            check("expect trace order completeTransition < presentationTransitionWillBegin", in: session(overlay)))
        #expect(!r.passed)
        #expect(r.actual.contains("presentationTransitionWillBegin has not happened since completeTransition at #"))
    }

    @Test("A call missing from the trace fails an order")
    func orderWithMissingCall() throws {
        let r = try #require(
            check(
                "expect trace order presentationTransitionWillBegin < dismissalTransitionDidEnd", in: session(overlay)))
        #expect(!r.passed)
        #expect(r.actual.contains("dismissalTransitionDidEnd has not happened yet"))
    }

    @Test("Before anything is presented the phase is idle and there is no dimming view")
    func idle() throws {
        let s = session([])
        #expect(try #require(check("expect phase == idle", in: s)).passed)
        #expect(try #require(check("expect dimming removed", in: s)).passed)
        #expect(try #require(check("expect presentation.style == none", in: s)).passed)
        #expect(try #require(check("expect trace lacks presentationTransitionWillBegin", in: s)).passed)
    }

    @Test("After dismissing the overlay, the chrome is gone and the dismissal completed")
    func afterDismiss() throws {
        let s = session(overlay + ["dismiss"])
        #expect(try #require(check("expect phase == idle", in: s)).passed)
        #expect(try #require(check("expect dimming removed", in: s)).passed)
        #expect(try #require(check("expect presented removed", in: s)).passed)
        #expect(try #require(check("expect trace has dismissalTransitionDidEnd(true)", in: s)).passed)
    }

    @Test("Landscape on an iPhone SE changes the size and traits")
    func landscape() throws {
        let s = session(["orientation landscape"])
        #expect(try #require(check("expect device.size == 667 375", in: s)).passed)
        #expect(try #require(check("expect traits == wC hC", in: s)).passed)
    }
}

// MARK: Tolerance is written, never assumed

@Test func equalityOfNumbersIsExact() {
    let s = Session()
    _ = s.execute("present")
    #expect(!passes(s, "expect dimming.alpha == 0.995"))
    #expect(passes(s, "expect dimming.alpha == 1"))
    #expect(passes(s, "expect dimming.alpha != 0.995"))
}

@Test func approximatelyAllowsTheDefaultTolerance() {
    let s = Session()
    _ = s.execute("present")
    #expect(passes(s, "expect dimming.alpha ~= 0.995"))
    #expect(passes(s, "expect dimming.alpha ≈ 0.995"))
    #expect(!passes(s, "expect dimming.alpha ~= 0.98"))
}

@Test func withinSetsTheAllowanceForAnyComparison() {
    let s = Session()
    _ = s.execute("present")
    #expect(passes(s, "expect dimming.alpha == 0.98 within 0.05"))
    #expect(!passes(s, "expect dimming.alpha == 0.98 within 0.001"))
    #expect(passes(s, "expect presented.frame == 0.5 0 375 667 within 0.5"))
}

@Test func aNearMissSaysByHowMuchAndHowToAllowIt() {
    let s = Session()
    _ = s.execute("present")
    guard let r = check("expect dimming.alpha == 0.995", in: s) else { return }
    #expect(r.actual.contains("off by 0.005"))
    #expect(r.actual.contains("`~=`"))
}

@Test func withinNeedsANumber() {
    let s = Session()
    guard case .error? = s.execute("expect dimming.alpha == 1 within lots").first else {
        Issue.record("`within lots` was accepted")
        return
    }
}

private func passes(_ s: Session, _ line: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    check(line, in: s, sourceLocation: sourceLocation)?.passed == true
}

@Suite("expect's scopes: trace.step, trace.last, used")
struct ExpectationScopeTests {
    @Test("trace.step reads only the calls since the step began; trace reads them all")
    func stepScope() throws {
        let s = session(overlay)
        #expect(passes(s, "expect trace.step has presentationTransitionWillBegin"))
        s.beginStep()
        let r = try #require(check("expect trace.step has presentationTransitionWillBegin", in: s))
        #expect(!r.passed)
        #expect(r.actual == "no presentationTransitionWillBegin among 0 events since the step began")
        #expect(passes(s, "expect trace has presentationTransitionWillBegin"))
        #expect(passes(s, "expect trace.step lacks presentationTransitionWillBegin"))
        _ = s.execute("dismiss")
        #expect(passes(s, "expect trace.step has dismissalTransitionWillBegin"))
        #expect(passes(s, "expect trace.step lacks presentationTransitionWillBegin"))
    }

    @Test("A reset inside the step counts all the new app's calls; undo past the mark moves it back")
    func stepScopeAcrossResetAndUndo() throws {
        let s = session(overlay)
        s.beginStep()
        _ = s.execute("reset")
        _ = s.execute("present")
        #expect(passes(s, "expect trace.step has presentationTransitionWillBegin"))
        _ = s.execute("undo")
        _ = s.execute("undo")
        #expect(passes(s, "expect trace.step lacks presentationTransitionWillBegin"))
        // Back before the step's start: what comes next is still the step's.
        _ = s.execute("undo")
        #expect(passes(s, "expect phase == idle"))
        _ = s.execute("present")
        #expect(passes(s, "expect trace.step has presentationTransitionWillBegin"))
    }

    @Test("trace.last reads the most recent transition only")
    func lastScope() throws {
        let s = session([])
        let none = try #require(check("expect trace.last has animateTransition", in: s))
        #expect(!none.passed)
        #expect(none.actual.contains("no transition yet"))
        _ = s.execute("animator slide")
        _ = s.execute("present")
        _ = s.execute("animator none")
        _ = s.execute("dismiss")
        #expect(passes(s, "expect trace has presentationTransitionWillBegin"))
        #expect(passes(s, "expect trace.last lacks presentationTransitionWillBegin"))
        #expect(passes(s, "expect trace.last has dismissalTransitionWillBegin"))
    }

    @Test("used names a command run since the step began, by its first words")
    func used() throws {
        let s = session(overlay)
        s.beginStep()
        let before = try #require(check("expect used show tree", in: s))
        #expect(!before.passed)
        #expect(before.actual == "`show tree` has not run since the step began")
        _ = s.execute("show tree")
        _ = s.execute("scrub 0.2")
        #expect(passes(s, "expect used show tree"))
        #expect(passes(s, "expect used scrub"))
        #expect(!passes(s, "expect used film"))
        // A refused line did not run.
        _ = s.execute("timeline nonsense words")
        #expect(!passes(s, "expect used timeline"))
        s.beginStep()
        #expect(!passes(s, "expect used scrub"))
    }

    @Test("last action names the most recent action since the step began: the finger, not a one-shot")
    func lastAction() throws {
        let s = session(["style pageSheet", "sheet detents medium large", "present"])
        s.beginStep()
        let none = try #require(check("expect last action pan", in: s))
        #expect(!none.passed)
        #expect(none.actual == "no action has run since the step began")
        // The one-shot drag leaves the sheet where the finger would: only the action tells them apart.
        _ = s.execute("drag sheet to large")
        #expect(passes(s, "expect presented.frame == 0 30 375 637"))
        let oneShot = try #require(check("expect last action pan", in: s))
        #expect(!oneShot.passed)
        #expect(oneShot.actual == "the last action since the step began was `drag sheet to large`")
        _ = s.execute("drag sheet to medium")
        _ = s.execute("pan presented by 0 -300")
        #expect(passes(s, "expect presented.frame == 0 30 375 637"))
        #expect(passes(s, "expect last action pan"))
        #expect(passes(s, "expect last action pan presented"))
        #expect(!passes(s, "expect last action pan edge"))
        // Settings and looks are not actions: the finger stays the last one.
        _ = s.execute("sheet grabber on")
        _ = s.execute("trace")
        #expect(passes(s, "expect last action pan"))
        // A refused line did not run; an action after the finger is the last one.
        _ = s.execute("pan nowhere by 0 1")
        #expect(passes(s, "expect last action pan"))
        _ = s.execute("drag sheet to large")
        #expect(!passes(s, "expect last action pan"))
        // Undo takes the one-shot back: the finger is the last action that stands again.
        _ = s.execute("undo")
        #expect(passes(s, "expect last action pan"))
        s.beginStep()
        #expect(!passes(s, "expect last action drag"))
    }

    @Test("last action needs the word action and a command")
    func lastActionSyntax() {
        #expect(throws: (any Error).self) { try Parser.parse("expect last pan") }
        #expect(throws: (any Error).self) { try Parser.parse("expect last action") }
        #expect((try? Parser.parse("expect last action cancel at")) != nil)
    }

    @Test("A call named with its result checks the result, and says what it returned when it differs")
    func result() throws {
        let s = session(["animator slide", "present"])
        #expect(passes(s, "expect trace has animationController(forPresented:presenting:source:) → SlideAnimator"))
        #expect(passes(s, "expect trace has animationController(forPresented:presenting:source:) -> slideanimator"))
        let plain = session(["present"])
        let r = try #require(
            check("expect trace has animationController(forPresented:presenting:source:) → SlideAnimator", in: plain))
        #expect(!r.passed)
        #expect(r.actual == "animationController(forPresented:presenting:source:) returned nil")
    }

    @Test("A result written as alternatives passes on any of them, and on none of the others")
    func resultAlternatives() throws {
        let curve = session(["animator curve easeInOut duration 0.5 from right", "present"])
        let either =
            "expect trace has animationController(forPresented:presenting:source:) → SlideAnimator|CurveAnimator"
        #expect(passes(curve, either))
        #expect(passes(session(["animator slide", "present"]), either))
        #expect(!passes(session(["animator bouncy", "present"]), either))
        #expect(!passes(session(["present"]), either))
    }

    @Test("Names keep their capitals in messages, whatever case was typed")
    func capitals() throws {
        let s = session(overlay)
        let r = try #require(check("expect presented.cornerradius == 12", in: s))
        #expect(r.actual.hasPrefix("presented.cornerRadius is 0"))
        let e = try #require(check("expect presentation.effectivestyle == custom", in: s))
        #expect(e.passed)
        #expect(e.actual.hasPrefix("presentation.effectiveStyle is"))
        #expect(try #require(check("expect leftbehind == none", in: s)).actual == "leftBehind is none")
    }
}

/// The subjects `expect` knows are one list: every one the parser accepts reads its own value.
@Suite struct ExpectationSubjectTests {
    /// A value of the subject's shape that no screen here has, so the claim is read, not passed.
    static func sample(_ shape: ValueShape) -> String {
        switch shape {
        case .numbers(let count, _): return Array(repeating: "12345", count: count).joined(separator: " ")
        case .word(let allowed?): return allowed.last!
        case .word(nil), .words: return "nothing-like-it"
        case .traits: return "hR wC"
        case .transform: return "1 2 3 4 5 6"
        }
    }

    @Test(arguments: ViewProperty.allCases.filter { $0 != .removed && $0 != .exists })
    func everyViewPropertyParsesAndReadsItself(property: ViewProperty) throws {
        let s = Session()
        _ = s.apply(try Parser.parse("present"))
        let value = ExpectationSubjectTests.sample(property.shape)
        let outputs = s.apply(try Parser.parse("expect presented.\(property.rawValue) == \(value)"))
        guard case .expectation(let r)? = outputs.first else {
            Issue.record("no expectation for \(property)")
            return
        }
        #expect(r.actual.hasPrefix("presented.\(property.rawValue) is"), "\(property) read as: \(r.actual)")
        // Only `transform` reads the transform (an unknown property once fell through to it).
        let transformWords = " is \(AffineTransform.identity)"
        #expect(r.actual.hasSuffix(transformWords) == (property == .transform), "\(property) read as: \(r.actual)")
    }

    @Test(arguments: StateSubject.allCases)
    func everyStateSubjectParsesAndReadsItself(subject: StateSubject) throws {
        let s = Session()
        // Presented, so the presentation's subjects read a value (idle, they say nothing is presented).
        _ = s.apply(try Parser.parse("present"))
        let value = ExpectationSubjectTests.sample(subject.shape)
        let outputs = s.apply(try Parser.parse("expect \(subject.rawValue) == \(value)"))
        guard case .expectation(let r)? = outputs.first else {
            Issue.record("no expectation for \(subject)")
            return
        }
        #expect(r.actual.hasPrefix("\(subject.rawValue) is"), "\(subject) read as: \(r.actual)")
    }
}

/// `expect "NAME".PROPERTY …`: a view the loaded code names after the property that holds it
/// (`let noticeView` is `"notice"`), in quotes as `tap "NAME"` reaches it, so an exercise reads
/// what the learner's own code did to its own views (issue 36: a refused swipe that shows nothing).
@Suite("expect on a view named in quotes")
struct QuotedViewNameTests {
    private func claim(_ line: String) throws -> Playground.Expectation {
        guard case .expect(let x) = try Parser.parse(line) else {
            Issue.record("`\(line)` is not an expect line")
            throw ParseError(column: 1, problem: .missing)
        }
        return x
    }

    @Test("A quoted name reads the view of that name, as any name does")
    func aQuotedNameReadsTheNamedView() throws {
        let s = session(overlay)
        #expect(try #require(check("expect \"dimming\".alpha == 1", in: s)).passed)
        #expect(try #require(check("expect \"dimming\".hidden == false", in: s)).passed)
        let missing = try #require(check("expect \"notice\".hidden == false", in: s))
        #expect(!missing.passed)
        #expect(missing.actual == "notice is not on screen")
    }

    @Test("The property is the longest known one the token ends with; the name may hold a dot")
    func theLongestPropertyWins() throws {
        #expect(try claim("expect \"notice\".hidden == false").subject == .view(name: "notice", property: "hidden"))
        #expect(try claim("expect \"row 0.1\".frame.x == 16").subject == .view(name: "row 0.1", property: "frame.x"))
        #expect(
            try claim("expect \"saveButton\".FRAME == 16 16 72 36").subject
                == .view(name: "saveButton", property: "frame"))
        #expect(try claim("expect \"notice\" removed").subject == .existence(name: "notice", present: false))
        #expect(try claim("expect \"notice\".exists").subject == .existence(name: "notice", present: true))
        #expect(try claim("expect \"notice\".hidden == false at 0.2").at == 0.2)
    }

    @Test(
        "An empty name, or a value the property cannot take, is a syntax error",
        arguments: [
            "expect \"\".hidden == true", "expect \"notice\".frame == 1 2", "expect \"notice\" shown",
        ])
    func badQuotedClaims(line: String) {
        #expect(throws: ParseError.self) { try Parser.parse(line) }
    }
}
