import Foundation
import PresentationKit
import Testing

@testable import TextArt

#if canImport(FoundationXML)
    import FoundationXML
#endif

// The SVG exports drawn from hand-built values: the views clipped to the window, the key to the
// marks the picture uses, the frame list at body size, `--scale` and `--theme dark`. The pixels
// themselves are checked by Tests/e2e/exports.sh with rsvg-convert.

/// Every number in `attribute="…"` of `svg`, in order.
private func values(_ attribute: String, in svg: String) -> [Double] {
    svg.components(separatedBy: " \(attribute)=\"").dropFirst().compactMap { Double($0.prefix { $0 != "\"" }) }
}

private func isXML(_ svg: String) -> Bool { XMLParser(data: Data(svg.utf8)).parse() }

@Test func theStillSVGClipsItsViewsToTheWindowAndHasAKey() {
    let svg = SVGExporter.render(SnapshotFixtures.sePortrait)
    #expect(isXML(svg))
    #expect(svg.contains("<clipPath id=\"window-clip\"><rect x=\"0\" y=\"0\" width=\"375\" height=\"667\">"))
    #expect(svg.contains("<g id=\"views\" clip-path=\"url(#window-clip)\">"))
    // Every view's group is inside the clipped one.
    let clipped = svg.components(separatedBy: "<g id=\"views\"")[1].components(separatedBy: "\n    </g>")[0]
    for name in ["presenting", "dimming", "presented"] { #expect(clipped.contains("<g id=\"\(name)\"")) }
    #expect(svg.contains("dimming: black at alpha 0.5, the veil"))
    #expect(svg.contains("safe area edge: top 20"))
    #expect(svg.contains("presented view: the thick outline"))
    #expect(svg.contains("frames, in window points"))
    #expect(svg.contains(">presented   {30, 30, 315, 607}</text>"))
    // The frame list is at the body size (it was 12 px), the only size below the caption's.
    #expect(svg.contains("font-size=\"14\""))
    #expect(!svg.contains("font-size=\"12\""))
    #expect(svg.contains("<rect id=\"page\" width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>"))
}

@Test func theKeyNamesOnlyTheMarksInThePicture() {
    // A full-screen sheet: no dimming, the safe area on three sides.
    let svg = SVGExporter.render(SnapshotFixtures.iPhone15Landscape)
    #expect(!svg.contains("the veil"))
    #expect(svg.contains("safe area edge: left 59, bottom 21, right 59"))
    #expect(!svg.contains("clipped to the window"), "the note belongs to the animated export")
}

@Test func scaleEnlargesTypeAndStrokesButNotThePhone() {
    let one = SVGExporter.render(SnapshotFixtures.sePortrait)
    let three = SVGExporter.render(SnapshotFixtures.sePortrait, style: SVGStyle(scale: 3))
    #expect(isXML(three))
    #expect(values("font-size", in: three).max() == 3 * values("font-size", in: one).max()!)
    #expect(values("stroke-width", in: three).max() == 3 * values("stroke-width", in: one).max()!)
    #expect(three.contains("<rect id=\"window\" x=\"0\" y=\"0\" width=\"375\" height=\"667\""))
    #expect(three.contains("<rect x=\"30\" y=\"30\" width=\"315\" height=\"607\""))
    // The page grows to hold the larger caption and key.
    #expect(values("width", in: three)[0] > values("width", in: one)[0] * 2)
}

@Test func theDarkThemeDarkensThePageButNotTheViews() {
    let svg = SVGExporter.render(SnapshotFixtures.sePortrait, style: SVGStyle(palette: .dark))
    #expect(svg.contains("<rect id=\"page\" width=\"100%\" height=\"100%\" fill=\"#15171c\"/>"))
    #expect(svg.contains("id=\"caption\"") && svg.contains("fill=\"#f2f2f2\""))
    // The card is still the model's white.
    #expect(
        svg.contains(
            "<g id=\"presented\" opacity=\"1\"><rect x=\"30\" y=\"30\" width=\"315\" height=\"607\" fill=\"#ffffff\""))
}

/// A slide-up: the card from below the window (y 667) to y 30 in three keyframes.
private func slideUp(style: SVGStyle = SVGStyle()) -> String {
    let motion = TransitionMotion(
        kind: .presentation, animatorType: "SlideAnimator", start: 0, duration: 0.5, end: 0.5, isInteractive: false,
        didComplete: true, tracks: [], phases: [], events: [])
    let frames = [667.0, 300, 30].enumerated().map { i, y in
        var s = SnapshotFixtures.sePortrait
        s.views = SnapshotFixtures.presentedStack(
            window: Rect(x: 0, y: 0, width: 375, height: 667), presented: Rect(x: 30, y: y, width: 315, height: 607),
            dimmingAlpha: Double(i) / 2)
        return MotionFrame(seconds: Double(i) * 0.25, snapshot: s)
    }
    return AnimatedSVGExporter.render(motion, frames: frames, style: style)
}

@Test func theAnimatedSVGClipsTheCardToTheWindowAndHasTheKey() {
    let svg = slideUp()
    #expect(isXML(svg))
    #expect(svg.contains("<animate attributeName=\"y\""))
    #expect(svg.contains("values=\"667;300;30;30\""))
    #expect(svg.contains("<clipPath id=\"window-clip\"><rect x=\"0\" y=\"0\" width=\"375\" height=\"667\">"))
    let clipped = svg.components(separatedBy: "<g id=\"views\" clip-path=\"url(#window-clip)\">")
    #expect(clipped.count == 2)
    #expect(clipped.last?.contains("<g id=\"presented\"") == true)
    #expect(!clipped[0].contains("<g id=\"presented\""), "the card is inside the clipped group")
    #expect(svg.contains("dimming: black at alpha 0.5, the veil"))
    #expect(svg.contains("safe area edge: top 20"))
    #expect(svg.contains("Views are clipped to the window:"))
    // The caption sits above the phone, which starts below it.
    let captionBaseline = values("y", in: svg.components(separatedBy: "id=\"caption\"")[1])[0]
    #expect(svg.contains("<g id=\"phone\" transform=\"translate(16 48)\">"))
    #expect(captionBaseline < 48)
}

@Test func theAnimatedSVGScalesItsLabelsOffsetsWithItsType() {
    let svg = slideUp(style: SVGStyle(scale: 2, palette: .dark))
    #expect(isXML(svg))
    // The name rides 2 × 18 points below the card's top in every keyframe.
    #expect(svg.contains("values=\"703;336;66;66\""))
    #expect(svg.contains("fill=\"#15171c\""))
}

@Test func aLayersShadowIsDrawnUnderItsViewInTheStillAndNamedInTheList() {
    var snapshot = SnapshotFixtures.sePortrait
    let i = snapshot.views.firstIndex { $0.name == "presented" }!
    snapshot.views[i].shadow = ShadowSnapshot(
        color: .black, opacity: 0.35, radius: 12, offset: Size(width: 0, height: 6),
        shape: Rect(origin: .zero, size: snapshot.views[i].frame.size))
    let svg = SVGExporter.render(snapshot)
    #expect(isXML(svg))
    let group = svg.components(separatedBy: "<g id=\"presented\"")[1].components(separatedBy: "</g>")[0]
    // The shadow comes first (under the view), moved by its offset, blurred by half its radius.
    let f = snapshot.views[i].frameInWindow
    #expect(group.contains("<feGaussianBlur stdDeviation=\"6\"/>"))
    #expect(group.contains("<rect x=\"\(Int(f.minX))\" y=\"\(Int(f.minY + 6))\""))
    #expect(group.contains("fill-opacity=\"0.35\" filter=\"url(#"))
    #expect(group.range(of: "filter=")!.lowerBound < group.range(of: "<title>")!.lowerBound)
    let text = LayoutLegend.lines(snapshot, glyphs: Glyphs(ascii: false)).map { $0.plain }
    #expect(text.contains { $0.hasPrefix("presented") && $0.hasSuffix("shadow 0.35") })
    let chinese = LayoutLegend.lines(snapshot, glyphs: Glyphs(ascii: false), language: .chinese).map {
        $0.plain
    }
    #expect(chinese.contains { $0.hasSuffix("阴影 0.35") })
    // Without a shadow, nothing of it.
    #expect(!SVGExporter.render(SnapshotFixtures.sePortrait).contains("feGaussianBlur"))
}

/// A 52-point banner's message sits inside the banner at every scale: at 2× the name gives way and
/// the type shrinks until the message's lines fit (issue 26: it used to fall below the banner).
@Test(arguments: [1.0, 2.0, 3.0])
func aBannersMessageIsDrawnInsideTheBanner(scale: Double) {
    var s = SnapshotFixtures.sePortrait
    s.views[4].frame = Rect(x: 16, y: 560, width: 343, height: 52)
    s.views[4].frameInWindow = s.views[4].frame
    s.views[4].text = "File successfully uploaded ✅"
    let svg = SVGExporter.render(s, style: SVGStyle(scale: scale))
    let lines = svg.components(separatedBy: "<text class=\"content\"").dropFirst()
    #expect(!lines.isEmpty)
    for line in lines {
        let y = Double(line.components(separatedBy: "y=\"")[1].prefix { $0 != "\"" })!
        let size = Double(line.components(separatedBy: "font-size=\"")[1].prefix { $0 != "\"" })!
        #expect(y - size * 0.9 >= 560 && y + size * 0.25 <= 612, "baseline \(y) at \(size)")
    }
}

/// A view too short for a line of type (a sheet's 36×5 grabber) is named to its right, not over
/// the view below it, and the key says so; a view that can hold its name keeps it inside.
@Test func aViewTooShortForItsNameIsNamedToItsRight() {
    var snapshot = SnapshotFixtures.sePortrait
    snapshot.views.append(
        SnapshotFixtures.view(
            "grabber", Rect(x: 169.5, y: 35, width: 36, height: 5), superview: "presented", depth: 3,
            background: Color(name: "lightGray", alpha: 1), cornerRadius: 2.5))
    let svg = SVGExporter.render(snapshot)
    #expect(isXML(svg))
    let grabber = svg.components(separatedBy: "<g id=\"grabber\"")[1].components(separatedBy: "</g>")[0]
    let x = values("x", in: grabber)
    let y = values("y", in: grabber)
    // The rectangle's x, then the name's: right of the shape, its baseline through the middle.
    #expect(x.count == 2 && x[1] > 169.5 + 36)
    #expect(y.count == 2 && y[1] > 35 && y[1] < 35 + 14)
    #expect(svg.contains("grabber: named to its right (too short)"))
    let presented = svg.components(separatedBy: "<g id=\"presented\"")[1].components(separatedBy: "</g>")[0]
    #expect(values("x", in: presented) == [30, 36])
    #expect(!SVGExporter.render(SnapshotFixtures.sePortrait).contains("named to its right"))
}
