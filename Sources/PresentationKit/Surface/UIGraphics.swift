// UIKit's bitmap drawing, as snapshot-based transitions use it (`UIGraphicsBeginImageContext…`,
// `UIGraphicsImageRenderer` is in UIImageConfiguration.swift). The model draws no pixels: an image made this way has the context's
// size and nothing in it, and its first use in a session says so once in a note line.

nonisolated(unsafe) private var imageContexts: [(size: CGSize, context: CGContext)] = []

private func noteDrawing() {
    Engine.running?.noteOnce("UIGraphics: images are made at their size, with nothing drawn in them")
}

/// `UIGraphicsBeginImageContextWithOptions(_:_:_:)`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    noteDrawing()
    imageContexts.append((size, CGContext()))
    currentGraphicsContext = imageContexts.last?.context
}

/// `UIGraphicsBeginImageContext(_:)`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 0)
}

/// `UIGraphicsGetImageFromCurrentImageContext()`: an image of the context's size.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let size = imageContexts.last?.size else { return nil }
    return UIImage(size: size)
}

/// `UIGraphicsEndImageContext()`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIGraphicsEndImageContext() {
    _ = imageContexts.popLast()
    currentGraphicsContext = imageContexts.last?.context
}
