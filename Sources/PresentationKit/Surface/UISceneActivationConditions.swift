/// `UISceneActivationConditions` (UISceneActivationConditions.h, iOS 13): which of an app's scenes
/// UIKit brings forward for a target content identifier (`UIScene.activationConditions`). [?] The
/// model runs one scene, so there is nothing to choose between, and its predicates
/// (`canActivateForTargetContentIdentifierPredicate`, `prefersToActivate…`) are not declared:
/// the model has no `NSPredicate`.
open class UISceneActivationConditions: NSObject {}
