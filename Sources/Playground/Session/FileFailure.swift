/// Why the edge could not read a file the core asked for, in words made at the edge ("it is a
/// directory, not a file"). The core never opens a file itself: it asks through
/// `Session.files` (`FileAccess`), and reports the reason in its one error line.
package struct FileFailure: Error, Equatable, Sendable {
    package let reason: String
    package init(reason: String) { self.reason = reason }
}
