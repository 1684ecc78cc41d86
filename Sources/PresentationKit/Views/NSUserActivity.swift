/// `NSUserActivity` (Foundation's NSUserActivity.h, which UIKit's responders keep): a record of
/// what the user is doing, for Handoff, search and state restoration. The library's own, as
/// Foundation stays out of the engine: it keeps what it is given. [?] The model has no other
/// device and no system search, so becoming current hands nothing on (noted once).
open class NSUserActivity: NSObject {
    /// `init(activityType:)`: an activity of an app-defined type (reverse DNS, by convention).
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    /// `activityType`.
    public let activityType: String
    /// `title`, `userInfo`, `requiredUserInfoKeys`, `keywords`, `needsSave`: kept.
    open var title: String?
    open var userInfo: [AnyHashable: Any]?
    open var requiredUserInfoKeys: Set<String>?
    open var keywords: Set<String> = []
    open var needsSave = false
    /// `targetContentIdentifier` (iOS 13), `persistentIdentifier` (iOS 12): kept.
    open var targetContentIdentifier: String?
    open var persistentIdentifier: String?
    /// `isEligibleForHandoff` (true by default, as Foundation's), `isEligibleForSearch`,
    /// `isEligibleForPublicIndexing`, `isEligibleForPrediction` (false by default): kept.
    open var isEligibleForHandoff = true
    open var isEligibleForSearch = false
    open var isEligibleForPublicIndexing = false
    open var isEligibleForPrediction = false
    /// Whether the activity is current and not invalidated (the model's record of it).
    public private(set) var isCurrent = false
    private var isInvalidated = false

    /// `addUserInfoEntries(from:)`: adds the entries to `userInfo`, replacing those with the same
    /// keys.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        var merged = userInfo ?? [:]
        for (key, value) in otherDictionary { merged[key] = value }
        userInfo = merged
    }
    /// `becomeCurrent()`, `resignCurrent()`: marks the activity the one in use; an invalidated
    /// activity cannot become current again (Apple's `invalidate()` page).
    open func becomeCurrent() {
        guard !isInvalidated else { return }
        Engine.running?.noteOnce("NSUserActivity.becomeCurrent(): kept; no Handoff or search here")
        isCurrent = true
    }
    open func resignCurrent() { isCurrent = false }
    /// `invalidate()`: ends the activity for good.
    open func invalidate() {
        isInvalidated = true
        isCurrent = false
    }
}
