import PresentationKit
import Testing

@testable import Playground

// Issue 38, item 20: every `film` and `play` replays the last transition in a copy of the
// session (`TransitionSampler`). The copy was dropped with its presented controller and that
// controller's presentation controller holding each other, so each one stayed in memory for good
// (about 4 KB a `film`, 8 KB a `play`). The sampler now lets the copy go.

/// What a sampler's copy held, watched without keeping it.
private final class Watch {
    weak var engine: Engine?
    weak var presented: ViewController?
    weak var presentationController: PresentationController?
    var sawPresented = false
}

@Suite struct TransitionSamplerTests {
    /// After sampling the last transition, nothing of the replayed copy is left: its engine, the
    /// controller it presented and that controller's presentation controller.
    @Test(arguments: [
        ["present"],
        ["animator slide", "set frame inset 30", "present"],
        ["animator slide", "interactive present", "present", "update 0.4"],
        ["present", "animator slide", "interactive dismiss", "dismiss", "update 0.5", "cancel"],
        ["present", "dismiss", "present"],
    ])
    func theReplayedCopyIsFreed(lines: [String]) {
        let s = Session()
        s.showsAfterActions = false
        for line in lines { _ = s.execute(line) }
        let watch = Watch()
        let shots = TransitionSampler.sample(s, start: s.lastTransitionCommand ?? -1, at: [0, 0.1, 10]) { copy in
            watch.engine = copy.engine
            watch.presented = copy.engine.presentedStack.first
            watch.presentationController = watch.presented?.presentationController
            watch.sawPresented = watch.presentationController != nil
        }
        // Booleans, not the objects: a failed expectation would describe the whole world.
        let engineLeft = watch.engine != nil
        let presentedLeft = watch.presented != nil
        let presentationControllerLeft = watch.presentationController != nil
        #expect(shots?.count == 3)
        #expect(watch.sawPresented, "\(lines) leaves something presented")
        #expect(!engineLeft, "the copy's engine outlived the sample after \(lines)")
        #expect(!presentedLeft)
        #expect(!presentationControllerLeft)
    }
}
