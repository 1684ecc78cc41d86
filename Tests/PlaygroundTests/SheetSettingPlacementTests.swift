import Testing

@testable import Playground

/// A `sheet …` setting made with something presented says where it went (issue 37: `sheet
/// delegate on` after `present` was applied without a word, so nobody could tell).
@Suite struct SheetSettingPlacementTests {
    func saidAfter(_ lines: [String]) -> String {
        let session = Session()
        session.showsAfterActions = false
        var last: [Output] = []
        for line in lines { last = session.execute(line) }
        return last.compactMap { if case .text(let t) = $0 { t } else { nil } }.joined()
    }

    @Test func beforePresentingNothingIsSaid() {
        #expect(!saidAfter(["style pageSheet", "sheet delegate on"]).contains("note:"))
    }

    @Test func aDelegateSetOnASheetOnScreenIsSaidToHearTheNextDrag() {
        let said = saidAfter(["style pageSheet", "present", "sheet delegate on"])
        #expect(said.contains("set on the sheet on screen: the playground's sheet delegate hears its next drag"))
    }

    @Test func onAControllerThatIsNotASheetItIsSaidToWaitForTheNextSheet() {
        let said = saidAfter(["style fullScreen", "present", "sheet grabber on"])
        #expect(said.contains("what is on screen is not a sheet"))
    }

    @Test func inAChineseLessonTheNoteIsChinese() {
        let session = Session()
        session.language = .chinese
        session.showsAfterActions = false
        _ = session.execute("style pageSheet")
        _ = session.execute("present")
        let said = session.execute("sheet grabber on").compactMap { if case .text(let t) = $0 { t } else { nil } }
        #expect(said.joined().contains("note: 已设到屏幕上的 sheet"))
    }
}
