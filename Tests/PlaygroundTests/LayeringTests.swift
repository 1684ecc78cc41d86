import Playground
import Testing
import TextArt
import Transcript

// Playground draws nothing: what it cannot do without the layers above, it says, and the one
// rule it must share with them (which characters are controls) is held to the same answers.

@Test func errorWordingAndTerminalTextAgreeOnWhatIsAControlCharacter() {
    for value in UInt32(0)...0x3000 {
        guard let scalar = Unicode.Scalar(value) else { continue }
        #expect(ErrorWording.isControl(scalar) == TerminalText.isControl(scalar), "U+\(String(value, radix: 16))")
    }
}

@Test func anExportWithoutARendererSaysTheFrontEndCannotDrawIt() {
    let s = Session()
    s.files.write = { _, _ in
        Issue.record("nothing should be written")
        return nil
    }
    let out = s.execute("export svg still.svg")
    #expect(out == [.error(.cannotWrite(path: "still.svg", reason: "this front end does not draw export files"))])
}
