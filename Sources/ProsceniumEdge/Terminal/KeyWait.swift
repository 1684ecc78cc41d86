#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Waiting for the next frame without missing a key press or Ctrl-C.
package enum KeyWait {
    /// Waits up to `seconds` for input on `fd`; true when a key arrived (it is read and dropped).
    /// Returns early (false) when a signal interrupts the wait, so the caller can check for Ctrl-C.
    package static func keyPressed(fd: Int32, within seconds: Double) -> Bool {
        readKeys(fd: fd, within: seconds) != nil
    }

    /// Waits up to `seconds` (at most a second, so callers look at their flags regularly) for
    /// input on `fd` and returns the bytes read: nil when nothing came or a signal interrupted the
    /// wait; empty when the terminal reported input but had none (it went away).
    package static func readKeys(fd: Int32, within seconds: Double) -> [UInt8]? {
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        let ms = Int32(max(0, min(1000, (seconds * 1000).rounded(.up))))
        guard poll(&p, 1, ms) > 0, p.revents & Int16(POLLIN | POLLHUP) != 0 else { return nil }
        var buffer = [UInt8](repeating: 0, count: 64)
        let n = read(fd, &buffer, buffer.count)
        return n > 0 ? Array(buffer[0..<n]) : []
    }
}
