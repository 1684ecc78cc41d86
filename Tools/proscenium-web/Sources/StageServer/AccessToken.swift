#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The secret in the page's address: 128 random bits from the system, as Jupyter and marimo put
/// one in theirs, so another user of the machine or a web page the browser visits cannot read the
/// session or type keys into a demo. Compared in constant time.
public struct AccessToken: Equatable, Sendable {
    public let text: String

    public init(text: String) { self.text = text }

    /// A new token, or nil when the system has no randomness to give (the server then refuses to
    /// start rather than serve without one).
    public static func random() -> AccessToken? {
        var bytes = [UInt8](repeating: 0, count: 16)
        let fd = open("/dev/urandom", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var got = 0
        while got < bytes.count {
            let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + got, $0.count - got) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { return nil }
            got += n
        }
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        for b in bytes {
            out.append(digits[Int(b >> 4)])
            out.append(digits[Int(b & 15)])
        }
        return AccessToken(text: String(decoding: out, as: UTF8.self))
    }

    /// Whether `candidate` is this token, taking the same time wherever they first differ.
    public func accepts(_ candidate: String?) -> Bool {
        guard let candidate else { return false }
        let a = Array(text.utf8)
        let b = Array(candidate.utf8)
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for i in a.indices { difference |= a[i] ^ b[i] }
        return difference == 0
    }
}
