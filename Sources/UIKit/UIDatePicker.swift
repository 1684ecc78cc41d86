import FoundationEssentials
import PresentationKit
import ProsceniumUIKit

/// `UIDatePicker`: a control for a date, a time, both or a countdown. Its date is kept within the
/// minimum and maximum and rounded to the minute interval when asked; setting it in code sends
/// nothing, as in UIKit, and the model's finger turns no wheel [?]: only code changes it. Drawn
/// as a plain control. Here, in the module `import UIKit` names, because its date is
/// Foundation's `Date`.
open class UIDatePicker: UIControl {
    /// `UIDatePicker.Mode`, with UIKit's raw values.
    public enum Mode: Int, Sendable {
        case time = 0
        case date, dateAndTime, countDownTimer
        case yearAndMonth = 4269
    }

    /// `datePickerMode`.
    open var datePickerMode: Mode = .dateAndTime
    /// `preferredDatePickerStyle` (iOS 13.4); `datePickerStyle` is what it resolves to: the
    /// compact style for `automatic`, as on an iPhone since iOS 14 [?].
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic
    open var datePickerStyle: UIDatePickerStyle {
        preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
    }
    /// `date`: now, until set; kept within `minimumDate` and `maximumDate`.
    open var date = Date() {
        didSet { clamp() }
    }
    open var minimumDate: Date? { didSet { clamp() } }
    open var maximumDate: Date? { didSet { clamp() } }
    /// `minuteInterval`: 1 to 30, a divisor of 60 (UIKit keeps 1 otherwise).
    open var minuteInterval = 1 {
        didSet { if minuteInterval < 1 || minuteInterval > 30 || 60 % minuteInterval != 0 { minuteInterval = 1 } }
    }
    open var roundsToMinuteInterval = true
    /// `countDownDuration`: seconds, for the countdown mode.
    open var countDownDuration: TimeInterval = 0
    open var calendar: Calendar!
    open var timeZone: TimeZone?
    open var locale: ProsceniumUIKit.Locale?

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { return nil }

    /// `setDate(_:animated:)`.
    open func setDate(_ date: Date, animated: Bool) { self.date = date }

    private func clamp() {
        if let minimumDate, date < minimumDate { date = minimumDate }
        if let maximumDate, date > maximumDate { date = maximumDate }
    }
}

/// `UIDatePickerStyle` (iOS 13.4).
public enum UIDatePickerStyle: Int, Sendable {
    case automatic = 0
    case wheels, compact, inline
}
