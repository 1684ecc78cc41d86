import Testing

@testable import Playground

/// `undo` and `redo` say what they took back or brought again in the session's language (issue
/// 36: a Chinese lesson said "undid `present`").
@Suite struct UndoWordingTests {
    func said(_ session: Session, _ line: String) -> String {
        session.execute(line).compactMap { if case .text(let t) = $0 { t } else { nil } }.joined()
    }

    @Test func inEnglish() {
        let s = Session()
        s.showsAfterActions = false
        _ = s.execute("present")
        #expect(said(s, "undo") == "undid `present`\n")
        #expect(said(s, "redo") == "redid `present`\n")
    }

    @Test func inAChineseLesson() {
        let s = Session()
        s.showsAfterActions = false
        s.language = .chinese
        _ = s.execute("present")
        #expect(said(s, "undo") == "已撤销 `present`\n")
        #expect(said(s, "redo") == "已重做 `present`\n")
    }
}
