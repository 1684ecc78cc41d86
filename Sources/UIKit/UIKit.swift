// `import UIKit` resolves to this module off Apple's platforms, so presentation code written for
// iOS compiles unchanged against ProsceniumUIKit (UIKit's names over PresentationKit's engine).
// On iOS, UIKit re-exports Foundation, which re-exports the C library (`pow`, `fmaxf`, `round`)
// and Dispatch (`DispatchQueue`). Foundation itself stays out (its `CGFloat` would clash with the
// library's; docs/load-design.md), but Dispatch and the C library come through as there.
@_exported import Dispatch
@_exported import ProsceniumUIKit

#if canImport(Glibc)
    @_exported import Glibc
#elseif canImport(Darwin)
    @_exported import Darwin
#endif
