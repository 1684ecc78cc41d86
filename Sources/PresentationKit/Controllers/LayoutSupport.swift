/// `UILayoutSupport` (UILayoutSupport.h; ProsceniumUIKit names it so): what the deprecated
/// `topLayoutGuide` and `bottomLayoutGuide` of a controller are, a protocol as UIKit declares it.
public protocol LayoutSupport: NSObjectProtocol {
    /// `length`: how far the guide reaches into the controller's view.
    var length: Double { get }
}

/// The model's guide: the safe area's top or bottom inset as a length.
final class SafeAreaLayoutSupport: NSObject, LayoutSupport {
    let length: Double
    init(length: Double) { self.length = length }
}
