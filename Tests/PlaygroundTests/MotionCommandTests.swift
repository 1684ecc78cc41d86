import Foundation
import PlaygroundTestSupport
import PresentationKit
import Testing
import TextArt
import Transcript

@testable import Playground

#if canImport(FoundationXML)
    import FoundationXML
#endif

// The motion commands from the outside: how they parse, what they draw (widths, ASCII, colour
// only as escapes), and what the exports contain (well-formed XML, valid asciicast v2).

private func lines(_ s: String) -> [String] {
    var parts = s.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if parts.last == "" { parts.removeLast() }
    return parts
}

// MARK: - Parsing

@Test(
    "motion commands",
    arguments: [
        ("play", MotionQuery.play(speed: 1, loop: false)),
        ("play --speed 0.25", .play(speed: 0.25, loop: false)),
        ("play --loop --speed 1/2", .play(speed: 0.5, loop: true)),
        ("scrub 0.3", .scrub(TransitionMoment(0.3, inSeconds: false))),
        ("scrub 0.3s", .scrub(TransitionMoment(0.3, inSeconds: true))),
        ("film", .film(frames: 5)),
        ("film 8", .film(frames: 8)),
        ("timeline", .timeline),
        ("curve", .curve(.currentAnimator)),
        ("curve bouncy", .curve(.preset(AnimatorSpec.preset("bouncy")!))),
        ("curve easeInOut", .curve(.named(.easeInOut, duration: 0.5))),
        ("curve linear 2", .curve(.named(.linear, duration: 2))),
        ("curve spring 0.8 0.6 10", .curve(.spring(duration: 0.8, damping: 0.6, velocity: 10))),
        ("trace --mermaid", .mermaid),
        ("export svg screen.svg", .export(ExportRequest(format: .svg, path: "screen.svg"))),
        ("export svg a.svg --animated", .export(ExportRequest(format: .animatedSVG, path: "a.svg"))),
        ("export svg --animated \"my file.svg\"", .export(ExportRequest(format: .animatedSVG, path: "my file.svg"))),
        ("export cast p.cast --speed 0.5", .export(ExportRequest(format: .cast(speed: 0.5), path: "p.cast"))),
        ("export mermaid p.mmd", .export(ExportRequest(format: .mermaid, path: "p.mmd"))),
        (
            "export svg a.svg --animated --still 0.2s",
            .export(ExportRequest(format: .animatedSVG, path: "a.svg", moment: TransitionMoment(0.2, inSeconds: true)))
        ),
        ("export mermaid \"my p.mmd\"", .export(ExportRequest(format: .mermaid, path: "my p.mmd"))),
        (
            "export svg s.svg --scale 2 --theme dark",
            .export(ExportRequest(format: .svg, path: "s.svg", svg: SVGOptions(scale: 2, theme: .dark)))
        ),
        (
            "export svg --theme DARK --animated s.svg --scale 1.5",
            .export(ExportRequest(format: .animatedSVG, path: "s.svg", svg: SVGOptions(scale: 1.5, theme: .dark)))
        ),
        ("export svg s.svg --theme light", .export(ExportRequest(format: .svg, path: "s.svg"))),
        (
            "export svg s.svg --at 0.25",
            .export(ExportRequest(format: .svg, path: "s.svg", moment: TransitionMoment(0.25, inSeconds: false)))
        ),
        (
            "export svg s.svg --at 0.1s --scale 2",
            .export(
                ExportRequest(
                    format: .svg, path: "s.svg", svg: SVGOptions(scale: 2),
                    moment: TransitionMoment(0.1, inSeconds: true)))
        ),
    ])
func motionCommandsParse(line: String, query: MotionQuery) throws {
    #expect(try Parser.parse(line) == .query(.motion(query)))
    // And they are written back as lines that parse to the same command (history, undo).
    let spelled = CommandSpelling.line(for: .query(.motion(query)))
    #expect(try Parser.parse(spelled) == .query(.motion(query)), "\(spelled)")
}

@Test(
    "bad motion commands are one-line errors",
    arguments: [
        "play --speed 0", "play --fast", "scrub 2", "film 1", "film 2.5", "curve spring 0.8", "curve wobbly",
        "export", "export png a.png", "export svg", "export svg a.svg b.svg", "export cast --animated x", "trace --svg",
        "export svg a.svg --scale 5", "export svg a.svg --scale 0.5", "export svg a.svg --scale",
        "export svg a.svg --theme sepia", "export mermaid", "export mermaid a.mmd b.mmd", "export mermaid x.mmd",
        "export svg a.svg --at 2", "export svg a.svg --at 0.2 --animated",
        "export svg a.svg --still 0.2", "export svg a.svg --animated --at 0.1 --still 0.2",
        "export cast a.cast --theme dark", "export cast a.cast --scale 2",
    ])
func badMotionCommands(line: String) {
    let out = Session().execute(line)
    guard case .error(let e)? = out.first, out.count == 1 else {
        Issue.record("`\(line)` gave \(out)")
        return
    }
    let wording = ErrorWording.line(for: e)
    #expect(wording.hasPrefix("error: "))
    #expect(!wording.contains("\n"))
}

@Test func completionOffersTheMotionWords() {
    #expect(Completer.completions(for: "pl") == ["play"])
    #expect(Completer.completions(for: "play ") == ["--speed", "--loop"])
    #expect(Completer.completions(for: "export ") == ["svg", "cast", "mermaid", "html"])
    #expect(Completer.completions(for: "trace --m") == ["--mermaid"])
    #expect(Completer.completions(for: "export svg a.svg --theme ") == ["light", "dark"])
}

// MARK: - Drawings

@Test func drawingsFitTheWidthAndColourOnlyAddsEscapes() {
    let s = session("set frame inset 30", "animator bouncy", "present")
    for line in ["film", "film 12", "timeline", "curve", "scrub 0.3", "play", "curve spring 2 0.1 -20"] {
        for width in [40, 80, 132] {
            let plain = text(s, line, options: RenderOptions(width: width))
            for l in lines(plain) { #expect(l.unicodeScalars.count <= width, "`\(line)` at \(width): \(l)") }
            let coloured = text(s, line, options: RenderOptions(width: width, color: true))
            #expect(coloured.contains("\u{1B}["), "`\(line)` has colour")
            #expect(TerminalText.withoutEscapes(coloured) == plain, "`\(line)` at \(width)")
            #expect(!plain.contains("\u{1B}"))
        }
        let ascii = text(s, line, options: RenderOptions(width: 80, ascii: true))
        #expect(
            ascii.unicodeScalars.allSatisfy { $0 == "\n" || (0x20...0x7E).contains($0.value) }, "`\(line)` in ASCII")
    }
}

@Test func theCurveMarksThePeakTheLinesAndTheDuration() {
    let out = text(session(), "curve spring 0.8 0.6 10")
    #expect(out.contains("▲"))
    #expect(out.contains("peak 1.1598 at 0.232 s"))
    #expect(out.contains("duration 0.8 s"))
    #expect(lines(out).contains { $0.hasPrefix("    1 ┼┄") })
    #expect(lines(out).contains { $0.hasPrefix("    0 ┼") })
    #expect(lines(out).contains { $0.hasSuffix("0.8 s") })
    let ease = text(session(), "curve easeInOut")
    #expect(ease.contains("no overshoot") && !ease.contains("▲"))
}

@Test func theFilmShowsTheOvershootInNumbers() {
    let out = text(session("set frame inset 30", "animator bouncy", "present"), "film")
    #expect(out.contains("▲0.232 s"))
    #expect(out.contains("p 1.160"))
    #expect(out.contains("y 483.8"))
}

@Test func theTimelineMarksTheCallsAndTheInteractivePhases() {
    let out = text(session("animator slide", "interactive present", "cancel at 0.5"), "timeline")
    for label in [
        "willBegin", "startInteractive", "update(0.5)", "cancel()", "completeTransition(false)", "didEnd(false)",
        "gesture 0→0.5", "cancel (completion) 0.5→0", "presented.center", "dimming.alpha",
    ] {
        #expect(out.contains(label), "\(label)")
    }
}

@Test func theMermaidDiagramIsASequenceDiagramOfTheLastTransition() {
    let out = text(session("set frame inset 30", "animator bouncy", "present", "dismiss"), "trace --mermaid")
    let ls = lines(out)
    #expect(ls.first == "sequenceDiagram")
    #expect(ls.contains("    UIKit->>presentationController: dismissalTransitionWillBegin()"))
    #expect(!out.contains("presentationTransitionWillBegin"), "only the dismissal, the last transition")
    #expect(ls.contains { $0.hasPrefix("    participant animator as animator (BouncyAnimator)") })
    #expect(ls.filter { $0.contains("Note over") }.count >= 2)
    // Names follow `names`, as `trace` does.
    let objc = text(session("set frame inset 30", "animator bouncy", "names objc", "present"), "trace --mermaid")
    #expect(objc.contains("presentationTransitionDidEnd:true"))
}

// MARK: - Exports

/// A session that has run `lines`, with its files in memory.
private func exporting(_ lines: String...) -> (Session, MemoryFiles) {
    let files = MemoryFiles()
    let s = files.session()
    for line in lines { _ = s.execute(line) }
    return (s, files)
}

@Test func exportsGoThroughTheWriterAndSaySo() {
    let (s, files) = exporting("set frame inset 30", "animator bouncy", "present")
    let out = text(s, "export svg still.svg")
    #expect(out.hasPrefix("wrote still.svg (SVG, "))
    #expect(files.files["still.svg"] != nil)
    let refused = Session()
    refused.renderExport = ExportRendering.render
    refused.files.write = { _, _ in "Permission denied" }
    #expect(text(refused, "export svg /x.svg").hasPrefix("error: cannot write /x.svg: Permission denied"))
    #expect(text(Session(), "export cast x.cast").hasPrefix("error: "), "a cast needs a transition")
}

/// A slide of a moment (issue 37 §3): `--at T` draws that instant of the last transition, and
/// after `scrub T` the still is the scrubbed moment, not the settled screen, until anything changes.
@Test func aStillSVGIsTheMomentAskedForOrTheOneScrubbedTo() throws {
    let (s, files) = exporting(
        "set frame inset 30", "animator slide", "present", "export svg now.svg", "export svg half.svg --at 0.5",
        "scrub 0.5", "export svg scrubbed.svg", "set corner 4", "export svg after.svg")
    let half = try #require(files.files["half.svg"])
    #expect(half.contains("presented {202.5, 30, 315, 607}"))
    #expect(files.files["scrubbed.svg"] == half)
    #expect(try #require(files.files["now.svg"]).contains("presented {30, 30, 315, 607}"))
    #expect(try #require(files.files["after.svg"]).contains("presented {30, 30, 315, 607}"))
    #expect(text(Session(), "export svg x.svg --at 0.5").hasPrefix("error: no transition yet"))
    _ = s
}

/// `export mermaid FILE` writes what `trace --mermaid` prints (issue 37 §3, slides).
@Test func theMermaidExportIsWhatTraceMermaidPrints() throws {
    let (s, files) = exporting("present", "export mermaid p.mmd")
    let written = try #require(files.files["p.mmd"])
    #expect(written.hasPrefix("sequenceDiagram\n"))
    guard case .motion(let m)? = s.execute("trace --mermaid").first else {
        Issue.record("trace --mermaid printed no diagram")
        return
    }
    #expect(MotionRendering.render(m, options: RenderOptions()) == written)
}

/// What a slide tool that does not animate shows of an animated SVG: the frame `--still T` picks
/// (the end without it); a cancelled transition's caption says it was cancelled (issue 37 §3).
@Test func anAnimatedSVGsStillFrameIsChosenAndACancelIsCaptioned() throws {
    let (_, files) = exporting(
        "set frame inset 30", "animator slide", "present", "export svg end.svg --animated",
        "export svg mid.svg --animated --still 0.5", "dismiss", "interactive dismiss", "present", "dismiss",
        "cancel at 0.5", "export svg cancelled.svg --animated")
    let end = try #require(files.files["end.svg"])
    let mid = try #require(files.files["mid.svg"])
    // The static attributes are the still frame's: at the end, then half way across.
    #expect(end.contains("<rect x=\"30\" y=\"30\""))
    #expect(mid.contains("<rect x=\"202.5\" y=\"30\""))
    #expect(!end.contains("cancelled"))
    #expect(try #require(files.files["cancelled.svg"]).contains(" · cancelled · "))
}

@Test func svgExportsAreWellFormedXML() throws {
    let (s, files) = exporting(
        "set frame inset 30", "set corner 12", "animator bouncy", "present",
        "export svg still.svg", "export svg moving.svg --animated")
    for name in ["still.svg", "moving.svg"] {
        let svg = try #require(files.files[name])
        #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(parser.parse(), "\(name): \(String(describing: parser.parserError))")
    }
    let still = try #require(files.files["still.svg"])
    #expect(still.contains("<g id=\"presented\""))
    #expect(still.contains("rx=\"12\""))
    #expect(still.contains("presented {30, 30, 315, 607}"))
    let moving = try #require(files.files["moving.svg"])
    #expect(moving.contains("<animate attributeName=\"y\""))
    #expect(moving.contains("repeatCount=\"indefinite\""))
    _ = s
}

@Test func theCastIsAsciicastVersion2() throws {
    let (_, files) = exporting("set frame inset 30", "animator bouncy", "present", "export cast play.cast --speed 0.5")
    let cast = try #require(files.files["play.cast"])
    var ls = lines(cast)
    let header = try #require(try JSONSerialization.jsonObject(with: Data(ls.removeFirst().utf8)) as? [String: Any])
    #expect(header["version"] as? Int == 2)
    #expect(header["width"] as? Int == 80)
    #expect((header["height"] as? Int ?? 0) > 20)
    var last = -1.0
    for line in ls {
        let event = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
        #expect(event.count == 3)
        let time = try #require((event[0] as? Foundation.NSNumber)?.doubleValue)
        #expect(time >= last)
        last = time
        #expect(event[1] as? String == "o")
        #expect(event[2] is String)
    }
    // 0.8 s at half speed, one frame a 60th of a second, and a last event to show the cursor.
    #expect(ls.count == 97 + 1)
    #expect(abs(last - (1.6 + 1.0)) < 1e-9)
    // The same script writes the same bytes.
    let (_, again) = exporting("set frame inset 30", "animator bouncy", "present", "export cast play.cast --speed 0.5")
    #expect(again.files["play.cast"] == cast)
}

@Test func anOvershootingSpringMovesPositionsPastTheEndButNeverAnAlphaPastOne() {
    let s = session("set frame inset 30", "animator bouncy", "present")
    let out = text(s, "scrub 0.2318s")
    let alpha = lines(out).first { $0.contains("dimming.alpha") } ?? ""
    #expect(alpha.contains("dimming.alpha     1  p 1.16"), "\(alpha)")
    let centre = lines(out).first { $0.contains("presented.center") } ?? ""
    #expect(!centre.isEmpty)
}
