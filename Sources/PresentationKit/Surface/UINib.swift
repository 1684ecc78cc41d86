/// `UINib`: an archive of an Interface Builder file. The model has no nibs: one is its name and
/// bundle, and instantiating it makes nothing; a collection view that registers one for cells
/// makes plain cells of the class it is asked for [?] (what the nib would have held is not known).
open class UINib: NSObject {
    /// The nib's name, as given.
    let nibName: String
    /// `init(nibName:bundle:)`: Apple's factory method, as Swift imports it.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        nibName = name
        super.init()
    }
    /// `init()`: NSObject's, designated (UINib.h declares no initialiser, only its factory
    /// methods): a nib with no name, which instantiates nothing, as every nib here.
    public override init() {
        nibName = ""
        super.init()
    }

    /// `UINib.OptionsKey` (UINibLoading.h's `UINibOptionsKey`): a key of the options passed to
    /// nib loading.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// `externalObjects` (`UINibExternalObjects`).
        public static let externalObjects = OptionsKey("UINibExternalObjects")
    }

    /// `instantiate(withOwner:options:)`: the nib's top-level objects; none here [?].
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        Engine.running?.noteOnce("UINib: nibs are not modelled; \"\(nibName)\" instantiates nothing")
        return []
    }
}
