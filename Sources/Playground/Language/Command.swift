import PresentationKit

/// A configuration change (`set ...`, `device`, `animator`, ...): what the articles write in code.
package enum Setting: Equatable, Sendable {
    case device(Device)
    /// `ios 17|18|26`: the release the app runs on, chosen before it runs.
    case ios(IOSRelease)
    case orientation(Orientation)
    case style(ModalPresentationStyle)
    case delegate(Bool)
    case delegateRetain(Bool)
    case frame(FrameSpec)
    case dimming(Double?)
    case dimmingTapDismiss(Bool)
    /// `set restore-presenter on|off`: whether the dismissal animator adds `view(forKey: .to)`.
    case restorePresenter(Bool)
    /// `set dimming autoresize on|off`: the dimming view's `autoresizingMask` (none, as `UIView()` has, by default).
    case dimmingAutoresize(Bool)
    case dimmingWraps(Bool)
    case layout(Bool)
    case cleanup(Bool)
    case corner(Double)
    case content(String)
    case wrapNavigation(Bool)
    case fullscreen(Bool)
    case removePresenter(Bool)
    case completeTransition(Bool)
    case completionSpeed(Double)
    case completionCurve(TimingCurve)
    case animator(AnimatorSpec, dismissOnly: Bool)
    case interactive(InteractiveMode)
    case adaptive(ModalPresentationStyle?)
    case names(NameStyle)
    /// `set theme default|high-contrast|light`: the stage look of what is drawn.
    case theme(Theme)
    /// `set drawing small|fit|N`: how large the phone is drawn.
    case drawing(DrawingSize)
    /// `set trace full|short|off`: how much of the trace a driving command prints.
    case traceLength(TraceLength)
    /// `slow N`, `slow off`: transitions replayed N times slower (`play`, the stage page).
    case slowMotion(Double)
    case sheetDetents([SheetDetentName])
    case sheetCustomDetent(Double?)
    case sheetGrabber(Bool)
    case sheetUndimmed(SheetDetentName?)
    case sheetCorner(Double?)
    case sheetEdgeAttached(Bool)
    case sheetDelegate(Bool)
    case modalInPresentation(Bool)
    case transitionStyle(ModalTransitionStyle)
    case popoverSource(PopoverSource?)
    case context(ContextSpec?)
    /// `navigation on|off`: the presenting screen inside a navigation controller.
    case navigation(Bool)
    /// `push animator …`: the navigation delegate's animator for pushes and pops.
    case pushAnimator(AnimatorSpec)
    /// `pop interactive [on|off]`: the navigation delegate drives pops with an interaction controller.
    case popInteractive(Bool)
    /// `zoom from X Y W H`, `zoom off`: a thumbnail on the presenting screen that the presented
    /// or pushed controller zooms from (`preferredTransition = .zoom`, iOS 18).
    case zoomSource(Rect?)
}

extension Setting {
    /// A sheet property the app also sets on the sheet already on screen, as UIKit code may at any
    /// time; `isModalInPresentation` too, which an app turns on and off as its draft changes.
    package var changesPresentedSheet: Bool {
        switch self {
        case .sheetDetents, .sheetCustomDetent, .sheetGrabber, .sheetUndimmed, .sheetCorner, .sheetEdgeAttached,
            .sheetDelegate, .modalInPresentation:
            return true
        default: return false
        }
    }
}

/// What UIKit is asked to do (`present`, `rotate`, `cancel at 0.5`, ...).
package enum Action: Equatable, Sendable {
    case present
    case dismiss
    /// `present --no-animation`, `dismiss --no-animation`: `animated: false`.
    case presentWithoutAnimation
    /// `present --on-top`: the presented controller presents another (a stack).
    case presentOnTop
    case dismissWithoutAnimation
    case tap(String)
    /// `tap X Y`: a tap at a point in window coordinates.
    case tapPoint(Point)
    /// `pan VIEW by DX DY [over T] [velocity VY]`: a finger put on the view, moved by the
    /// translation over `seconds` (the engine's default when nil), and lifted moving at `velocity`
    /// points a second down the screen (nil: the speed of its last movement).
    case pan(String, by: Point, over: Double?, velocity: Double? = nil)
    /// `push`: the app pushes onto the navigation controller on screen (loaded code: its method that pushes).
    case push
    /// `pop`: the user taps the back button (UIKit pops the navigation controller on screen).
    case pop
    /// `pan edge by DX [over T]`: the user's swipe from the leading edge, the interactive pop.
    case panEdge(by: Double, over: Double?)
    case rotate
    case resize(Size)
    /// `preferred-size W H`: the app sets the presented controller's `preferredContentSize`.
    case preferredSize(Size)
    /// `drag sheet to medium|large|custom`: the user drags the sheet to a detent; `drag sheet to
    /// dismiss`: the user swipes it down past the threshold.
    case dragSheet(SheetDetentName?)
    /// Start an interactive transition if none is waiting, drive it to `progress`, then finish or cancel.
    case driveTo(progress: Double, finish: Bool)
    case update(Double)
    case finish
    case cancel
}

/// What to show (`show`, `trace`, `state --json`, ...). Queries never change the session.
package enum Query: Equatable, Sendable {
    case layout
    case tree
    case trace
    case traceJSON
    case state(json: Bool, at: Double?)
    case explain
    /// `explain CALL`: why UIKit makes that call, and when it made it in the last transition.
    case explainCall(String)
    /// `explain --short`: the last transition's calls with one line of why each.
    case explainShort
    case config
    /// The Swift for what the session has built (`code`), or written to a file (`code --file NAME.swift`).
    case code(file: String?)
    /// Watching the last transition move: `play`, `scrub`, `film`, `timeline`, `curve`, exports.
    case motion(MotionQuery)
}

/// One parsed line.
package enum Command: Equatable, Sendable {
    case set(Setting)
    case act(Action)
    case query(Query)
    case expect(Expectation)
    /// A command a layer above the session declares and carries out (the lesson commands).
    case external(ExternalCommand)
    case file(SessionFileAction)
    case help(String?)
    case undo
    case redo
    case reset
    case history
    case quit
    /// A blank or comment-only line.
    case nothing

    /// Changes the session (so it is kept for undo, `--at` and replay).
    /// A setting the engine does not see until the next transition reads it: everything `set`
    /// changes but the screen (`device`, `orientation`, `ios`).
    package var changesOnlyConfiguration: Bool {
        guard case .set(let setting) = self else { return false }
        switch setting {
        case .device, .orientation, .ios: return false
        // It adds a child controller to the presenting screen.
        case .context: return false
        // The app sets them on the sheet on screen too (`Session.updatePresentedSheet`).
        case _ where setting.changesPresentedSheet: return false
        default: return true
        }
    }

    package var changesState: Bool { traits.changesState }
}

/// A command declared by a layer above the session (the lesson commands, which the Lessons
/// target adds to the table) and carried out by that layer: the session passes it by. Two are
/// equal when they are spelled alike: the spelling reads back to the same value.
package struct ExternalCommand: Equatable, Sendable {
    /// The layer's own value (a `LessonAction`).
    package let value: any Sendable
    /// The line that reads back to it.
    package let spelling: String

    package init(_ value: any Sendable, spelling: String) {
        self.value = value
        self.spelling = spelling
    }

    package static func == (a: ExternalCommand, b: ExternalCommand) -> Bool { a.spelling == b.spelling }
}
