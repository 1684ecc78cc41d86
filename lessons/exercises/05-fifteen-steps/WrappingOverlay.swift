// Lesson 5's exercise, from an empty file: the demo of "详解 iOS 8 UIPresentationController Custom
// Presentation" (axl411, Eleme, 2016), written whole by you. `check` at the prompt compiles this
// file, presents through your transitioning delegate, turns the phone to landscape and back,
// dismisses, and checks what happened on screen and what is left behind, never what your types are
// called. The file compiles unchanged in Xcode too.
import UIKit

// TODO: a presentation controller with a 40 % black veil that fades in alongside the transition,
// and a presented view that is a wrapper 50 points in from every edge, inside the veil, with the
// controller's own view inside it (returned from `presentedView`).
// TODO: an animator that zooms the wrapper from a fifth of its size and transparent to full size
// and opaque, on a spring (damping 0.5, no initial velocity) that lasts one second.
// TODO: a transitioning delegate that vends both.
// TODO: a layout pass, so that the veil and the wrapper follow the container when the phone turns.
// TODO: the dismissal: the veil fades out alongside it, and is taken away once it has happened
// (`dismissalTransitionDidEnd(_:)`), so that nothing is left in the container UIKit removes.
