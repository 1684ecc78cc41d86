// The Objective-C runtime's method functions, as presentation libraries call them to exchange a
// UIKit method for their own (swizzling). Linux has no Objective-C runtime: each function
// compiles, answers with an opaque token that points at nothing (so code that checks for nil goes
// on as if it had swizzled), and exchanges nothing; the first call in a session says so once.
// Code that relies on the exchanged method being called will find UIKit's own called instead.

/// `Method`, `IMP`: opaque tokens here.
public typealias Method = OpaquePointer
public typealias IMP = OpaquePointer

/// The one token every lookup answers with.
private var runtimeToken: OpaquePointer { OpaquePointer(bitPattern: 0x10)! }

private func noteRuntime(_ function: String) {
    Engine.running?.noteOnce("\(function): Linux has no Objective-C runtime; no method is exchanged")
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// `class_getInstanceMethod(_:_:)`, `class_getClassMethod(_:_:)`.
public func class_getInstanceMethod(_ cls: AnyClass?, _ name: Selector) -> Method? {
    noteRuntime("class_getInstanceMethod")
    return runtimeToken
}
// swift-format-ignore: AlwaysUseLowerCamelCase
public func class_getClassMethod(_ cls: AnyClass?, _ name: Selector) -> Method? {
    noteRuntime("class_getClassMethod")
    return runtimeToken
}
// swift-format-ignore: AlwaysUseLowerCamelCase
/// `class_getMethodImplementation(_:_:)`, `method_getImplementation(_:)`.
public func class_getMethodImplementation(_ cls: AnyClass?, _ name: Selector) -> IMP? {
    noteRuntime("class_getMethodImplementation")
    return runtimeToken
}
// swift-format-ignore: AlwaysUseLowerCamelCase
public func method_getImplementation(_ m: Method) -> IMP { runtimeToken }
// swift-format-ignore: AlwaysUseLowerCamelCase
/// `method_setImplementation(_:_:)`: answers the "previous" implementation, a token.
@discardableResult
public func method_setImplementation(_ m: Method, _ imp: IMP) -> IMP {
    noteRuntime("method_setImplementation")
    return runtimeToken
}
// swift-format-ignore: AlwaysUseLowerCamelCase
/// `method_exchangeImplementations(_:_:)`: exchanges nothing.
public func method_exchangeImplementations(_ m1: Method, _ m2: Method) {
    noteRuntime("method_exchangeImplementations")
}
// swift-format-ignore: AlwaysUseLowerCamelCase
/// `class_addMethod(_:_:_:_:)`: adds nothing and says so (false, "the class already has it").
public func class_addMethod(_ cls: AnyClass?, _ name: Selector, _ imp: IMP, _ types: UnsafePointer<CChar>?) -> Bool {
    noteRuntime("class_addMethod")
    return false
}
// swift-format-ignore: AlwaysUseLowerCamelCase
/// `class_replaceMethod(_:_:_:_:)`.
@discardableResult
public func class_replaceMethod(_ cls: AnyClass?, _ name: Selector, _ imp: IMP, _ types: UnsafePointer<CChar>?) -> IMP?
{
    noteRuntime("class_replaceMethod")
    return nil
}
// swift-format-ignore: AlwaysUseLowerCamelCase
/// `method_getTypeEncoding(_:)`: no encoding.
public func method_getTypeEncoding(_ m: Method) -> UnsafePointer<CChar>? { nil }
// swift-format-ignore: AlwaysUseLowerCamelCase
/// `object_getClass(_:)`: the object's dynamic type.
public func object_getClass(_ obj: Any?) -> AnyClass? {
    guard let obj else { return nil }
    return type(of: obj as AnyObject)
}
