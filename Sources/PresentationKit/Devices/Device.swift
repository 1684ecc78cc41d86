/// A device the playground can simulate: its screen in points, safe areas and size classes in
/// each orientation (DESIGN section 9).
public struct Device: Equatable, Sendable {
    /// The command-line name: `iphone-se`, `iphone-5s`, `iphone-15`, `iphone-15-pro-max`, `ipad`.
    public let model: String
    /// The printed name: `iPhone SE`.
    public let displayName: String
    public let portraitSize: Size
    public let portraitSafeArea: EdgeInsets
    public let landscapeSafeArea: EdgeInsets
    public let portraitTraits: TraitCollection
    public let landscapeTraits: TraitCollection
    public let isPad: Bool
    /// Pixels per point (`UIScreen.scale`, the `displayScale` trait): the pixel resolution in
    /// Apple's technical specifications over the size in points (iPhone SE 1334×750 and
    /// iPhone 5s 1136×640: 2; iPhone 15 2556×1179 and 15 Pro Max 2796×1290: 3; the 11-inch class
    /// iPad 2360×1640: 2).
    public var scale: Double { model.hasPrefix("iphone-15") ? 3 : 2 }

    public func size(in orientation: Orientation) -> Size {
        orientation == .portrait ? portraitSize : Size(width: portraitSize.height, height: portraitSize.width)
    }
    public func safeArea(in orientation: Orientation) -> EdgeInsets {
        orientation == .portrait ? portraitSafeArea : landscapeSafeArea
    }
    /// The window's traits in `orientation`: the size classes of that orientation with this
    /// device's idiom and scale (`TraitCollection.init(horizontalSizeClass:verticalSizeClass:device:)`).
    public func traits(in orientation: Orientation) -> TraitCollection {
        let sizes = orientation == .portrait ? portraitTraits : landscapeTraits
        return TraitCollection(
            horizontalSizeClass: sizes.horizontalSizeClass, verticalSizeClass: sizes.verticalSizeClass, device: self)
    }

    /// Size classes for a window of `size` on this device (an iPad in split view can be compact).
    public func traits(forWindowSize size: Size, orientation: Orientation) -> TraitCollection {
        guard isPad else { return traits(in: orientation) }
        // iPad multitasking: in portrait every split is compact; in landscape a half or a third is
        // compact and two thirds (or the full width) regular, as on an 11-inch class iPad.
        let full = self.size(in: orientation)
        let horizontal: SizeClass
        if size.width >= full.width {
            horizontal = .regular
        } else if orientation == .portrait {
            horizontal = .compact
        } else {
            horizontal = size.width >= full.width * 0.6 ? .regular : .compact
        }
        return TraitCollection(horizontalSizeClass: horizontal, verticalSizeClass: .regular, device: self)
    }

    private static let wChR = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)
    private static let wChC = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact)
    private static let wRhC = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .compact)
    private static let wRhR = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular)

    public static let iPhoneSE = Device(
        model: "iphone-se", displayName: "iPhone SE", portraitSize: Size(width: 375, height: 667),
        portraitSafeArea: EdgeInsets(top: 20), landscapeSafeArea: .zero,
        portraitTraits: wChR, landscapeTraits: wChC, isPad: false)
    /// The 4-inch phone of the 2014–2016 articles' screenshots (iPhone 5s, SE 1st generation):
    /// 320×568, a 20-point status bar in portrait, hidden in landscape (compact height), no home
    /// indicator. Apple's device metrics; the day-24 article's `not_adaptive.png` is 568×320.
    public static let iPhone5s = Device(
        model: "iphone-5s", displayName: "iPhone 5s", portraitSize: Size(width: 320, height: 568),
        portraitSafeArea: EdgeInsets(top: 20), landscapeSafeArea: .zero,
        portraitTraits: wChR, landscapeTraits: wChC, isPad: false)
    public static let iPhone15 = Device(
        model: "iphone-15", displayName: "iPhone 15", portraitSize: Size(width: 393, height: 852),
        portraitSafeArea: EdgeInsets(top: 59, bottom: 34),
        landscapeSafeArea: EdgeInsets(left: 59, bottom: 21, right: 59),
        portraitTraits: wChR, landscapeTraits: wChC, isPad: false)
    public static let iPhone15ProMax = Device(
        model: "iphone-15-pro-max", displayName: "iPhone 15 Pro Max", portraitSize: Size(width: 430, height: 932),
        portraitSafeArea: EdgeInsets(top: 59, bottom: 34),
        landscapeSafeArea: EdgeInsets(left: 59, bottom: 21, right: 59),
        portraitTraits: wChR, landscapeTraits: wRhC, isPad: false)
    public static let iPad = Device(
        model: "ipad", displayName: "iPad", portraitSize: Size(width: 820, height: 1180),
        portraitSafeArea: EdgeInsets(top: 24, bottom: 20), landscapeSafeArea: EdgeInsets(top: 24, bottom: 20),
        portraitTraits: wRhR, landscapeTraits: wRhR, isPad: true)

    public static let all: [Device] = [.iPhoneSE, .iPhone5s, .iPhone15, .iPhone15ProMax, .iPad]

    public static func named(_ model: String) -> Device? {
        all.first { $0.model == model.lowercased() }
    }
}
