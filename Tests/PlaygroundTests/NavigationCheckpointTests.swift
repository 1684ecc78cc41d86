import PresentationKit
import Testing

@testable import Playground

/// A session with the presenting screen in a navigation controller keeps checkpoints (the
/// navigation controller and the playground's navigation delegate copy with their world), so
/// undo replays a bounded number of commands; and the session after undos equals a fresh replay
/// of its log, whatever the pushes, pops and swipes were (`shownState` and `freshReplay`
/// are `UndoMidGestureTests`').
@Suite struct NavigationCheckpointTests {
    @Test(arguments: [
        ["navigation on"],
        ["navigation on", "push animator fade"],
        ["navigation on", "push animator slide", "pop interactive"],
        ["navigation on", "zoom from 20 120 100 100"],
    ])
    func undoInANavigationSessionReplaysABoundedNumberOfCommands(setup: [String]) {
        let s = Session()
        s.showsAfterActions = false
        for line in setup { _ = s.execute(line) }
        let moves = ["push", "push", "pan edge by 60 over 0.3", "pop", "push", "pan edge by 250 over 0.4"]
        for round in 0..<20 {
            for move in moves { _ = s.execute(move) }
            if round % 3 == 0 { _ = s.execute("undo") }
            for _ in 0..<3 { _ = s.execute("pop") }
        }
        #expect(s.checkpointCount > 5, "no checkpoint kept with \(setup)")
        for _ in 0..<10 { _ = s.execute("undo") }
        #expect(s.stepsReplayed <= 30 * Session.checkpointSpacing, "\(s.stepsReplayed) commands replayed")
        #expect(shownState(s) == shownState(freshReplay(s)))
    }
}
