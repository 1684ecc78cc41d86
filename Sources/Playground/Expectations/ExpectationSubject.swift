/// The properties of a named view an `expect` line may read (`presented.frame`), spelled as the
/// documentation spells them. The parser's list and the evaluator's switch both come from here,
/// so a property the parser knows cannot fall through to another one's reading.
enum ViewProperty: String, CaseIterable, Sendable {
    case frame
    /// One edge or size of the frame (`presented.frame.maxY`), for goals computed from a learner's own choices.
    case frameX = "frame.x"
    case frameY = "frame.y"
    case frameWidth = "frame.width"
    case frameHeight = "frame.height"
    case frameMaxX = "frame.maxX"
    case frameMaxY = "frame.maxY"
    case alpha, superview, transform, cornerRadius, hidden
    case colorAlpha = "color.alpha"
    case index, removed, exists, autoresizing
    /// Whether a finger put on the view reaches it or a subview (`tap VIEW` would land there), as
    /// UIKit's hit test decides: false when another view covers it everywhere.
    case touchable
}

/// The session-wide subjects an `expect` line may read (`phase`, `device.size`), the same way.
enum StateSubject: String, CaseIterable, Sendable {
    case phase, time, traits
    case traitsHorizontal = "traits.horizontal"
    case traitsVertical = "traits.vertical"
    case deviceSize = "device.size"
    case deviceModel = "device.model"
    case deviceOrientation = "device.orientation"
    case deviceIOS = "device.ios"
    case safeArea, presentation
    case presentationStyle = "presentation.style"
    case presentationEffectiveStyle = "presentation.effectiveStyle"
    case presentationController = "presentation.controller"
    case leftBehind
}
