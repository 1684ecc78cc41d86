import PresentationKit
import Testing

@testable import Playground

/// `tap dimming` reaches the shaded view whatever the code named it, as the drawing's key calls
/// every such view "dimming" (issue 37 §3: a loaded controller's `backdrop` could not be tapped
/// by the word the legend taught).
@Suite struct TapRoleTests {
    func presentedWithTapToDismiss() -> Session {
        let session = Session()
        session.showsAfterActions = false
        for line in ["set frame inset 30", "set dimming tap-dismiss on", "present"] { _ = session.execute(line) }
        return session
    }

    @Test func theDimmingViewByItsOwnNameIsTappedAsBefore() {
        let session = presentedWithTapToDismiss()
        let said = session.execute("tap dimming")
        #expect(!said.contains { if case .text = $0 { true } else { false } })
        #expect(session.engine.phase == .dismissing || session.engine.phase == .idle)
    }

    @Test func aVeilNamedOtherwiseIsReachedAndNamed() {
        let session = presentedWithTapToDismiss()
        session.engine.findView(named: "dimming")?.name = "backdrop"
        let said = session.execute("tap dimming").compactMap { if case .text(let t) = $0 { t } else { nil } }
        #expect(said.joined().contains("`dimming`: the shaded view, which your code calls `backdrop`"))
        #expect(session.engine.phase == .dismissing || session.engine.phase == .idle)
    }

    @Test func withNoShadedViewTheErrorStands() {
        let session = Session()
        session.showsAfterActions = false
        _ = session.execute("style fullScreen")
        _ = session.execute("present")
        guard case .error(.viewNotOnScreen(let name, _))? = session.execute("tap dimming").first else {
            Issue.record("tap dimming with no veil was not refused")
            return
        }
        #expect(name == "dimming")
    }
}
