import PresentationKit
import Testing

@testable import TextArt

@Suite("LayoutRenderer")
struct LayoutRendererTests {
    typealias F = SnapshotFixtures

    func render(_ s: ScreenSnapshot, width: Int = 80, ascii: Bool = false, color: Bool = false) -> String {
        LayoutRenderer.render(s, options: RenderOptions(width: width, ascii: ascii, color: color))
    }

    // MARK: The canonical picture

    @Test func sePortraitMatchesTheIntendedLook() {
        let expected = """
            iPhone SE · iOS 26 · portrait 375×667 · wC hR · presented · t = 0.80 s
            ┌──────────────────┐  window      {0, 0, 375, 667}
            │┄┌──────────────┐┄│  presenting  {0, 0, 375, 667}  behind the container
            │▒│presented     │▒│  container   {0, 0, 375, 667}
            │▒│              │▒│  dimming     {0, 0, 375, 667}  black 0.5 × alpha 1
            │▒│              │▒│  presented   {30, 30, 315, 607}
            │▒│              │▒│
            │▒│              │▒│  ▒ dimming  ┌┐ view  ╎ safe area
            │▒│              │▒│
            │▒│              │▒│
            │▒│              │▒│
            │▒│              │▒│
            │▒│              │▒│
            │▒│              │▒│
            │▒│              │▒│
            │▒│              │▒│
            │▒│              │▒│
            │▒└──────────────┘▒│
            └──────────────────┘

            """
        #expect(render(F.sePortrait) == expected)
    }

    @Test func header() {
        let lines = TestText.lines(render(F.sePortrait))
        #expect(lines[0] == "iPhone SE · iOS 26 · portrait 375×667 · wC hR · presented · t = 0.80 s")
        let ascii = TestText.lines(render(F.sePortrait, ascii: true))
        #expect(ascii[0] == "iPhone SE - iOS 26 - portrait 375x667 - wC hR - presented - t = 0.80 s")
    }

    @Test func headerShowsANonCustomStyleAndItsAdaptation() {
        var s = F.sePortrait
        s.presentationStyle = "pageSheet"
        s.effectiveStyle = "pageSheet"
        #expect(
            TestText.lines(render(s))[0] == "iPhone SE · iOS 26 · 375×667 · wC hR · presented · pageSheet · t = 0.80 s")
        s.presentationStyle = "popover"
        s.effectiveStyle = "fullScreen"
        #expect(
            TestText.lines(render(s, width: 120))[0]
                == "iPhone SE · iOS 26 · portrait 375×667 · wC hR · presented · popover → fullScreen · t = 0.80 s")
        #expect(TestText.lines(render(s, width: 120, ascii: true))[0].contains("- popover -> fullScreen -"))
    }

    @Test func headerDropsDetailBeforeCuttingTheTime() {
        let first = TestText.lines(render(F.iPhone15Landscape))[0]
        #expect(first.unicodeScalars.count <= 80)
        #expect(first.hasSuffix("t = 0.50 s"))
        #expect(first.contains("formSheet → fullScreen"))
    }

    @Test func legendListsEveryNamedViewWithItsFrameAndNotes() {
        let out = render(F.sePortrait)
        #expect(out.contains("window      {0, 0, 375, 667}\n"))
        #expect(out.contains("presenting  {0, 0, 375, 667}  behind the container\n"))
        #expect(out.contains("dimming     {0, 0, 375, 667}  black 0.5 × alpha 1\n"))
        #expect(out.contains("presented   {30, 30, 315, 607}\n"))
        #expect(out.contains("▒ dimming  ┌┐ view  ╎ safe area\n"))
        let ascii = render(F.sePortrait, ascii: true)
        #expect(ascii.contains("dimming     {0, 0, 375, 667}  black 0.5 x alpha 1\n"))
        #expect(ascii.contains(": dimming  +-+ view  : safe area\n"))
    }

    @Test func legendSitsBesideAPortraitDrawing() {
        let lines = TestText.lines(render(F.sePortrait))
        #expect(lines[1].hasPrefix("┌"))
        #expect(lines[1].hasSuffix("  window      {0, 0, 375, 667}"))
    }

    @Test func dimmingShowsLeftOfThePresentedBox() throws {
        let lines = TestText.lines(render(F.sePortrait))
        let row = try #require(lines.first { $0.contains("│presented") })
        let column = try #require(TestText.column(of: "│presented", in: row))
        #expect(column >= 2)
        #expect(TestText.scalars(row)[column - 1] == "▒")
        #expect(TestText.scalars(row)[0] == "│")
        // Every interior row of the box has shade on both sides.
        let boxed = lines.filter { $0.hasPrefix("│▒│") }
        #expect(boxed.count >= 10)
        #expect(
            boxed.allSatisfy {
                TestText.column(of: "│▒│", in: String(String.UnicodeScalarView($0.unicodeScalars.dropFirst(3)))) != nil
            })
    }

    @Test func portraitKeepsTheAspect() {
        let lines = TestText.lines(render(F.sePortrait))
        let rows = lines.filter { $0.hasPrefix("┌") || $0.hasPrefix("│") || $0.hasPrefix("└") }
        let columns = String(String.UnicodeScalarView(lines[1].unicodeScalars.prefix { $0 != " " })).unicodeScalars
            .count
        #expect(rows.count <= 18)
        #expect(columns >= 12)
        let ideal = 2 * Double(rows.count - 1) * 375 / 667
        #expect(abs(Double(columns - 1) - ideal) <= 1)
    }

    // MARK: Landscape

    @Test func landscapeIsWiderThanTallWithTheLegendBelow() throws {
        let lines = TestText.lines(render(F.seLandscape))
        #expect(lines[1].hasPrefix("┌"))
        #expect(!lines[1].contains("window"))
        let columns = lines[1].unicodeScalars.count
        let rows = lines.filter { $0.hasPrefix("┌") || $0.hasPrefix("│") || $0.hasPrefix("└") }.count
        #expect(columns > 2 * rows)
        #expect(columns <= 80)
        #expect(rows <= 18)
        let bottom = try #require(lines.firstIndex { $0.hasPrefix("└") })
        #expect(lines[bottom + 1] == "window      {0, 0, 667, 375}")
        #expect(lines.contains("presented   {30, 30, 607, 315}"))
        #expect(lines.last == "▒ dimming  ┌┐ view  ╎ safe area")
        let row = try #require(lines.first { $0.contains("│presented") })
        let column = try #require(TestText.column(of: "│presented", in: row))
        #expect(TestText.scalars(row)[column - 1] == "▒")
    }

    @Test func landscapeGoesBesideTheLegendWhenTheWidthAllows() {
        let lines = TestText.lines(render(F.seLandscape, width: 140))
        #expect(lines[1].hasPrefix("┌"))
        #expect(lines[1].hasSuffix("  window      {0, 0, 667, 375}"))
        #expect(lines.allSatisfy { visibleWidth($0) <= 140 })
    }

    // MARK: Safe area, animation, corners

    @Test func safeAreaIsMarkedOnTheIPhone15InLandscape() throws {
        let out = render(F.iPhone15Landscape)
        #expect(out.contains("╎"))
        #expect(out.contains("┄"))
        let lines = TestText.lines(out)
        let top = try #require(lines.firstIndex { $0.hasPrefix("┌") })
        let columns = lines[top].unicodeScalars.count
        let width = Double(columns - 1)
        let leftMark = Int((59.0 / 852.0 * width).rounded())
        let rightMark = Int((793.0 / 852.0 * width).rounded())
        let row = TestText.scalars(lines[top + 5])
        #expect(row[leftMark] == "╎")
        #expect(row[rightMark] == "╎")
        // The full-screen presented view sits on the border with its name and text inside.
        #expect(lines[top + 1].hasPrefix("│presented"))
        #expect(lines[top + 2].hasPrefix("│Hello"))
        // No inset on top: no horizontal mark on the first interior row.
        #expect(!lines[top + 1].contains("┄"))

        let ascii = TestText.lines(render(F.iPhone15Landscape, ascii: true))
        #expect(TestText.scalars(ascii[top + 5])[leftMark] == ":")
    }

    @Test func safeAreaIsNotMarkedWithoutInsets() {
        let out = render(F.seLandscape)
        let drawing = TestText.drawing(out)
        #expect(!drawing.joined().contains("╎"))
        #expect(!drawing.joined().contains("┄"))
    }

    @Test func aViewHalfAboveTheWindowIsClipped() throws {
        let out = render(F.midAnimation)
        let lines = TestText.lines(out)
        #expect(lines[0] == "iPhone SE · iOS 26 · portrait 375×667 · wC hR · presenting · t = 0.25 s")
        // The view's sides run into the top border; its top corners are off screen.
        #expect(lines[1].hasPrefix("┌─┬"))
        let interior = TestText.drawing(out).dropFirst()
        #expect(!interior.contains { $0.contains("┌") })
        #expect(interior.contains { $0.contains("└") && $0.contains("┘") })
        // Its name shows on the first visible row.
        #expect(lines[2].contains("│presented"))
        // Dimming at 0.5 × 0.5 is a light shade.
        #expect(out.contains("░"))
        #expect(!out.contains("▓"))
        #expect(out.contains("presented   {30, -333.5, 315, 667}  animating"))
    }

    @Test func roundedCornersForACornerRadius() {
        let out = render(F.roundedCard)
        for corner in ["╭", "╮", "╰", "╯"] { #expect(out.contains(corner)) }
        let square = render(F.sePortrait)
        for corner in ["╭", "╮", "╰", "╯"] { #expect(!square.contains(corner)) }
        let ascii = render(F.roundedCard, ascii: true)
        #expect(ascii.contains("|:+--------------+:|"))
    }

    // MARK: Options

    @Test(arguments: [0, 10, 19, 20, 33, 40, 59, 62, 80, 100, 140, 200])
    func everyLineFitsTheWidth(width: Int) {
        for (_, snapshot) in F.all {
            for ascii in [false, true] {
                for color in [false, true] {
                    let out = render(snapshot, width: width, ascii: ascii, color: color)
                    #expect(out.hasSuffix("\n"))
                    for line in TestText.lines(out) {
                        #expect(visibleWidth(line) <= max(20, width), "\(line)")
                    }
                }
            }
        }
    }

    @Test func noEscapesWithoutColour() {
        for (_, snapshot) in F.all {
            #expect(!render(snapshot).contains("\u{1B}"))
            #expect(!render(snapshot, ascii: true).contains("\u{1B}"))
        }
    }

    @Test func colourAddsOnlyEscapes() {
        for (_, snapshot) in F.all {
            for width in [20, 80, 140] {
                let colored = render(snapshot, width: width, color: true)
                #expect(colored.contains("\u{1B}["))
                #expect(TerminalText.withoutEscapes(colored) == render(snapshot, width: width))
            }
        }
        let out = render(F.sePortrait, color: true)
        #expect(out.contains(Ansi.cyan + "┌"))
        #expect(out.contains(Ansi.bold + "iPhone SE"))
        #expect(out.contains(Ansi.yellow + "┄"))
        #expect(out.contains(Ansi.gray + "▒"))
    }

    @Test func asciiModeIsPlainASCII() {
        for (name, snapshot) in F.all {
            let out = render(snapshot, ascii: true)
            #expect(TestText.isPlainASCII(out), "\(name)")
            #expect(out.contains("+"))
        }
        var s = F.sePortrait
        s.deviceName = "iPhone «SE» ✓"
        s.views[4].text = "héllo → wörld"
        #expect(TestText.isPlainASCII(render(s, ascii: true)))
    }

    @Test func deterministic() {
        for (_, snapshot) in F.all {
            #expect(render(snapshot) == render(snapshot))
            #expect(render(snapshot, ascii: true, color: true) == render(snapshot, ascii: true, color: true))
        }
    }

    // MARK: Views

    /// The text goes on under the name in the lines a label breaks it into, and the frame list
    /// does not repeat what the drawing shows.
    @Test func textShowsUnderTheNameWrappedAsTheLabelWrapsIt() {
        var s = F.sePortrait
        s.views[4].text = "A very long banner message that cannot fit"
        let lines = TestText.lines(render(s))
        let row = lines.firstIndex { $0.contains("│presented") }!
        #expect(lines[row + 1].contains("│A very long   │"))
        #expect(lines[row + 2].contains("│banner message│"))
        #expect(lines[row + 3].contains("│that cannot   │"))
        #expect(lines[row + 4].contains("│fit           │"))
        #expect(!lines.contains { $0.contains("\"A very long") })
    }

    /// A view too short for its text: the text it has no room for is quoted in the frame list.
    @Test func textWithNoRoomInTheViewIsQuotedInTheFrameList() {
        var s = F.sePortrait
        s.views[4].frame = Rect(x: 16, y: 600, width: 343, height: 52)
        s.views[4].frameInWindow = s.views[4].frame
        s.views[4].text = "File uploaded"
        let lines = TestText.lines(render(s))
        #expect(lines.contains { $0.contains("presented   {16, 600, 343, 52}  \"File uploaded\"") })
    }

    /// Text longer than the room inside the view ends in an ellipsis there, and is quoted whole.
    @Test func textCutInTheViewEndsInAnEllipsis() {
        var s = F.sePortrait
        s.views[4].frame = Rect(x: 30, y: 500, width: 315, height: 120)
        s.views[4].frameInWindow = s.views[4].frame
        s.views[4].text = "one two three four five six seven eight nine ten eleven twelve"
        let text = render(s)
        #expect(text.contains("│one two three…│"), "\(text)")
        #expect(text.contains("\"one two three four five") && text.contains("eleven twelve\""), "\(text)")
    }

    @Test func notesForAlphaTransformHiddenAndOffscreen() {
        var s = F.sePortrait
        s.views[4].alpha = 0.5
        s.views[4].transform = AffineTransform(scaleX: 0.5, y: 0.5)
        s.views.append(F.view("wrapper", Rect(x: 400, y: 0, width: 100, height: 100), superview: "container"))
        s.views.append(F.view("banner", Rect(x: 10, y: 10, width: 100, height: 100), hidden: true))
        let out = render(s, width: 120)
        #expect(out.contains("presented   {30, 30, 315, 607}  alpha 0.5  transform scale(0.5, 0.5)"))
        #expect(out.contains("wrapper     {400, 0, 100, 100}  offscreen"))
        #expect(out.contains("banner      {10, 10, 100, 100}  hidden"))
        #expect(!TestText.drawing(out).contains { $0.contains("banner") || $0.contains("wrapper") })
    }

    @Test func structuralViewsAreBoxedOnlyWhenTheyDoNotFillTheWindow() {
        var s = F.sePortrait
        s.views[1].frame = Rect(x: 0, y: 100, width: 375, height: 567)
        s.views[1].frameInWindow = s.views[1].frame
        s.views.removeSubrange(2...)
        let lines = TestText.lines(render(s))
        #expect(lines.contains { $0.hasPrefix("│presenting") })
        #expect(!lines.contains { $0.contains("│window") || $0.contains("│container") })
        // Its top edge meets the window's sides with junctions.
        #expect(lines.contains { $0.hasPrefix("├") && $0.contains("┤") })
    }

    @Test func seeThroughBlackViewsAreShadesWhatEverTheirName() {
        var s = F.sePortrait
        s.views = [
            F.view("shadow", Rect(x: 0, y: 0, width: 375, height: 667), background: Color(name: "gray", alpha: 0.9))
        ]
        let out = render(s)
        #expect(out.contains("▓"))
        #expect(out.contains("shadow      {0, 0, 375, 667}  gray 0.9 × alpha 1"))
        s.views[0].backgroundColor = Color(name: "black", alpha: 0.02)
        #expect(!render(s).contains("▓") && !render(s).contains("░"))
    }

    @Test func transparentAndHiddenViewsAreNotDrawn() {
        var s = F.sePortrait
        s.views[3].alpha = 0
        s.views[3].effectiveAlpha = 0
        s.views[4].isHidden = true
        let drawing = TestText.drawing(render(s))
        #expect(drawing.count == 18)
        #expect(!drawing.joined().contains("▒"))
        #expect(!drawing.joined().contains("presented"))
    }

    // MARK: Odd input

    @Test func zeroSizeWindow() {
        var s = F.sePortrait
        s.windowSize = .zero
        let out = render(s)
        #expect(out.hasSuffix("\n"))
        #expect(out.contains("offscreen"))
        #expect(TestText.lines(out).allSatisfy { visibleWidth($0) <= 80 })
    }

    @Test func nonFiniteAndFarAwayFrames() {
        var s = F.sePortrait
        s.views[4].frameInWindow = Rect(x: .nan, y: 0, width: 100, height: .infinity)
        s.views.append(F.view("far", Rect(x: 1e300, y: -1e300, width: 10, height: 10)))
        s.views.append(F.view("huge", Rect(x: -1e300, y: -1e300, width: 1e301, height: 1e301)))
        s.views.append(F.view("inf", Rect(x: -.infinity, y: 0, width: .infinity, height: 10)))
        s.views.append(F.view("max", Rect(x: 1e308, y: 1e308, width: 1e308, height: 1e308)))
        var t = F.sePortrait
        t.windowSize = Size(width: .infinity, height: .nan)
        t.safeAreaInsets = EdgeInsets(top: .nan, left: -5, bottom: 1e300, right: .infinity)
        for snapshot in [s, t] {
            for width in [0, 80, Int.max] {
                let out = render(snapshot, width: width)
                #expect(out.hasSuffix("\n"))
            }
        }
        let out = render(s, width: 120)
        #expect(out.contains("bad frame"))
        #expect(out.contains("  far         {1e+300, -1e+300, 10, 10}  offscreen\n"))
        #expect(out.contains("  presented   {nan, 0, 100, inf}  bad frame\n"))
        #expect(TestText.drawing(out).contains { $0.hasPrefix("│huge") })
    }

    @Test func extremeAspectRatios() {
        var s = F.sePortrait
        for size in [
            Size(width: 1, height: 100_000), Size(width: 100_000, height: 1), Size(width: 1e-300, height: 1e300),
        ] {
            s.windowSize = size
            let lines = TestText.lines(render(s))
            let top = lines[1].unicodeScalars.prefix { $0 != " " }.count
            #expect(top >= 12 && top <= 80)
            #expect(lines.allSatisfy { visibleWidth($0) <= 80 })
        }
    }

    @Test func thousandsOfViews() {
        var s = F.sePortrait
        for i in 0..<3000 {
            let x = Double((i * 37) % 400) - 10
            let y = Double((i * 53) % 700) - 10
            s.views.append(
                F.view(
                    i % 3 == 0 ? nil : "v\(i)", Rect(x: x, y: y, width: Double(i % 90), height: Double(i % 70)),
                    background: i % 5 == 0 ? Color(name: "black", alpha: 0.4) : nil,
                    cornerRadius: Double(i % 2)))
        }
        let out = render(s)
        let lines = TestText.lines(out)
        #expect(lines.count > 2000)
        #expect(lines.allSatisfy { visibleWidth($0) <= 80 })
    }

    @Test func controlCharactersNeverReachTheTerminal() {
        var s = F.sePortrait
        s.deviceName = "evil\u{1B}[31m"
        s.views[4].name = "pre\u{1B}]0;x\u{07}\n"
        s.views[4].text = "line\r\nbreak\u{9B}"
        let out = render(s)
        #expect(!out.contains("\u{1B}"))
        #expect(!out.unicodeScalars.contains("\u{9B}"))
        #expect(!out.unicodeScalars.contains("\r"))
        #expect(TestText.lines(out).count == TestText.lines(render(F.sePortrait)).count)
    }

    /// Every row of the phone is as wide as the others with CJK and emoji content, and the text
    /// inside the view is cut by display width, never through a wide character.
    @Test func cjkAndEmojiContentKeepsEveryRowTheSameWidth() {
        var snapshot = SnapshotFixtures.sePortrait
        let i = snapshot.views.firstIndex { $0.name == "presented" }!
        snapshot.views[i].text = "文件已成功上传到服务器，并已与团队中的每个人共享 ✅"
        let lines = TestText.lines(LayoutRenderer.render(snapshot, options: RenderOptions()))
        let rows = lines.dropFirst().prefix(18)
        // The drawing is 20 columns wide on every row: its right border is the 20th column and
        // the legend (if any) starts two columns after it.
        for row in rows {
            let drawing = DisplayWidth.prefix(row, columns: 20)
            #expect(drawing.width == 20, "\(row)")
            #expect("│┐┘".contains(drawing.text.last!), "\(row)")
            #expect(row.dropFirst(drawing.text.count).prefix(2).allSatisfy { $0 == " " }, "\(row)")
        }
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 80 })
        // Broken between characters, as a label breaks CJK text, seven to a 14-column line.
        #expect(lines.contains { $0.hasPrefix("│▒│文件已成功上传│▒│") })
        #expect(lines.contains { $0.hasPrefix("│▒│到服务器，并已│▒│") })
        // Emoji too.
        snapshot.views[i].text = "✅✅✅✅✅✅✅✅✅"
        let emoji = TestText.lines(LayoutRenderer.render(snapshot, options: RenderOptions()))
        #expect(emoji.contains { $0.hasPrefix("│▒│✅✅✅✅✅✅✅│▒│") })
        #expect(emoji.contains { $0.hasPrefix("│▒│✅✅          │▒│") })
        for row in emoji.dropFirst().prefix(18) { #expect(DisplayWidth.prefix(row, columns: 20).width == 20) }
    }
}
