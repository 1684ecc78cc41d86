import Testing

@testable import Playground

/// `tap "NAME"` for a view that is not on screen names the nearest view that is (a mistyped
/// button title, the wrong case), and nothing when no name is near.
struct NearestNameOnScreenTests {
    static func error(after lines: [String]) -> PlaygroundError? {
        let session = Session()
        session.showsAfterActions = false
        var last: [Output] = []
        for line in lines { last = session.execute(line) }
        for case .error(let e) in last { return e }
        return nil
    }

    @Test func aMistypedNameIsAnsweredWithTheNearestOnScreen() {
        let e = Self.error(after: ["set frame inset 30", "present", "tap \"Dimmng\""])
        #expect(e == .viewNotOnScreen("Dimmng", nearest: "dimming"))
        #expect(
            e.map(ErrorWording.message(for:)) == "`Dimmng` is not on screen; the nearest name on screen is \"dimming\"")
    }

    @Test func aNameNothingIsNearGetsNoSuggestion() {
        #expect(Self.error(after: ["present", "tap \"zzzzzz\""]) == .viewNotOnScreen("zzzzzz", nearest: nil))
    }

    @Test func aViewThatLeftTheScreenIsNotSuggested() {
        // After the dismissal the dimming view is gone: `dimming` is not on screen, and nothing near is.
        let e = Self.error(after: ["set frame inset 30", "present", "dismiss", "tap dimming"])
        #expect(e == .viewNotOnScreen("dimming", nearest: nil))
    }
}
