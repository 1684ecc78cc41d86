// Foundation's number conversions from `NSNumber` (its Swift overlay: `init(truncating:)`,
// `init?(exactly:)`), as code reading a number out of a dictionary or a notification writes them
// (`CGFloat(truncating: value)`).

extension Double {
    /// `init(truncating:)`: the number's value as a `Double`.
    public init(truncating number: NSNumber) { self = number.doubleValue }
}

extension Float {
    /// `init(truncating:)`.
    public init(truncating number: NSNumber) { self = Float(number.doubleValue) }
}

extension Int {
    /// `init(truncating:)`: the value with any fraction dropped (clamped at the limits) [?].
    public init(truncating number: NSNumber) {
        self = Int(
            clamping: Int64(exactly: number.doubleValue.rounded(.towardZero)) ?? (number.doubleValue < 0 ? .min : .max))
    }
}

extension Bool {
    /// `init(truncating:)`: false for zero, true otherwise.
    public init(truncating number: NSNumber) { self = number.doubleValue != 0 }
}
