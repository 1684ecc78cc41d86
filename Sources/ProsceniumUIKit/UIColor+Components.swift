import PresentationKit

// A colour's channels, for code that reads them back (`getRed(_:green:blue:alpha:)`). The model's
// colours are names, so the channels are known for the names that have fixed ones: the fixed
// colours UIKit documents (`UIColor.red` is 1, 0, 0 in sRGB; `gray` is 0.5, `lightGray` 2/3,
// `darkGray` 1/3, `orange` 1, 0.5, 0, per Apple's UIColor "Fixed colors" pages), greys made with
// `UIColor(white:alpha:)`, and colours made from components. Adaptive system colours and asset
// colours depend on the appearance the model does not render: for those the call answers `false`
// and leaves the arguments as they were, as UIKit does for a colour it cannot convert [?].
extension Color {
    /// The sRGB channels of the colour, when its name fixes them.
    var rgb: (red: Double, green: Double, blue: Double)? {
        let fixed: [String: (Double, Double, Double)] = [
            "black": (0, 0, 0), "white": (1, 1, 1), "clear": (0, 0, 0), "red": (1, 0, 0), "green": (0, 1, 0),
            "blue": (0, 0, 1), "yellow": (1, 1, 0), "cyan": (0, 1, 1), "magenta": (1, 0, 1),
            "orange": (1, 0.5, 0), "purple": (0.5, 0, 0.5), "brown": (0.6, 0.4, 0.2), "gray": (0.5, 0.5, 0.5),
            "lightGray": (2.0 / 3, 2.0 / 3, 2.0 / 3), "darkGray": (1.0 / 3, 1.0 / 3, 1.0 / 3),
        ]
        if let channels = fixed[name] { return channels }
        if name.hasPrefix("gray "), let level = Double(name.dropFirst(5)) { return (level, level, level) }
        if name.hasPrefix("rgb("), name.hasSuffix(")") {
            let numbers = name.dropFirst(4).dropLast().split(separator: ",").compactMap {
                Double($0.trimmingCharacters(in: .whitespaces))
            }
            if numbers.count == 3 { return (numbers[0], numbers[1], numbers[2]) }
        }
        return nil
    }

    /// `getRed(_:green:blue:alpha:)`.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        guard let rgb else {
            Engine.running?.noteOnce("UIColor \(name): its channels depend on the appearance, which is not modelled")
            return false
        }
        red?.pointee = CGFloat(rgb.red)
        green?.pointee = CGFloat(rgb.green)
        blue?.pointee = CGFloat(rgb.blue)
        alpha?.pointee = CGFloat(self.alpha)
        return true
    }

    /// `getHue(_:saturation:brightness:alpha:)`: the channels turned into hue, saturation and
    /// brightness (each 0...1), as `getRed` reads them; false where those have none.
    @discardableResult
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        var r: CGFloat = 0
        var g: CGFloat = 0
        var b: CGFloat = 0
        guard getRed(&r, green: &g, blue: &b, alpha: alpha) else { return false }
        let top = max(r, g, b)
        let spread = top - min(r, g, b)
        var h: CGFloat = 0
        if spread > 0 {
            if top == r {
                h = (g - b) / spread
            } else if top == g {
                h = 2 + (b - r) / spread
            } else {
                h = 4 + (r - g) / spread
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = top == 0 ? 0 : spread / top
        brightness?.pointee = top
        return true
    }

    /// `getWhite(_:alpha:)`: a grey's level (a colour that is not grey has none).
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard let rgb, rgb.red == rgb.green, rgb.green == rgb.blue else { return false }
        white?.pointee = CGFloat(rgb.red)
        alpha?.pointee = CGFloat(self.alpha)
        return true
    }
}
