import PresentationKit
import Testing

@testable import Playground

/// The playground's navigation refusals: each says what is in the way and what to do.
@Suite struct SessionNavigationTests {
    private func errors(_ lines: [String]) -> [PlaygroundError] {
        let s = Session()
        s.showsAfterActions = false
        var found: [PlaygroundError] = []
        for line in lines {
            for case .error(let e) in s.execute(line) { found.append(e) }
        }
        return found
    }

    @Test func aPushWithNoNavigationControllerSaysHowToHaveOne() {
        #expect(errors(["push"]) == [.noNavigationController])
        #expect(ErrorWording.line(for: .noNavigationController).contains("navigation controller"))
    }

    @Test func aPopUnderAPresentationSaysToDismissFirst() {
        #expect(
            errors(["navigation on", "push", "present", "pop", "pan edge by 200"]) == [
                .navigationCovered, .navigationCovered,
            ])
        #expect(errors(["navigation on", "push", "present", "dismiss", "pop"]).isEmpty)
    }

    @Test func theRootCannotBePopped() {
        #expect(errors(["navigation on", "pop"]) == [.nothingToPop])
    }

    @Test func theStructureIsChosenBeforeAnythingIsPushed() {
        #expect(errors(["navigation on", "push", "navigation off"]) == [.navigationStackInUse])
        #expect(errors(["navigation on", "push", "pop", "navigation off", "present"]).isEmpty)
    }
}
