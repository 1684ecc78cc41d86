import Foundation
import Testing

@testable import TextArt

/// Every colour a theme gives a mark, against the background the theme is for, reaches a
/// contrast ratio of 3:1 (WCAG 2's minimum for large text and graphics) in xterm's default
/// palette: the default and high-contrast themes on a black background, the light theme on a
/// white one (issue 26: the default theme's yellow vanished on a light terminal).
struct ThemeContrastTests {
    typealias RGB = (r: Double, g: Double, b: Double)

    /// xterm's default palette: the eight colours (30–37) and their bright forms (90–97).
    static let palette: [Int: RGB] = [
        30: (0, 0, 0), 31: (205, 0, 0), 32: (0, 205, 0), 33: (205, 205, 0), 34: (0, 0, 238),
        35: (205, 0, 205), 36: (0, 205, 205), 37: (229, 229, 229), 90: (127, 127, 127), 91: (255, 0, 0),
        92: (0, 255, 0), 93: (255, 255, 0), 94: (92, 92, 255), 95: (255, 0, 255), 96: (0, 255, 255),
        97: (255, 255, 255),
    ]
    static let black: RGB = (0, 0, 0)
    static let white: RGB = (255, 255, 255)

    /// The 256-colour cube (16–231) and gray ramp (232–255), as xterm defines them.
    static func color256(_ n: Int) -> RGB {
        if n < 16 { return palette[n < 8 ? 30 + n : 82 + n]! }
        if n >= 232 {
            let v = Double(8 + 10 * (n - 232))
            return (v, v, v)
        }
        let i = n - 16
        let level = { (k: Int) -> Double in k == 0 ? 0 : Double(55 + 40 * k) }
        return (level(i / 36), level(i / 6 % 6), level(i % 6))
    }

    static func luminance(_ c: RGB) -> Double {
        func channel(_ v: Double) -> Double {
            let s = v / 255
            return s <= 0.03928 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b)
    }

    static func contrast(_ a: RGB, _ b: RGB) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// The foreground an SGR sequence sets: its colour, or the terminal's own (`default`), faded
    /// halfway to the background under SGR 2 (faint).
    static func foreground(_ sgr: String, default fallback: RGB, background: RGB) -> RGB {
        let codes = sgr.split(separator: "\u{1B}").flatMap { part in
            part.dropFirst().dropLast().split(separator: ";").compactMap { Int($0) }
        }
        var color = fallback
        var faint = false
        var i = 0
        while i < codes.count {
            let c = codes[i]
            if c == 2 { faint = true }
            if let p = palette[c] { color = p }
            if c == 38, i + 2 < codes.count, codes[i + 1] == 5 {
                color = color256(codes[i + 2])
                i += 2
            }
            i += 1
        }
        guard faint else { return color }
        return ((color.r + background.r) / 2, (color.g + background.g) / 2, (color.b + background.b) / 2)
    }

    static let backgrounds: [(Theme, RGB, RGB)] = [
        // theme, its background, the terminal's own foreground there
        (.standard, black, (229, 229, 229)), (.highContrast, black, (229, 229, 229)), (.light, white, black),
    ]

    @Test(arguments: Theme.terminalThemes)
    func everyMarkOfTheThemeReadsOnItsBackground(theme: Theme) {
        let (_, background, own) = Self.backgrounds.first { $0.0 == theme }!
        let styles: [TextStyle] = [
            .plain, .bold, .box, .boxName, .shade, .safeArea, .dim, .animating, .animatingName, .accent,
        ]
        for style in styles {
            let fg = Self.foreground(theme.ansi(style), default: own, background: background)
            let ratio = Self.contrast(fg, background)
            #expect(ratio >= 3, "\(theme.rawValue) \(style): \(ratio)")
        }
        // The quiet style of notes and cues.
        let quiet = theme.quiet("x", color: true)
        let fg = Self.foreground(String(quiet.prefix { $0 != "x" }), default: own, background: background)
        #expect(Self.contrast(fg, background) >= 3, "\(theme.rawValue) quiet")
    }
}

@Test func aLightBackgroundInColorfgbgChoosesTheLightTheme() {
    #expect(Theme.forBackground(colorfgbg: "0;15") == .light)
    #expect(Theme.forBackground(colorfgbg: "0;default;7") == .light)
    #expect(Theme.forBackground(colorfgbg: "15;0") == nil)
    #expect(Theme.forBackground(colorfgbg: "15;8") == nil)
    #expect(Theme.forBackground(colorfgbg: nil) == nil)
    #expect(Theme.forBackground(colorfgbg: "default") == nil)
}
