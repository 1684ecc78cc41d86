/// `UIImageAsset` (UIImageAsset.h): images registered for trait collections or configurations,
/// looked up by the traits asked for. The model reads no asset catalogues, so an asset holds only
/// what code registers in it.
open class UIImageAsset: NSObject, @unchecked Sendable {
    /// The registered images, each with the traits it is for, in the order registered.
    private var registered: [(traits: UITraitCollection, image: UIImage)] = []

    public override init() { super.init() }
    /// `init?(coder:)`: required, as UIKit's (an asset is `NSSecureCoding`); the model archives
    /// nothing, so the asset is empty [?].
    public required init?(coder: NSCoder) { super.init() }

    /// `image(with:)`: the registered image whose traits the collection holds, the one with the
    /// most specified traits winning (the last registered among equals) [?]; the first
    /// registered when none fits, an empty image when there are none.
    open func image(with traitCollection: UITraitCollection) -> UIImage {
        var best: (count: Int, image: UIImage)?
        for entry in registered where traitCollection.containsTraits(in: entry.traits) {
            let count = specified(entry.traits)
            if count >= best?.count ?? 0 { best = (count, entry.image) }
        }
        return best?.image ?? registered.first?.image ?? UIImage()
    }
    /// `register(_:with:)`: the image, for those traits (replacing one registered for the same).
    open func register(_ image: UIImage, with traitCollection: UITraitCollection) {
        registered.removeAll { $0.traits == traitCollection }
        registered.append((traitCollection, image))
        image.imageAsset = self
    }
    /// `unregisterImage(with:)`: forgets the image registered for exactly those traits.
    open func unregisterImage(with traitCollection: UITraitCollection) {
        registered.removeAll { $0.traits == traitCollection }
    }

    /// `image(with:)`, `register(_:with:)`, `unregisterImage(with:)` for a configuration (iOS 13):
    /// by the configuration's trait collection (an empty one when it has none).
    open func image(with configuration: UIImage.Configuration) -> UIImage {
        image(with: configuration.traitCollection ?? UITraitCollection())
    }
    open func register(_ image: UIImage, with configuration: UIImage.Configuration) {
        register(image, with: configuration.traitCollection ?? UITraitCollection())
    }
    open func unregisterImage(with configuration: UIImage.Configuration) {
        unregisterImage(with: configuration.traitCollection ?? UITraitCollection())
    }

    /// How many traits a collection specifies: the more, the closer a match.
    private func specified(_ traits: UITraitCollection) -> Int {
        UITraitCollection().changedTraits(from: traits).count
    }
}
