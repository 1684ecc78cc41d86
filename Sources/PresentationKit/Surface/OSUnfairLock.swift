// `os`'s unfair lock, as animation code guards its state with it. The stage runs the app's code
// on one thread, so the lock only records whether it is held (a second `lock` while held would
// deadlock on iOS; here it traps, saying so).

/// `os_unfair_lock`.
// swift-format-ignore: TypeNamesShouldBeCapitalized
public struct os_unfair_lock: Sendable {
    var held = false
    public init() {}
}

/// `os_unfair_lock_lock(_:)`, `os_unfair_lock_unlock(_:)`, `os_unfair_lock_trylock(_:)`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func os_unfair_lock_lock(_ lock: UnsafeMutablePointer<os_unfair_lock>) {
    precondition(!lock.pointee.held, "os_unfair_lock locked twice on one thread: a deadlock on iOS")
    lock.pointee.held = true
}
// swift-format-ignore: AlwaysUseLowerCamelCase
public func os_unfair_lock_unlock(_ lock: UnsafeMutablePointer<os_unfair_lock>) { lock.pointee.held = false }
// swift-format-ignore: AlwaysUseLowerCamelCase
public func os_unfair_lock_trylock(_ lock: UnsafeMutablePointer<os_unfair_lock>) -> Bool {
    guard !lock.pointee.held else { return false }
    lock.pointee.held = true
    return true
}
