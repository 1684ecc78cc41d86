import PresentationKit

/// `NSStringFromClass(_:)` (Foundation's NSObjCRuntime.h): a class's name as the Objective-C
/// runtime knows it. A Swift class is known by its module and name, "Module.Class"; the stage
/// compiles the user's code as the module `UserCode` (the loader's `-module-name`), so a
/// user's `CardView` is "UserCode.CardView", where iOS would show the app's module name. A
/// UIKit class is known by its bare name ("UILabel"); one the library declares under an engine
/// name shows that name ("ViewController" for `UIViewController`) [?]. A nested or generic
/// Swift class is named as Swift writes it ("UserCode.Outer.Inner"), where the runtime shows a
/// mangled name [?].
// swift-format-ignore: AlwaysUseLowerCamelCase
public func NSStringFromClass(_ aClass: AnyClass) -> String {
    let name = String(reflecting: aClass)
    let library = "PresentationKit."
    return name.hasPrefix(library) ? String(name.dropFirst(library.count)) : name
}
