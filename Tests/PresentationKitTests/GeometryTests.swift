import Testing

@testable import PresentationKit

@Suite("Geometry: rects, transforms, number formatting, devices")
struct GeometryTests {
    // MARK: Rect

    @Test("insetBy shrinks every side: the day-24 overlay on an iPhone SE")
    func insetBy() {
        let r = Rect(x: 0, y: 0, width: 375, height: 667).insetBy(dx: 30, dy: 30)
        #expect(r == Rect(x: 30, y: 30, width: 315, height: 607))
    }

    @Test("insetBy with different horizontal and vertical insets")
    func insetByDxDy() {
        let r = Rect(x: 10, y: 20, width: 100, height: 200).insetBy(dx: 10, dy: 50)
        #expect(r == Rect(x: 20, y: 70, width: 80, height: 100))
    }

    @Test("An inset past the middle gives an empty rect at the centre")
    func insetPastMiddle() {
        let r = Rect(x: 0, y: 0, width: 100, height: 60).insetBy(dx: 80, dy: 40)
        #expect(r.isEmpty)
        #expect(r == Rect(x: 50, y: 30, width: 0, height: 0))
    }

    @Test("An inset past the middle on one axis only empties that axis")
    func insetPastMiddleOneAxis() {
        let r = Rect(x: 0, y: 0, width: 100, height: 60).insetBy(dx: 10, dy: 40)
        #expect(r == Rect(x: 10, y: 30, width: 80, height: 0))
    }

    @Test("A negative inset grows the rect")
    func negativeInset() {
        #expect(
            Rect(x: 10, y: 10, width: 10, height: 10).insetBy(dx: -5, dy: -5) == Rect(x: 5, y: 5, width: 20, height: 20)
        )
    }

    @Test("inset(by:) takes the safe area off: iPhone 15 portrait")
    func insetByEdgeInsets() {
        let r = Rect(x: 0, y: 0, width: 393, height: 852).inset(by: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(r == Rect(x: 0, y: 59, width: 393, height: 759))
    }

    @Test("inset(by:) with left and right: iPhone 15 landscape")
    func insetByLandscape() {
        let r = Rect(x: 0, y: 0, width: 852, height: 393).inset(by: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(r == Rect(x: 59, y: 0, width: 734, height: 372))
    }

    @Test("inset(by:) larger than the rect clamps to zero size")
    func insetByTooLarge() {
        let r = Rect(x: 0, y: 0, width: 50, height: 50).inset(by: EdgeInsets(top: 40, left: 40, bottom: 40, right: 40))
        #expect(r.size == Size(width: 0, height: 0))
    }

    @Test("offsetBy moves the origin and keeps the size")
    func offsetBy() {
        let r = Rect(x: 30, y: 30, width: 315, height: 607).offsetBy(dx: 0, dy: 667)
        #expect(r == Rect(x: 30, y: 697, width: 315, height: 607))
        #expect(
            Rect(x: 5, y: 5, width: 1, height: 2).offsetBy(dx: -10, dy: 2.5) == Rect(x: -5, y: 7.5, width: 1, height: 2)
        )
    }

    @Test(
        "Rects print the way UIKit logs frames",
        arguments: [
            (Rect(x: 30, y: 30, width: 315, height: 607), "{30, 30, 315, 607}"),
            (Rect(x: 0.5, y: -12.25, width: 187.5, height: 333.333), "{0.5, -12.25, 187.5, 333.33}"),
            (Rect.zero, "{0, 0, 0, 0}"),
        ])
    func rectDescription(rect: Rect, text: String) {
        #expect(rect.description == text)
    }

    @Test("Derived edges, centre and emptiness")
    func derived() {
        let r = Rect(x: 10, y: 20, width: 100, height: 50)
        #expect(r.minX == 10)
        #expect(r.maxX == 110)
        #expect(r.minY == 20)
        #expect(r.maxY == 70)
        #expect(r.center == Point(x: 60, y: 45))
        #expect(!r.isEmpty)
        #expect(Rect(x: 1, y: 1, width: 0, height: 5).isEmpty)
    }

    // MARK: Number formatting

    @Test(
        "formatNumber: at most two places, trailing zeros dropped, no -0",
        arguments: [
            (0.5, "0.5"), (2.0, "2"), (-0.0001, "0"), (-0.0, "0"), (1.0 / 3.0, "0.33"), (2.0 / 3.0, "0.67"),
            (315, "315"), (-12.25, "-12.25"), (0.005, "0.01"), (0.1 + 0.2, "0.3"), (1180, "1180"),
        ])
    func formatNumberTwoPlaces(value: Double, text: String) {
        #expect(formatNumber(value) == text)
    }

    @Test("formatNumber with more places")
    func formatNumberDecimals() {
        #expect(formatNumber(1.0 / 1.5, decimals: 4) == "0.6667")
        #expect(formatNumber(0.8, decimals: 4) == "0.8")
        #expect(formatNumber(0.05, decimals: 4) == "0.05")
        #expect(formatNumber(2.5, decimals: 0) == "3")
    }

    @Test("formatNumber of a huge value is still finite text")
    func formatNumberHuge() {
        let text = formatNumber(1e20)
        #expect(!text.isEmpty)
        #expect(text != "inf")
        #expect(Double(text) == 1e20)
    }

    @Test(
        "formatNumber of non-finite values",
        arguments: [
            (Double.nan, "nan"), (Double.infinity, "inf"), (-Double.infinity, "-inf"),
        ])
    func formatNumberNonFinite(value: Double, text: String) {
        #expect(formatNumber(value) == text)
    }

    @Test(
        "formatFixed keeps exactly the places asked for",
        arguments: [
            (0.8, 3, "0.800"), (0, 3, "0.000"), (12.3456, 2, "12.35"), (-0.0001, 3, "0.000"), (-1.5, 1, "-1.5"),
            (7, 0, "7"),
        ])
    func formatFixedPlaces(value: Double, decimals: Int, text: String) {
        #expect(formatFixed(value, decimals: decimals) == text)
    }

    // MARK: AffineTransform

    @Test("A scale maps points away from the origin")
    func scale() {
        let t = AffineTransform(scaleX: 0.5, y: 2)
        #expect(t.apply(to: Point(x: 10, y: 10)) == Point(x: 5, y: 20))
        #expect(!t.isIdentity)
        #expect(t.description == "scale(0.5, 2)")
    }

    @Test("A translation moves points")
    func translation() {
        let t = AffineTransform(translationX: 10, y: -20)
        #expect(t.apply(to: Point(x: 1, y: 2)) == Point(x: 11, y: -18))
        #expect(t.description == "translate(10, -20)")
    }

    @Test("concatenating applies self first, then the argument")
    func concatenating() {
        let scaleThenMove = AffineTransform(scaleX: 2, y: 3).concatenating(AffineTransform(translationX: 10, y: 20))
        #expect(scaleThenMove.apply(to: Point(x: 1, y: 1)) == Point(x: 12, y: 23))
        #expect(scaleThenMove == AffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 20))

        let moveThenScale = AffineTransform(translationX: 10, y: 20).concatenating(AffineTransform(scaleX: 2, y: 3))
        #expect(moveThenScale.apply(to: Point(x: 1, y: 1)) == Point(x: 22, y: 63))
        #expect(moveThenScale == AffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 20, ty: 60))
    }

    @Test("Concatenating with identity changes nothing")
    func concatenatingIdentity() {
        let t = AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(t.concatenating(.identity) == t)
        #expect(AffineTransform.identity.concatenating(t) == t)
        #expect(AffineTransform.identity.isIdentity)
        #expect(AffineTransform.identity.description == "identity")
    }

    @Test("apply uses all six components: (a·x + c·y + tx, b·x + d·y + ty)")
    func applyGeneral() {
        let t = AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(t.apply(to: Point(x: 1, y: 1)) == Point(x: 9, y: 12))
        #expect(t.components == [1, 2, 3, 4, 5, 6])
    }

    // MARK: View frames under transforms

    @Test("A scale transform shrinks the frame about the centre")
    func viewFrameWithScale() {
        let v = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        v.transform = AffineTransform(scaleX: 0.5, y: 0.5)
        #expect(v.frame == Rect(x: 25, y: 25, width: 50, height: 50))
        #expect(v.bounds == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(v.center == Point(x: 50, y: 50))
    }

    @Test("A translation transform moves the frame but not the centre")
    func viewFrameWithTranslation() {
        let v = View(frame: Rect(x: 30, y: 30, width: 315, height: 607))
        v.transform = AffineTransform(translationX: 0, y: 667)
        #expect(v.frame == Rect(x: 30, y: 697, width: 315, height: 607))
        #expect(v.center == Point(x: 187.5, y: 333.5))
    }

    @Test("The zoom animator's 0.2 scale")
    func viewFrameZoom() {
        let v = View(frame: Rect(x: 50, y: 50, width: 275, height: 567))
        v.transform = AffineTransform(scaleX: 0.2, y: 0.2)
        #expect(v.frame.isClose(to: Rect(x: 160, y: 276.8, width: 55, height: 113.4)))
    }

    // MARK: Devices (DESIGN section 9)

    @Test("iPhone SE: 375×667 portrait, 667×375 landscape")
    func iPhoneSESizes() {
        #expect(Device.iPhoneSE.size(in: .portrait) == Size(width: 375, height: 667))
        #expect(Device.iPhoneSE.size(in: .landscape) == Size(width: 667, height: 375))
        #expect(Device.iPhoneSE.safeArea(in: .portrait) == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(Device.iPhoneSE.safeArea(in: .landscape) == .zero)
    }

    @Test("iPhone 15 landscape safe area: left 59, right 59, bottom 21")
    func iPhone15Landscape() {
        let insets = Device.iPhone15.safeArea(in: .landscape)
        #expect(insets == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(Device.iPhone15.safeArea(in: .portrait) == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(Device.iPhone15.size(in: .landscape) == Size(width: 852, height: 393))
    }

    @Test(
        "Size classes per device and orientation",
        arguments: [
            (Device.iPhoneSE, Orientation.portrait, SizeClass.compact, SizeClass.regular),
            (.iPhoneSE, .landscape, .compact, .compact),
            (.iPhone15, .portrait, .compact, .regular),
            (.iPhone15, .landscape, .compact, .compact),
            (.iPhone15ProMax, .portrait, .compact, .regular),
            (.iPhone15ProMax, .landscape, .regular, .compact),
            (.iPad, .portrait, .regular, .regular),
            (.iPad, .landscape, .regular, .regular),
        ])
    func traits(device: Device, orientation: Orientation, horizontal: SizeClass, vertical: SizeClass) {
        let t = device.traits(in: orientation)
        #expect(t.horizontalSizeClass == horizontal && t.verticalSizeClass == vertical)
    }

    @Test("Traits print as wC hR")
    func traitsDescription() {
        #expect(Device.iPhone15ProMax.traits(in: .landscape).description == "wR hC")
        #expect(Device.iPad.traits(in: .portrait).description == "wR hR")
    }

    @Test(
        "The device table's portrait sizes",
        arguments: [
            ("iphone-se", 375.0, 667.0), ("iphone-15", 393, 852), ("iphone-15-pro-max", 430, 932), ("ipad", 820, 1180),
        ])
    func portraitSizes(model: String, width: Double, height: Double) throws {
        let d = try #require(Device.named(model))
        #expect(d.size(in: .portrait) == Size(width: width, height: height))
    }

    @Test("Device names are case-insensitive and unknown names give nil")
    func named() {
        #expect(Device.named("IPAD") == .iPad)
        #expect(Device.named("iphone-14") == nil)
    }

    @Test("An iPad window in narrow split view is compact; full width is regular")
    func iPadSplitView() {
        let narrow = Device.iPad.traits(forWindowSize: Size(width: 320, height: 1180), orientation: .portrait)
        #expect(narrow.horizontalSizeClass == .compact)
        let full = Device.iPad.traits(forWindowSize: Size(width: 820, height: 1180), orientation: .portrait)
        #expect(full.horizontalSizeClass == .regular)
    }
}

@Test func aLayerCastsAShadowOnlyWithOpacityAndWithoutMasksToBounds() {
    var style = LayerStyle()
    let bounds = Rect(x: 0, y: 0, width: 100, height: 50)
    #expect(ShadowSnapshot.of(style, bounds: bounds) == nil, "shadowOpacity is 0 by default")
    style.shadowOpacity = 0.4
    let shadow = ShadowSnapshot.of(style, bounds: bounds)
    #expect(shadow?.offset == Size(width: 0, height: -3) && shadow?.radius == 3, "CALayer's defaults")
    #expect(shadow?.shape == Rect(x: 0, y: 0, width: 100, height: 50))
    style.shadowPathBounds = Rect(x: 10, y: 10, width: 80, height: 30)
    #expect(ShadowSnapshot.of(style, bounds: bounds)?.shape == Rect(x: 10, y: 10, width: 80, height: 30))
    style.masksToBounds = true
    #expect(ShadowSnapshot.of(style, bounds: bounds) == nil, "the clipping mask takes the shadow with it")
    style.masksToBounds = false
    style.shadowColor = nil
    #expect(ShadowSnapshot.of(style, bounds: bounds) == nil)
}
