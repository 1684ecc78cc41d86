/// `UIActivity`: a service the share sheet offers; `UIActivity.ActivityType` names the system's.
open class UIActivity: NSObject {
    /// `UIActivity.ActivityType`.
    public struct ActivityType: RawRepresentable, Hashable, @unchecked Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
        public static let sharePlay = ActivityType("com.apple.UIKit.activity.SharePlay")
        public static let collaborationInviteWithLink = ActivityType(
            "com.apple.UIKit.activity.CollaborationInviteWithLink")
        public static let collaborationCopyLink = ActivityType("com.apple.UIKit.activity.CollaborationCopyLink")
        public static let addToHomeScreen = ActivityType("com.apple.UIKit.activity.AddToHomeScreen")
    }
    /// `UIActivity.Category`.
    public enum Category: Int, Sendable { case action, share }

    open var activityType: ActivityType? { nil }
    open var activityTitle: String? { nil }
    open var activityImage: UIImage? { nil }
    open class var activityCategory: Category { .action }
    public override init() { super.init() }
}

/// `UIActivityViewController`: the share sheet, presented as an app presents any controller
/// (UIKit requires a popover source on an iPad, from `popoverPresentationController`). It shows
/// a plain view: no services are offered or performed in the model, so its completion handler
/// runs only when it is dismissed by code or the user's swipe, with `completed` false [?] (UIKit
/// calls it when the sheet is dismissed; with no service chosen, completed is false).
open class UIActivityViewController: UIViewController {
    /// `CompletionWithItemsHandler`.
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, Error?) -> Void
    public let activityItems: [Any]
    public let applicationActivities: [UIActivity]?
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    open var completionWithItemsHandler: CompletionWithItemsHandler?
    open var allowsProminentActivity = true

    /// `init(activityItems:applicationActivities:)`.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init(nibName: nil, bundle: nil)
    }
    public required init?(coder: NSCoder) { return nil }

    /// The dismissal's own `viewDidDisappear` still reads `isBeingDismissed` (UIKit's reference),
    /// so the handler runs there, once, and not when a sheet presented over this one hides it.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isBeingDismissed { completionWithItemsHandler?(nil, false, nil, nil) }
    }
}
