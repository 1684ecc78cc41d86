/// The engine's type names, as swiftc may print them in a diagnostic about the user's code, and
/// the UIKit names the user's code spells them with. The library is typealiases over the engine
/// (`UIView` is `View`), so swiftc writes "type 'UIView' (aka 'View')", or the engine's name alone
/// where a type came from the engine's own declarations; a user must read only UIKit's names
/// (issue 31). `EngineNamesTests` checks the table against the library's typealiases.
public enum EngineNames {
    /// Each engine type and the UIKit name it stands for; where two UIKit names share one engine
    /// type, the first is the one meant unless `respelled` finds a word of the second's.
    public static let uikitNames: [(engine: String, uikit: [String])] = [
        ("AccessibilityContrast", ["UIAccessibilityContrast"]),
        ("AdaptivePresentationControllerDelegate", ["UIAdaptivePresentationControllerDelegate"]),
        ("AffineTransform", ["CGAffineTransform"]),
        ("AnimatingPosition", ["UIViewAnimatingPosition"]),
        ("AnimatingState", ["UIViewAnimatingState"]),
        ("AnimationOptions", ["UIView.AnimationOptions"]),
        ("AutoresizingMask", ["UIView.AutoresizingMask"]),
        ("Coder", ["NSCoder"]),
        ("DirectionalEdgeInsets", ["NSDirectionalEdgeInsets"]),
        ("DirectionalRectEdge", ["NSDirectionalRectEdge"]),
        ("DisplayGamut", ["UIDisplayGamut"]),
        ("Color", ["UIColor", "CGColor"]),
        ("ContentContainer", ["UIContentContainer"]),
        ("ContentSizeCategory", ["UIContentSizeCategory"]),
        ("ContentUnavailableConfigurationState", ["UIContentUnavailableConfigurationState"]),
        ("ControllerTransition", ["UIViewController.Transition"]),
        ("EdgeInsets", ["UIEdgeInsets"]),
        ("EditingInteractionConfiguration", ["UIEditingInteractionConfiguration"]),
        ("Event", ["UIEvent"]),
        ("FocusGroupPriority", ["UIFocusGroupPriority"]),
        ("ForceTouchCapability", ["UIForceTouchCapability"]),
        ("GestureRecognizer", ["UIGestureRecognizer"]),
        ("GestureRecognizerDelegate", ["UIGestureRecognizerDelegate"]),
        ("GestureState", ["UIGestureRecognizer.State"]),
        ("ImageDynamicRange", ["UIImage.DynamicRange"]),
        ("Interaction", ["UIInteraction"]),
        ("KeyModifierFlags", ["UIKeyModifierFlags"]),
        ("KeyboardLayoutGuide", ["UIKeyboardLayoutGuide"]),
        ("InterfaceOrientation", ["UIInterfaceOrientation"]),
        ("InterfaceOrientationMask", ["UIInterfaceOrientationMask"]),
        ("LayoutAnchor", ["NSLayoutAnchor"]),
        ("LayoutAttribute", ["NSLayoutConstraint.Attribute"]),
        ("LayoutAxis", ["NSLayoutConstraint.Axis"]),
        ("LayoutConstraint", ["NSLayoutConstraint"]),
        ("LayoutDimension", ["NSLayoutDimension"]),
        ("LayoutGuide", ["UILayoutGuide"]),
        ("LayoutPriority", ["UILayoutPriority"]),
        ("LayoutRelation", ["NSLayoutConstraint.Relation"]),
        ("LayoutSupport", ["UILayoutSupport"]),
        ("LayoutXAxisAnchor", ["NSLayoutXAxisAnchor"]),
        ("LayoutYAxisAnchor", ["NSLayoutYAxisAnchor"]),
        ("LegibilityWeight", ["UILegibilityWeight"]),
        ("ListEnvironment", ["UIListEnvironment"]),
        ("ModalPresentationStyle", ["UIModalPresentationStyle"]),
        ("ModalTransitionStyle", ["UIModalTransitionStyle"]),
        ("NavigationController", ["UINavigationController"]),
        ("NavigationControllerDelegate", ["UINavigationControllerDelegate"]),
        ("PanGestureRecognizer", ["UIPanGestureRecognizer"]),
        ("PercentDrivenInteractiveTransition", ["UIPercentDrivenInteractiveTransition"]),
        ("Point", ["CGPoint"]),
        ("PopoverArrowDirection", ["UIPopoverArrowDirection"]),
        ("PopoverPresentationControllerDelegate", ["UIPopoverPresentationControllerDelegate"]),
        ("PopoverPresentationControllerSourceItem", ["UIPopoverPresentationControllerSourceItem"]),
        ("PresentationController", ["UIPresentationController"]),
        ("Press", ["UIPress"]),
        ("PressesEvent", ["UIPressesEvent"]),
        ("PropertyAnimator", ["UIViewPropertyAnimator"]),
        ("Rect", ["CGRect"]),
        ("RectEdge", ["UIRectEdge"]),
        ("Responder", ["UIResponder"]),
        ("SceneCaptureState", ["UISceneCaptureState"]),
        ("ScrollTypeMask", ["UIScrollTypeMask"]),
        ("SheetDetent", ["UISheetPresentationController.Detent"]),
        ("SheetDetentResolutionContext", ["UISheetPresentationControllerDetentResolutionContext"]),
        ("SemanticContentAttribute", ["UISemanticContentAttribute"]),
        ("SheetPresentationControllerDelegate", ["UISheetPresentationControllerDelegate"]),
        ("Size", ["CGSize"]),
        ("SizeClass", ["UIUserInterfaceSizeClass"]),
        ("StatusBarAnimation", ["UIStatusBarAnimation"]),
        ("StatusBarStyle", ["UIStatusBarStyle"]),
        ("Storyboard", ["UIStoryboard"]),
        ("StoryboardSegue", ["UIStoryboardSegue"]),
        ("SystemPresentationController", ["UISheetPresentationController", "UIPopoverPresentationController"]),
        ("TapGestureRecognizer", ["UITapGestureRecognizer"]),
        ("TimingCurve", ["UIView.AnimationCurve"]),
        ("TrackingLayoutGuide", ["UITrackingLayoutGuide"]),
        ("TimingCurveProvider", ["UITimingCurveProvider"]),
        ("TextInputMode", ["UITextInputMode"]),
        ("Touch", ["UITouch"]),
        ("TraitCollection", ["UITraitCollection"]),
        ("TraitEnvironmentLayoutDirection", ["UITraitEnvironmentLayoutDirection"]),
        ("TransitionContextViewControllerKey", ["UITransitionContextViewControllerKey"]),
        ("TransitionContextViewKey", ["UITransitionContextViewKey"]),
        ("UserInterfaceActiveAppearance", ["UIUserInterfaceActiveAppearance"]),
        ("UserInterfaceIdiom", ["UIUserInterfaceIdiom"]),
        ("UserInterfaceLayoutDirection", ["UIUserInterfaceLayoutDirection"]),
        ("UserInterfaceLevel", ["UIUserInterfaceLevel"]),
        ("UserInterfaceStyle", ["UIUserInterfaceStyle"]),
        ("View", ["UIView"]),
        ("ViewController", ["UIViewController"]),
        ("ViewControllerAnimatedTransitioning", ["UIViewControllerAnimatedTransitioning"]),
        ("ViewControllerContextTransitioning", ["UIViewControllerContextTransitioning"]),
        ("ViewControllerInteractiveTransitioning", ["UIViewControllerInteractiveTransitioning"]),
        ("ViewControllerTransitionCoordinator", ["UIViewControllerTransitionCoordinator"]),
        ("ViewControllerTransitionCoordinatorContext", ["UIViewControllerTransitionCoordinatorContext"]),
        ("ViewControllerTransitioningDelegate", ["UIViewControllerTransitioningDelegate"]),
        ("Window", ["UIWindow"]),
    ]

    /// The library's modules, whose qualifiers a user never wrote (`'ProsceniumUIKit.UIView'`).
    static let modules = ["PresentationKit.", "ProsceniumUIKit.", "ProsceniumStage."]
    /// Modules the library stands in for under another name: Combine is OpenCombine here
    /// (`'OpenCombine.Published<Int>'` is the user's `Combine.Published<Int>`).
    static let renamedModules = [("OpenCombine.", "Combine.")]

    /// Words that say which of two UIKit names sharing an engine type a message means.
    static let secondNameWords = [
        "popover", "arrow", "sourceRect", "barButtonItem", "passthrough", "cgColor",
        "CGColor", "view(forKey", "ViewKey",
    ]

    private static let lookup: [String: [String]] = Dictionary(
        uikitNames.map { ($0.engine, $0.uikit) }, uniquingKeysWith: { first, _ in first })

    /// `message` with only UIKit's names: each "(aka '…')" the compiler adds after a UIKit alias
    /// dropped, the library's module qualifiers dropped, and each engine name inside a quoted
    /// type replaced by the UIKit name it stands for. A name the user's own files declare
    /// (`declared`: Movin's class `TimingCurve`) is theirs and kept.
    public static func respelled(_ message: String, declared: Set<String> = []) -> String {
        var text = dropAka(message)
        for module in modules { text = text.replacing(module, with: "") }
        for (module, spelled) in renamedModules { text = text.replacing(module, with: spelled) }
        let second = secondNameWords.contains { text.contains($0) }
        // Rewrite whole identifiers inside '…' spans only (prose is the compiler's), and not a
        // member after a dot (`UIView.AnimationOptions` names UIKit's nested type already).
        let chars = Array(text)
        var out = ""
        var inQuote = false
        var i = 0
        while i < chars.count {
            let c = chars[i]
            guard c.isLetter || c.isNumber || c == "_" else {
                if c == "'" { inQuote.toggle() }
                out.append(c)
                i += 1
                continue
            }
            var j = i
            while j < chars.count, chars[j].isLetter || chars[j].isNumber || chars[j] == "_" { j += 1 }
            let token = String(chars[i..<j])
            if inQuote, i == 0 || chars[i - 1] != ".", !declared.contains(token), let names = lookup[token] {
                out += second && names.count > 1 ? names[1] : names[0]
            } else {
                out += token
            }
            i = j
        }
        return out
    }

    /// "type 'UIView' (aka 'View')" → "type 'UIView'".
    static func dropAka(_ message: String) -> String {
        var text = message
        while let start = text.range(of: " (aka '") {
            let rest = String(text[start.upperBound...])
            guard let end = rest.range(of: "')") else { break }
            let endIndex = text.index(
                start.upperBound, offsetBy: rest.distance(from: rest.startIndex, to: end.upperBound))
            text.removeSubrange(start.lowerBound..<endIndex)
        }
        return text
    }
}
