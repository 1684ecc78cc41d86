/// `UIColor`: PresentationKit's colour class, a name and an alpha, which is what the drawing,
/// `state` and `code` show. Named colours are known by their names; the engine does not mix them.
public typealias UIColor = Color

extension Color {
    /// `init(patternImage:)`: a colour that tiles an image. The model draws no images, so it is
    /// named "pattern" in drawings and JSON. UIKit declares it designated; here it is a
    /// convenience initialiser in an extension, because `UIImage` is declared in this module,
    /// above the engine that declares the colour class, so an app's subclass cannot override it.
    public convenience init(patternImage image: UIImage) { self.init(name: "pattern", alpha: 1) }
}

/// `UIUserInterfaceStyle` (PresentationKit declares it, as a view's class body takes it).
public typealias UIUserInterfaceStyle = UserInterfaceStyle
