/// `UITraitEnvironmentLayoutDirection`: the reading direction a trait collection lays out in
/// (PresentationKit declares it, as `UITraitCollection`'s class body takes it).
public typealias UITraitEnvironmentLayoutDirection = TraitEnvironmentLayoutDirection
