#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A new folder under /tmp whose name starts with `prefix`, for a test's files on the real disk.
func temporaryFolder(_ prefix: String) -> String {
    var template = Array("/tmp/\(prefix)-XXXXXX".utf8CString)
    return template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)) }
}
