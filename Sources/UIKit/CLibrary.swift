#if canImport(Glibc)
    import Glibc

    // The C library as iOS code calls it: Darwin's headers take nullable pointers where glibc's
    // take non-null ones (`__nonnull`), so `memcpy(buffer.data, CFDataGetBytePtr(data), n)` with
    // an implicitly unwrapped or optional pointer compiles on iOS and not here. These forms, with
    // Darwin's types, shadow glibc's for code that imports UIKit and call them.

    /// `memcpy(_:_:_:)`, Darwin's shape.
    @discardableResult
    public func memcpy(_ dst: UnsafeMutableRawPointer!, _ src: UnsafeRawPointer!, _ n: Int) -> UnsafeMutableRawPointer!
    {
        Glibc.memcpy(dst, src, n)
    }

    /// `memmove(_:_:_:)`, Darwin's shape.
    @discardableResult
    public func memmove(_ dst: UnsafeMutableRawPointer!, _ src: UnsafeRawPointer!, _ n: Int)
        -> UnsafeMutableRawPointer!
    {
        Glibc.memmove(dst, src, n)
    }

    /// `memset(_:_:_:)`, Darwin's shape.
    @discardableResult
    public func memset(_ b: UnsafeMutableRawPointer!, _ c: Int32, _ len: Int) -> UnsafeMutableRawPointer! {
        Glibc.memset(b, c, len)
    }
#endif
