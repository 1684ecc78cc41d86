import Playground
import Testing

@testable import Lessons

@Test func progressRoundTripsThroughItsJSON() throws {
    var p = Progress()
    var e = Progress.Entry()
    e.currentStep = 3
    e.steps = [1: .done, 2: .assisted]
    p.lessons["bouncy-overlay"] = e
    let text = p.json.serialized
    #expect(text == #"{"version":1,"lessons":{"bouncy-overlay":{"step":3,"steps":{"1":"done","2":"assisted"}}}}"#)
    #expect(try Progress.read(text) == p)
}

@Test func aCorruptProgressFileIsReportedNotSilentlyEmptied() {
    #expect(throws: Progress.ReadError.self) { try Progress.read("{\"version\":1,\"lessons\":{") }
    #expect(throws: Progress.ReadError.self) { try Progress.read("not json") }
    #expect(throws: Progress.ReadError.unsupportedVersion("2")) { try Progress.read(#"{"version":2,"lessons":{}}"#) }
    #expect(throws: Progress.ReadError.self) {
        try Progress.read(#"{"version":1,"lessons":{"a":{"step":1,"steps":{"1":"perhaps"}}}}"#)
    }
}

@Test func importingKeepsTheBetterRecordOfEachStep() {
    var mine = Progress()
    mine.lessons["a"] = {
        var e = Progress.Entry()
        e.steps = [1: .assisted]
        e.currentStep = 2
        return e
    }()
    var theirs = Progress()
    theirs.lessons["a"] = {
        var e = Progress.Entry()
        e.steps = [1: .done, 2: .skipped]
        e.currentStep = 3
        return e
    }()
    theirs.lessons["b"] = {
        var e = Progress.Entry()
        e.steps = [1: .done]
        return e
    }()
    mine.merge(theirs)
    #expect(mine.lessons["a"]?.steps == [1: .done, 2: .skipped])
    #expect(mine.lessons["a"]?.currentStep == 3)
    #expect(mine.lessons["b"]?.steps == [1: .done])
}

@Test func statusFollowsHowEveryStepWasFinished() throws {
    let lesson = try sampleLesson()
    var p = Progress()
    #expect(p.status(of: lesson) == .notStarted)
    p.lessons[lesson.slug] = {
        var e = Progress.Entry()
        e.steps = [1: .done]
        e.currentStep = 2
        return e
    }()
    #expect(p.status(of: lesson) == .inProgress)
    p.lessons[lesson.slug]?.steps = [1: .done, 2: .done, 3: .done]
    #expect(p.status(of: lesson) == .done)
    p.lessons[lesson.slug]?.steps[2] = .assisted
    #expect(p.status(of: lesson) == .assisted)
}

@Test func aStepDoneWithFewerHintsIsTheBetterRecord() throws {
    var e = Progress.Entry()
    e.record(1, .done, hints: 2)
    e.record(1, .assisted, hints: 0)
    #expect(e.steps[1] == .done && e.hints[1] == 2)
    e.record(1, .done, hints: 1)
    #expect(e.hints[1] == 1)
    e.record(1, .done, hints: 0)
    #expect(e.steps[1] == .done && e.hints[1] == nil)
    e.record(1, .done, hints: 3)
    #expect(e.hints[1] == nil)
    // Imported: the other record's fewer hints win; a count never outlives its step being done.
    var mine = Progress()
    mine.lessons["a"] = Progress.Entry()
    mine.lessons["a"]!.record(2, .done, hints: 2)
    var theirs = Progress()
    theirs.lessons["a"] = Progress.Entry()
    theirs.lessons["a"]!.record(2, .done, hints: 1)
    mine.merge(theirs)
    #expect(mine.lessons["a"]?.hints[2] == 1)
    let read = try Progress.read(mine.json.serialized)
    #expect(read == mine)
}

@Test func aHintCountThatIsNotANumberIsRefusedInWords() {
    #expect(throws: Progress.ReadError.self) {
        try Progress.read(#"{"version":1,"lessons":{"a":{"step":1,"steps":{"1":"done"},"hints":{"1":"lots"}}}}"#)
    }
}
