/// `ByteCountFormatter` (Foundation's): a byte count as text, in the model's one locale, English
/// (United States) [?], as Foundation writes it there: decimal units (1,000 bytes a kilobyte)
/// for files and binary ones (1,024) for memory, "Zero KB" for nothing, whole kilobytes, one
/// decimal for megabytes and two for larger units (Apple's reference and its en_US output).
open class ByteCountFormatter: Formatter {
    /// `ByteCountFormatter.CountStyle`.
    public enum CountStyle: Int, Sendable { case file, memory, decimal, binary }
    /// `ByteCountFormatter.Units`.
    public struct Units: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let useBytes = Units(rawValue: 1 << 0)
        public static let useKB = Units(rawValue: 1 << 1)
        public static let useMB = Units(rawValue: 1 << 2)
        public static let useGB = Units(rawValue: 1 << 3)
        public static let useTB = Units(rawValue: 1 << 4)
        public static let useAll = Units(rawValue: 0xFFFF)
    }

    open var countStyle: CountStyle = .file
    open var allowedUnits: Units = .useAll
    open var includesUnit = true
    open var includesCount = true
    open var allowsNonnumericFormatting = true

    public override init() { super.init() }

    /// `string(fromByteCount:countStyle:)`.
    open class func string(fromByteCount byteCount: Int64, countStyle: CountStyle) -> String {
        let formatter = ByteCountFormatter()
        formatter.countStyle = countStyle
        return formatter.string(fromByteCount: byteCount)
    }

    /// `string(fromByteCount:)`.
    open func string(fromByteCount byteCount: Int64) -> String {
        if byteCount == 0 && allowsNonnumericFormatting { return "Zero KB" }
        let base: Double = countStyle == .memory || countStyle == .binary ? 1024 : 1000
        let magnitude = Double(abs(byteCount))
        let names = ["bytes", "KB", "MB", "GB", "TB"]
        let allowed: [Units] = [.useBytes, .useKB, .useMB, .useGB, .useTB]
        var index = 0
        var scale = 1.0
        while index < names.count - 1, magnitude >= scale * base || !allowed[index].isSubset(of: allowedUnits) {
            index += 1
            scale *= base
        }
        let value = magnitude / scale
        let digits = index <= 1 ? 0 : (index == 2 ? 1 : 2)
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.minimumFractionDigits = 0
        formatter.maximumFractionDigits = digits
        let number = (byteCount < 0 ? "-" : "") + (formatter.string(for: value) ?? "\(value)")
        let unit = index == 0 ? (abs(byteCount) == 1 ? "byte" : "bytes") : names[index]
        switch (includesCount, includesUnit) {
        case (true, true): return number + " " + unit
        case (true, false): return number
        default: return unit
        }
    }

    open override func string(for obj: Any?) -> String? {
        switch obj {
        case let n as Int64: string(fromByteCount: n)
        case let n as Int: string(fromByteCount: Int64(n))
        default: nil
        }
    }
}
