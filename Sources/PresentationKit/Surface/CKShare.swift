/// `CKShare` (CloudKit's CKShare.h, iOS 10), declared here only because UIKit names its nested
/// `CKShare.Metadata` in `UIWindowSceneDelegate.windowScene(_:userDidAcceptCloudKitShareWith:)`,
/// and an app's scene delegate must compile. The model has no CloudKit: no share is ever made or
/// accepted, so, as in CloudKit, no initialiser is offered (there a share is made from a record,
/// which the model does not have). In CloudKit it is a `CKRecord`; here an `NSObject`.
open class CKShare: NSObject {
    @available(*, unavailable, message: "CloudKit is not modelled")
    public override init() { super.init() }

    /// `CKShare.Metadata` (CKShareMetadata.h, iOS 10): what a user accepting a share is handed.
    /// CloudKit makes them, never an app (its `init` is unavailable), and the model makes none.
    open class Metadata: NSObject {
        @available(*, unavailable, message: "CloudKit makes share metadata, and is not modelled")
        public override init() { super.init() }
    }
}
