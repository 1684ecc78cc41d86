// Dispatch's time constants (dispatch/time.h), as iOS code scales seconds with them
// (`DispatchTime.now().uptimeNanoseconds / NSEC_PER_MSEC`, `UInt64(0.3 * Double(NSEC_PER_SEC))`):
// the system's Dispatch stays out of the module (UIKit.swift), so they are declared here, with
// Dispatch's type (`UInt64`) and values.

/// `NSEC_PER_SEC`: nanoseconds in a second.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// `NSEC_PER_MSEC`: nanoseconds in a millisecond.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// `USEC_PER_SEC`: microseconds in a second.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let USEC_PER_SEC: UInt64 = 1_000_000
/// `NSEC_PER_USEC`: nanoseconds in a microsecond.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSEC_PER_USEC: UInt64 = 1_000
