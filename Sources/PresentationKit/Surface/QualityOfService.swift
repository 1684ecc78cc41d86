/// `QualityOfService` (Foundation's NSObjCRuntime.h `NSQualityOfService`, iOS 8): how much a
/// queue's or an operation's work matters. The model has one thread and a virtual clock, so it
/// orders nothing by it; it is kept and read back.
public enum QualityOfService: Int, Sendable {
    case userInteractive = 0x21
    case userInitiated = 0x19
    case utility = 0x11
    case background = 0x09
    case `default` = -1
}
