// `import UIKit` resolves to this module off Apple's platforms, so presentation code written for
// iOS compiles unchanged against ProsceniumUIKit (UIKit's names over PresentationKit's engine).
// On iOS, UIKit re-exports Foundation, which re-exports the C library (`pow`, `fmaxf`, `round`)
// and Dispatch (`DispatchQueue`). Foundation itself stays out (its `CGFloat` would clash with the
// library's; docs/load-design.md), and so does the system's Dispatch: the library's
// `DispatchQueue` sends blocks on the engine's clock (the stage runs no main run loop, so the
// system's main queue would never run them). The C library comes through as there.
@_exported import ProsceniumUIKit

#if canImport(Glibc)
    @_exported import Glibc
#elseif canImport(Darwin)
    @_exported import Darwin
#endif
