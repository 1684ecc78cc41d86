import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// The controls and Foundation pieces public code reached for: a slider kept in its range and
/// observed, the pasteboard, anchors that compare equal, ranges between `NSRange` and `String`,
/// and a scanner reading a colour's text.
@Suite struct EverydayControlsTests {
    @Test func aSliderKeepsItsValueInRangeAndIsObserved() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        slider.minimumValue = 10
        slider.maximumValue = 20
        #expect(slider.value == 10, "raising the minimum raised the value")
        var heard: [Float] = []
        let observation = slider.observe(\.value) { slider, _ in heard.append(slider.value) }
        slider.setValue(25, animated: false)
        #expect(slider.value == 20 && heard == [20])
        _ = observation
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 20).maxX == 200)
    }

    @Test func thePasteboardGivesBackWhatWasCopied() {
        let board = UIPasteboard()
        board.string = "#FF8800"
        #expect(board.hasStrings && !board.hasColors && board.string == "#FF8800")
        board.color = .red
        #expect(board.color == .red && board.string == nil && board.changeCount == 2)
    }

    @Test func aConstraintsAnchorEqualsTheViewsOwn() {
        let well = UIView()
        let width = well.widthAnchor.constraint(equalToConstant: 24)
        #expect(width.firstAnchor == well.widthAnchor)
        #expect(width.firstAnchor != well.heightAnchor)
        #expect(width.secondAnchor == nil)
    }

    @Test func rangesCrossBetweenNSRangeAndString() throws {
        let text = "Contrast: AA ✓"
        let found: NSRange = (text as NSString).range(of: "AA")
        #expect(found == NSRange(location: 10, length: 2))
        let range = try #require(Range(found, in: text))
        #expect(text[range] == "AA")
        #expect(NSRange(range, in: text) == found)
        #expect(text.rangeOfCharacter(from: CharacterSet(charactersIn: "0123456789").inverted) != nil)
    }

    @Test func aScannerReadsAColoursText() {
        let scanner = Scanner(string: "#FF8800:0.5")
        var hex: UInt64 = 0
        var alpha: Float = 1
        #expect(scanner.scanString("#", into: nil))
        #expect(scanner.scanHexInt64(&hex) && hex == 0xFF8800)
        #expect(scanner.scanString(":", into: nil) && scanner.scanFloat(&alpha) && alpha == 0.5)
        #expect(scanner.isAtEnd)
    }
}
