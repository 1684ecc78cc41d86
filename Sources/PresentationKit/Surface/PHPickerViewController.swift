/// `PHPhotoLibrary` (Photos): the photo library, here only what a picker configuration is made
/// with. The model has no photos.
open class PHPhotoLibrary: NSObject, @unchecked Sendable {
    private static let library = PHPhotoLibrary()
    /// `shared()`.
    open class func shared() -> PHPhotoLibrary { library }
    private override init() { super.init() }
}

/// `PHPickerFilter` (PhotosUI, iOS 14): which assets a photo picker offers, the kinds of asset
/// and their combinations (`any(of:)`, `not(_:)`, iOS 15's `all(of:)`). Kept and shown on the
/// picker's stand-in; the model has no assets to filter.
public struct PHPickerFilter: Hashable, Sendable, CustomStringConvertible {
    private indirect enum Rule: Hashable, Sendable {
        case kind(String)
        case any([Rule])
        case all([Rule])
        case not(Rule)
    }
    private let rule: Rule
    private init(_ rule: Rule) { self.rule = rule }

    public static let images = PHPickerFilter(.kind("images"))
    public static let videos = PHPickerFilter(.kind("videos"))
    public static let livePhotos = PHPickerFilter(.kind("livePhotos"))
    /// iOS 15's kinds, and iOS 16's `cinematicVideos`, iOS 18's `spatialMedia`.
    public static let panoramas = PHPickerFilter(.kind("panoramas"))
    public static let screenshots = PHPickerFilter(.kind("screenshots"))
    public static let screenRecordings = PHPickerFilter(.kind("screenRecordings"))
    public static let slomoVideos = PHPickerFilter(.kind("slomoVideos"))
    public static let timelapseVideos = PHPickerFilter(.kind("timelapseVideos"))
    public static let bursts = PHPickerFilter(.kind("bursts"))
    public static let depthEffectPhotos = PHPickerFilter(.kind("depthEffectPhotos"))
    public static let cinematicVideos = PHPickerFilter(.kind("cinematicVideos"))
    public static let spatialMedia = PHPickerFilter(.kind("spatialMedia"))

    /// `any(of:)`: an asset that matches one of the filters.
    public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter { .init(.any(subfilters.map(\.rule))) }
    /// `all(of:)` (iOS 15): an asset that matches every filter.
    public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter { .init(.all(subfilters.map(\.rule))) }
    /// `not(_:)` (iOS 15): an asset that does not match the filter.
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { .init(.not(filter.rule)) }

    /// As the stand-in shows it: `images`, `any of (images, videos)`, `not screenshots`.
    public var description: String { Self.text(rule) }
    private static func text(_ rule: Rule) -> String {
        switch rule {
        case .kind(let name): return name
        case .any(let rules): return "any of (\(rules.map(text).joined(separator: ", ")))"
        case .all(let rules): return "all of (\(rules.map(text).joined(separator: ", ")))"
        case .not(let rule): return "not \(text(rule))"
        }
    }
}

/// `PHPickerConfiguration` (PhotosUI, iOS 14): what a photo picker offers and how many the user
/// may pick. Kept; the model picks nothing.
public struct PHPickerConfiguration: Sendable {
    /// `PHPickerConfiguration.AssetRepresentationMode`.
    public enum AssetRepresentationMode: Int, Sendable { case automatic, current, compatible }
    /// `PHPickerConfiguration.Selection` (iOS 15; `continuous` and `continuousAndOrdered` iOS 17).
    public enum Selection: Int, Sendable { case `default`, ordered, continuous, continuousAndOrdered }

    /// `filter`: nil offers every kind of asset (Apple's default).
    public var filter: PHPickerFilter?
    /// `selectionLimit`: 1 by default; 0 means no limit (Apple's reference).
    public var selectionLimit = 1
    public var preferredAssetRepresentationMode: AssetRepresentationMode = .automatic
    public var selection: Selection = .default
    /// `preselectedAssetIdentifiers` (iOS 15): kept.
    public var preselectedAssetIdentifiers: [String] = []
    /// Made with `init(photoLibrary:)`: the picker's results then carry asset identifiers.
    public let usesPhotoLibrary: Bool

    /// `init()`: a configuration without a photo library (results carry no asset identifier).
    public init() { usesPhotoLibrary = false }
    /// `init(photoLibrary:)`.
    public init(photoLibrary: PHPhotoLibrary) { usesPhotoLibrary = true }
}

/// `PHPickerResult` (PhotosUI): one asset the user picked. The model never makes one: nothing is
/// picked.
public struct PHPickerResult: Hashable {
    public let itemProvider: NSItemProvider
    /// `assetIdentifier`: nil unless the configuration was made with a photo library.
    public let assetIdentifier: String?
}

/// `PHPickerViewControllerDelegate` (PhotosUI): its one requirement is not optional.
public protocol PHPickerViewControllerDelegate: AnyObject {
    /// `picker(_:didFinishPicking:)`: the user picked, or cancelled (with no results); the app
    /// dismisses the picker itself (Apple's reference).
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}

/// `PHPickerViewController` (PhotosUI, iOS 14): the system photo picker, presented as an app
/// presents any controller. The model has no photos: its view shows what the configuration
/// offers, and nobody picks. Apple's reference says the picker calls
/// `picker(_:didFinishPicking:)` with no results when the user cancels; here the user cancels
/// by dismissing it (a sheet's swipe, a tap outside a popover), and the delegate hears it with
/// `[]` once the dismissal is over [?] (an app's own `dismiss` tells it nothing).
open class PHPickerViewController: UIViewController {
    /// `configuration`: a copy of the one it was made with.
    public let configuration: PHPickerConfiguration
    open weak var delegate: PHPickerViewControllerDelegate?

    /// `init(configuration:)`.
    public init(configuration: PHPickerConfiguration) {
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }
    public required init?(coder: NSCoder) { return nil }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let limit = configuration.selectionLimit == 0 ? "no limit" : "up to \(configuration.selectionLimit)"
        view.text = "Photos · \(configuration.filter?.description ?? "all assets") · \(limit)"
        Engine.running?.noteOnce(
            "PHPickerViewController: no photos in the model; nothing is picked, and the user's dismissal finishes with no results"
        )
    }

    /// Apple's pattern dismisses the picker in `picker(_:didFinishPicking:)`, which after the
    /// user's own dismissal finds it presented no more: nothing happens then, and the model says
    /// nothing of it either [?] (UIKit's reference does not say what such a call does).
    open override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if presentingViewController == nil, presentedViewController == nil { return }
        super.dismiss(animated: flag, completion: completion)
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        tellDelegateIfDismissedByUser { [weak self] in
            guard let self else { return }
            self.delegate?.picker(self, didFinishPicking: [])
        }
    }
}
