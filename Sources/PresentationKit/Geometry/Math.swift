#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// The C math library, reached without Foundation so start-up stays small.
@inlinable package func mExp(_ x: Double) -> Double { exp(x) }
@inlinable package func mCos(_ x: Double) -> Double { cos(x) }
@inlinable package func mSin(_ x: Double) -> Double { sin(x) }
@inlinable package func mAtan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
