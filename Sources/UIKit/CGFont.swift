import FoundationEssentials
import PresentationKit
import ProsceniumUIKit

// Core Graphics' font objects and Core Text's font registration, as app code that ships its own
// font file reaches them (read the file's data, make a `CGFont` from a data provider, register it
// with `CTFontManagerRegisterGraphicsFont`). The model draws no glyphs: the font is kept by name
// and registering it says so once in a note line.

// These live in the module `import UIKit` names beside Foundation's `Data` (UIKit.swift says why
// ProsceniumUIKit names no more of Foundation than it must); `CGDataProvider` is ProsceniumUIKit's
// (CGImage.swift), as an image's bitmap holds one.

/// `CFData`: on Apple's platforms `Data` bridges to it with `as` (toll-free, through `NSData`);
/// here it is `Data` itself, so `data as CFData` compiles as written.
public typealias CFData = Data

/// `CFError`: a Core Foundation error, a class so that `Unmanaged<CFError>?` out-parameters
/// compile as written. Nothing here fails, so none is ever made.
public final class CFError: Error {
    private init() {}
}

/// `CGFont` (CoreGraphics): a font made from a file's data or found by name.
public final class CGFont {
    /// `postScriptName`, `fullName`: the name it was found by; one made from data has none the
    /// model can read (it parses no font tables).
    public let postScriptName: String?
    public var fullName: String? { postScriptName }

    /// `init?(_:)` with a data provider: nil for an empty file, as Core Graphics gives nil for one
    /// it cannot read.
    public init?(_ provider: CGDataProvider) {
        guard provider.data?.isEmpty == false else { return nil }
        postScriptName = nil
    }

    /// `init?(_:)` with a name.
    public init?(_ name: String) { postScriptName = name }
}

/// `CTFontManagerRegisterGraphicsFont(_:_:)` (CoreText): makes a font usable by name. Accepted
/// and said once: the model draws no text, so a registered font changes nothing it shows.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CTFontManagerRegisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?)
    -> Bool
{
    Engine.running?.noteOnce("CTFontManagerRegisterGraphicsFont: fonts are kept by name, no glyphs are drawn")
    return true
}

/// `CTFontManagerUnregisterGraphicsFont(_:_:)` (CoreText).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CTFontManagerUnregisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?)
    -> Bool
{ true }
