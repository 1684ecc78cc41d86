#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Waiting for the next frame without missing a key press or Ctrl-C.
enum KeyWait {
    /// Waits up to `seconds` for input on `fd`; true when a key arrived (it is read and dropped).
    /// Returns early (false) when a signal interrupts the wait, so the caller can check for Ctrl-C.
    static func keyPressed(fd: Int32, within seconds: Double) -> Bool {
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        let ms = Int32(max(0, min(1000, (seconds * 1000).rounded(.up))))
        guard poll(&p, 1, ms) > 0, p.revents & Int16(POLLIN) != 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 64)
        _ = read(fd, &buffer, buffer.count)
        return true
    }
}
