// `import UIKit` resolves to this module off Apple's platforms, so presentation code written for
// iOS compiles unchanged against ProsceniumUIKit (UIKit's names over PresentationKit's engine).
// On iOS, UIKit re-exports Foundation, which re-exports the C library (`pow`, `fmaxf`, `round`)
// and Dispatch (`DispatchQueue`). Foundation itself stays out (its `CGFloat` would clash with the
// library's; docs/load-design.md), and so does the system's Dispatch: the library's
// `DispatchQueue` sends blocks on the engine's clock (the stage runs no main run loop, so the
// system's main queue would never run them). The C library comes through as there.
@_exported import ProsceniumUIKit

// Foundation's value types that presentation code passes around, one by one: a scoped import
// brings the named type and not the module's other names, so Foundation's `CGFloat` and
// `CGRect` stay out while `Data`, `URL`, `Date` and the rest are Foundation's own (issue 31:
// `import UIKit` alone must see Foundation). They come from FoundationEssentials, which the
// binary links already, and never from Foundation itself: importing it, even one type of it,
// makes all its extension members visible, and its `String` members then clash with the
// library's (`trimmingCharacters(in: .whitespaces)` became ambiguous). Foundation's types
// the library models on the engine's clock or without a disk (`Timer`, `DispatchQueue`,
// `NotificationCenter`, `Bundle`, `Locale`, `ProcessInfo`) stay the library's.
@_exported import struct FoundationEssentials.AttributeContainer
@_exported import struct FoundationEssentials.AttributedString
@_exported import struct FoundationEssentials.Calendar
@_exported import enum FoundationEssentials.ComparisonResult
@_exported import struct FoundationEssentials.Data
@_exported import struct FoundationEssentials.Date
@_exported import struct FoundationEssentials.DateComponents
@_exported import struct FoundationEssentials.Decimal
@_exported import class FoundationEssentials.JSONDecoder
@_exported import class FoundationEssentials.JSONEncoder
@_exported import protocol FoundationEssentials.LocalizedError
@_exported import struct FoundationEssentials.TimeZone
@_exported import struct FoundationEssentials.URL
@_exported import struct FoundationEssentials.URLComponents
@_exported import struct FoundationEssentials.URLQueryItem
@_exported import struct FoundationEssentials.UUID
// Foundation's formatting of numbers and dates (`12.5.formatted(.currency(code: "USD"))`,
// `date.formatted(date: .abbreviated, time: .omitted)`): members of FoundationInternationalization
// (ICU), which a scoped import of one of its styles brings in with its extensions, as above.
@_exported import struct FoundationInternationalization.FloatingPointFormatStyle
@_exported import struct FoundationInternationalization.IntegerFormatStyle

#if canImport(Glibc)
    @_exported import Glibc
#elseif canImport(Darwin)
    @_exported import Darwin
#endif
