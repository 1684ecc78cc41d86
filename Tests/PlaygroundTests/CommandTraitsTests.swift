import Testing

@testable import Playground

/// Each command's traits, as the five places that used to decide them with `default:` branches
/// decided (recording, forwarding to loaded code, `expect used`, a script's queries, the stage).
struct CommandTraitsTests {
    @Test func undoChangesTheStageButNotTheSession() {
        #expect(Command.undo.traits.changesStageState)
        #expect(!Command.undo.traits.changesState)
    }

    @Test func savingIsForwardedToLoadedCodeButNeverRecorded() {
        let save = Command.file(.save("a.scene"))
        #expect(save.traits.isForwardedToStage)
        #expect(!save.traits.isRecorded)
    }

    @Test func loadingStaysWithTheSessionAndIsRecorded() {
        let load = Command.file(.loadCode(paths: ["A.swift"], typeName: nil))
        #expect(!load.traits.isForwardedToStage)
        #expect(load.traits.isRecorded)
    }

    @Test func helpIsAQueryTheStageNeverSees() {
        #expect(Command.help(nil).traits.isQuery)
        #expect(!Command.help(nil).traits.isForwardedToStage)
    }

    @Test func anExpectationIsNotNotedAsUsed() throws {
        let expect = try Parser.parse("expect phase == idle")
        #expect(!expect.traits.isNotedAsUsed)
        #expect(expect.traits.isForwardedToStage)
    }

    @Test func anActionsOwnDrawingIsNotALook() {
        #expect(!Command.act(.present).traits.isLook)
        #expect(Command.query(.tree).traits.isLook)
    }
}
