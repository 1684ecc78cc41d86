import ProsceniumFiles
import ProsceniumTestSupport
import Testing

@testable import Lessons

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A state folder of its own for each test.
private final class StateFolder {
    let path: String
    var warnings: [String] = []
    init() {
        var template = Array("/tmp/proscenium-progress-test.XXXXXX".utf8CString)
        path = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
    }
    deinit { _ = system("rm -rf '\(path)'") }
    var progressFile: String { path + "/progress.json" }
    func store() -> ProgressStore {
        ProgressStore(path: progressFile, warn: { [unowned self] in self.warnings.append($0) })
    }
    func write(_ text: String) { try! Files.write(text, to: progressFile) }
    func read() -> String? { try? Files.read(progressFile) }
}

private func entry(step: Int, _ steps: [Int: Progress.StepState]) -> Progress.Entry {
    var e = Progress.Entry()
    e.currentStep = step
    e.steps = steps
    return e
}

@Test func aHugeStepNumberIsRefusedInWordsNotATrap() {
    #expect(throws: Progress.ReadError.self) {
        try Progress.read(#"{"version":1,"lessons":{"00-tour":{"step":1e300,"steps":{}}}}"#)
    }
    #expect(throws: Progress.ReadError.self) { try Progress.read(#"{"version":1,"lessons":{"00-tour":{"step":-5}}}"#) }
    #expect(throws: Progress.ReadError.self) { try Progress.read(#"{"version":1,"lessons":{"00-tour":{"step":2.5}}}"#) }
    #expect(throws: Progress.ReadError.self) { try Progress.read(#"{"version":1e300,"lessons":{}}"#) }
    #expect(throws: Progress.ReadError.self) {
        try Progress.read(#"{"version":1,"lessons":{"a":{"steps":{"99999999999999999999":"done"}}}}"#)
    }
    do {
        _ = try Progress.read(#"{"version":1,"lessons":{"00-tour":{"step":1e300,"steps":{}}}}"#)
    } catch {
        #expect(error.description.contains("not a step number from 1 to 10000"))
    }
}

@Test func readErrorsAreWordsNotEnumNames() {
    #expect(
        Progress.ReadError.notJSON("unexpected end at byte 0").description == "it is not JSON: unexpected end at byte 0"
    )
    #expect(!Progress.ReadError.malformed("it has no lessons object").description.contains("malformed("))
}

@Test func aCorruptFileIsSetAsideWithAWarningAndTheLearnerStartsAfresh() {
    let state = StateFolder()
    state.write(#"{"version":1,"lessons":{"00-tour":{"step":1e300,"steps":{}}}}"#)
    let store = state.store()
    #expect(store.load() == Progress())
    #expect(Files.isFile(state.progressFile + ".corrupt-1"))
    #expect(state.warnings.count == 1)
    #expect(state.warnings[0].contains("kept it as"))
    #expect(!state.warnings[0].contains("malformed("))
    // And it can be saved afresh.
    var p = Progress()
    p.lessons["00-tour"] = entry(step: 2, [1: .done])
    store.save(p)
    #expect((try? Progress.read(state.read() ?? "")) == p)
}

@Test func aTruncatedFileIsSetAsideNeverOverwritten() {
    let state = StateFolder()
    state.write(#"{"version":1,"lessons":{"00-tour":{"st"#)
    _ = state.store().load()
    #expect(Files.isFile(state.progressFile + ".corrupt-1"))
    #expect((try? Files.read(state.progressFile + ".corrupt-1")) == #"{"version":1,"lessons":{"00-tour":{"st"#)
}

@Test func aLinkToDevNullMeansKeepNoProgressAndIsSaidOnce() {
    let state = StateFolder()
    symlink("/dev/null", state.progressFile)
    let store = state.store()
    #expect(store.load() == Progress())
    var p = Progress()
    p.lessons["00-tour"] = entry(step: 2, [1: .done])
    store.save(p)
    store.save(p)
    #expect(Files.kind(at: state.progressFile) == .symlink)
    #expect(Files.kind(at: "/dev/null") == .characterDevice)
    #expect(state.warnings.count == 1)
    #expect(state.warnings.first?.contains("progress is not saved") == true)
}

@Test func aLinkToAnEndlessDeviceIsNotRead() {
    let state = StateFolder()
    symlink("/dev/zero", state.progressFile)
    #expect(state.store().load() == Progress())
    #expect(Files.kind(at: state.progressFile) == .symlink)
}

@Test func aFIFOInPlaceOfTheFileDoesNotHangTheStart() {
    let state = StateFolder()
    mkfifo(state.progressFile, 0o600)
    let store = state.store()
    #expect(store.load() == Progress())
    #expect(!store.writable)
    #expect(Files.kind(at: state.progressFile) == .fifo)
}

@Test func aLinkToARegularFileIsFollowedAndStaysALink() {
    let state = StateFolder()
    let real = state.path + "/elsewhere.json"
    try! Files.write(#"{"version":1,"lessons":{}}"#, to: real)
    symlink(real, state.progressFile)
    let store = state.store()
    _ = store.load()
    var p = Progress()
    p.lessons["03-banner"] = entry(step: 3, [1: .done, 2: .assisted])
    store.save(p)
    #expect(Files.kind(at: state.progressFile) == .symlink)
    #expect((try? Progress.read((try? Files.read(real)) ?? "")) == p)
}

@Test func twoPromptsSavingInTurnKeepBothLessons() {
    let state = StateFolder()
    let a = state.store()
    let b = state.store()
    var pa = a.load()
    var pb = b.load()
    pa.lessons["00-tour"] = entry(step: 3, [1: .done, 2: .done])
    pa = a.save(pa)
    pb.lessons["01-five-roles"] = entry(step: 2, [1: .done])
    pb = b.save(pb)
    // A goes on after B saved: its next save must not drop B's lesson.
    pa.lessons["00-tour"]?.steps[3] = .done
    pa.lessons["00-tour"]?.currentStep = 4
    pa = a.save(pa)
    let disk = try? Progress.read(state.read() ?? "")
    #expect(disk?.lessons["00-tour"] == entry(step: 4, [1: .done, 2: .done, 3: .done]))
    #expect(disk?.lessons["01-five-roles"] == entry(step: 2, [1: .done]))
    #expect(pa == disk, "the merged progress is what the saver adopts")
}

@Test func twoPromptsInOneLessonKeepEveryStepEitherFinished() {
    let state = StateFolder()
    let a = state.store()
    let b = state.store()
    var pa = a.load()
    var pb = b.load()
    pa.lessons["02-bouncy-overlay"] = entry(step: 3, [1: .done, 2: .done])
    pb.lessons["02-bouncy-overlay"] = entry(step: 2, [1: .assisted])
    a.save(pa)
    b.save(pb)
    let disk = try? Progress.read(state.read() ?? "")
    #expect(disk?.lessons["02-bouncy-overlay"] == entry(step: 3, [1: .done, 2: .done]))
}

@Test func aResetHereForgetsOnlyWhatThisPromptHadSeen() {
    let state = StateFolder()
    let a = state.store()
    var pa = a.load()
    pa.lessons["00-tour"] = entry(step: 2, [1: .done])
    pa = a.save(pa)
    let b = state.store()
    var pb = b.load()
    pb.lessons["04-whole-sequence"] = entry(step: 2, [1: .done])
    b.save(pb)
    // `progress reset` in A, after B saved a lesson A never saw.
    a.save(Progress())
    let disk = try? Progress.read(state.read() ?? "")
    #expect(disk?.lessons["00-tour"] == nil)
    #expect(disk?.lessons["04-whole-sequence"] == entry(step: 2, [1: .done]))
}

@Test func aThousandStartsOnRandomBytesNeverCrash() {
    let state = StateFolder()
    var generator = FuzzRandom(seed: 15)
    let valid = Array(#"{"version":1,"lessons":{"00-tour":{"step":2,"steps":{"1":"done"}}}}"#.utf8)
    for round in 0..<1000 {
        var bytes: [UInt8]
        if round % 2 == 0 {
            bytes = (0..<Int(generator.next() % 200)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        } else {
            bytes = valid
            for _ in 0..<(1 + Int(generator.next() % 4)) {
                let i = Int(generator.next() % UInt64(bytes.count))
                switch generator.next() % 3 {
                case 0: bytes[i] = UInt8(truncatingIfNeeded: generator.next())
                case 1: bytes.insert(contentsOf: Array("1e300".utf8), at: i)
                default: bytes.remove(at: i)
                }
                if bytes.isEmpty { bytes = valid }
            }
        }
        try! Files.replace(state.progressFile) { stream in
            bytes.isEmpty || fwrite(bytes, 1, bytes.count, stream) == bytes.count
        }
        let store = state.store()
        let loaded = store.load()
        // Whatever was read is a valid progress: saving and reading it again gives it back.
        store.save(loaded)
        #expect((try? Progress.read(state.read() ?? "")) == loaded)
        _ = system("rm -f '\(state.path)'/progress.json.corrupt-*")
    }
}

@Test func savingResumesWhenTheFolderCanBeWrittenAgain() {
    let state = StateFolder()
    // The state folder's place is taken by a file: the save fails for a reason that can pass.
    let blocked = state.path + "/state"
    try! Files.write("in the way", to: blocked)
    let store = ProgressStore(path: blocked + "/progress.json", warn: { state.warnings.append($0) })
    _ = store.load()
    var p = Progress()
    p.lessons["03-banner"] = entry(step: 2, [1: .done])
    store.save(p)
    #expect(Files.kind(at: blocked + "/progress.json") == .missing)
    #expect(
        state.warnings.first?.contains("not a directory") == true
            || state.warnings.first?.contains("Not a directory") == true)
    unlink(blocked)
    p.lessons["03-banner"] = entry(step: 3, [1: .done, 2: .done])
    store.save(p)
    #expect(store.writable)
    #expect(Files.kind(at: blocked + "/progress.json") == .regular)
    #expect(state.warnings.last == "note: progress is saved again")
}

@Test func aTemporaryFileLeftByAKilledSaveIsRemovedAtTheStart() {
    let state = StateFolder()
    // Past the largest process id: no process has it.
    let stale = state.progressFile + ".tmp.2147483646.0"
    let live = state.progressFile + ".tmp.\(getpid()).7"
    try! Files.write("{", to: stale)
    try! Files.write("{", to: live)
    _ = state.store().load()
    #expect(Files.kind(at: stale) == .missing)
    #expect(Files.kind(at: live) == .regular)
}

/// Issue 38, item 3: a `progress.json` planted as a link to a file elsewhere is neither set aside
/// (renamed to `.corrupt-1` outside the state folder) nor replaced; one warning says so.
@Test func aLinkOutOfTheStateFolderIsLeftAlone() {
    let state = StateFolder()
    let elsewhere = StateFolder()
    let foreign = elsewhere.path + "/thesis.txt"
    try! Files.write("not progress at all\n", to: foreign)
    symlink(foreign, state.progressFile)
    let store = state.store()
    _ = store.load()
    var mine = Progress()
    mine.lessons["01-five-roles"] = entry(step: 2, [1: .done])
    store.save(mine)
    #expect((try? Files.read(foreign)) == "not progress at all\n")
    #expect(Files.kind(at: foreign + ".corrupt-1") == .missing)
    #expect(Files.kind(at: state.progressFile) == .symlink)
    #expect(state.warnings.count == 1)
    #expect(state.warnings.first?.contains("outside the state folder") == true)
}
