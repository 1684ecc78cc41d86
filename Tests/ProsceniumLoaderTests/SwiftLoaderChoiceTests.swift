import ProsceniumLoading
import Testing

@testable import ProsceniumLoader

/// `SwiftLoader.choose`: which of the loaded files' types `load` runs, or why none.
@Suite struct SwiftLoaderChoiceTests {
    private let presenter = Candidate(typeName: "Home", kind: .presentingController, method: "showCard")
    private let delegate = Candidate(typeName: "CardTransition", kind: .transitioningDelegate)
    private let controller = Candidate(typeName: "CardPresentation", kind: .presentationController)

    private func reply(_ candidates: [Candidate], classes: [String]) -> RewriteReply {
        RewriteReply(rewritten: [], candidates: candidates, classNames: classes, plainMethods: ["Home": ["showCard"]])
    }

    @Test func aControllerThatPresentsIsPreferredToWhatItUses() throws {
        let all = reply([delegate, controller, presenter], classes: ["Home", "CardTransition", "CardPresentation"])
        #expect(try SwiftLoader.choose(nil, in: all, shown: "Card.swift").get() == presenter)
    }

    @Test func twoOfAKindAskForANameAndOfferTheFirst() {
        let other = Candidate(typeName: "Settings", kind: .presentingController, method: "open")
        let all = reply([presenter, other], classes: ["Home", "Settings"])
        guard case .failure(let failure) = SwiftLoader.choose(nil, in: all, shown: "2 files") else {
            Issue.record("two presenting controllers were chosen between silently")
            return
        }
        #expect(failure.lines.first?.contains("several things to run in 2 files") == true)
        #expect(failure.lines.first?.hasSuffix("`load … as Home`") == true)
    }

    @Test func aNamedTypeIsRunEvenBesideAPreferredOne() throws {
        let all = reply([delegate, presenter], classes: ["Home", "CardTransition"])
        #expect(try SwiftLoader.choose("CardTransition", in: all, shown: "Card.swift").get() == delegate)
    }

    @Test func aNamedClassThatCannotRunSaysWhatCan() {
        let all = reply([presenter], classes: ["Home", "Theme"])
        guard case .failure(let failure) = SwiftLoader.choose("Theme", in: all, shown: "Card.swift") else {
            Issue.record("a class that is not runnable was run")
            return
        }
        #expect(failure.lines.first?.hasPrefix("Theme is not something `load` can run") == true)
        guard case .failure(let absent) = SwiftLoader.choose("Nothing", in: all, shown: "Card.swift") else { return }
        #expect(absent.lines == ["no class Nothing in Card.swift"])
    }

    @Test func aMethodNamedWithItsTypeIsThePresentingOne() throws {
        let all = reply([delegate], classes: ["Home", "CardTransition"])
        let chosen = try SwiftLoader.choose("Home.showCard()", in: all, shown: "Card.swift").get()
        #expect(chosen == Candidate(typeName: "Home", kind: .presentingController, method: "showCard"))
    }
}
