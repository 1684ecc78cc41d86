/// `UIContentSizeCategory`: the user's preferred text size (Dynamic Type), by UIKit's names
/// (PresentationKit declares it, as `UITraitCollection`'s class body takes it).
public typealias UIContentSizeCategory = ContentSizeCategory
