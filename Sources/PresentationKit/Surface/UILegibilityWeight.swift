/// `UILegibilityWeight`: whether the Bold Text accessibility setting asks for heavier type
/// (PresentationKit declares it, as `UITraitCollection`'s class body takes it).
public typealias UILegibilityWeight = LegibilityWeight
