#!/usr/bin/env bash
# End-to-end test of `load FILE.swift`, through the real binary, the real swiftc and the stage
# library built beside it (docs/load-design.md):
# - the phase-1 fixture (CardOverlay.swift) with an iOS-style file (`import Foundation`, `@objc`,
#   `#selector`) loads as the type named with `as`, presents, rotates and `tap dimming` reaches
#   the user's `@objc` handler, named as the app names it (its `print` shows); the trace names
#   the user's types and the handler;
# - an interactor's `@objc` pan handler (SwipeToDismiss.swift) is driven by `pan`: a short drag
#   cancels the user's interactive dismissal, a fling finishes it;
# - a bottom sheet laid out with Auto Layout (AnchoredSheet.swift: visual format, anchors, a
#   UILabel, a property animator) presents and rotates with its views where the constraints put
#   them, and its one inequality, already met, binds nothing and is not noted;
# - the user's finger on a loaded sheet (SwipedSheet.swift): its delegate hears the detent
#   changes, and its WillDismiss animates alongside the swipe's dismissal;
# - navigation in UIKit's own API: a delegate's fade push and pop, UIKit's push with willShow and
#   didShow and its edge swipe, the app's own edge swipe driving a percent-driven pop, and iOS 18's
#   zoom from a thumbnail, presented and pushed;
# - a menu in a sheet (TableSheet.swift): a table's rows drawn as cells under a section title,
#   and a tap on a row reaching the delegate's `tableView(_:didSelectRowAt:)`;
# - a language picker in a sheet (CollectionSheet.swift): a list-layout collection view's items
#   drawn as cells named after them, and a tap on one reaching `collectionView(_:didSelectItemAt:)`;
# - the system pickers (SystemPickers.swift): the colour, document and photo pickers presented in
#   turn, each delegate told of the user's swipe and not of the app's dismiss;
# - `run --load` and `check --load` run a scene against the user's code;
# - one line each: several candidates (both named), nothing to run, a compile error on the user's
#   own line and column (after a `#selector` rewrite on the same line), no swiftc on PATH;
# - an extension's override of a UIKit member runs, forwarded from the class's body; one of a
#   member our UIKit lacks is refused at the member's own line and column;
# - a trap in the user's code is reported with the user's file and line, and the session goes on
#   where it was; an endless loop is stopped at the time limit, and the session goes on;
# - a second load of the same files compiles nothing (the cache), and `load FILE` of a saved
#   session still replays it.
# Usage: Tests/e2e/load.sh [path/to/proscenium]
set -u

BIN=${1:-.build/debug/proscenium}
if [ ! -x "$BIN" ]; then
    echo "load.sh: no executable at $BIN (build first, or pass its path)" >&2
    exit 2
fi
if ! command -v swiftc >/dev/null 2>&1; then
    echo "load.sh: swiftc is not on PATH" >&2
    exit 2
fi
BIN=$(cd "$(dirname "$BIN")" && pwd)/$(basename "$BIN")
REPO=$(cd "$(dirname "$0")/../.." && pwd)
FIXTURE=$REPO/Tests/ProsceniumUIKitTests/Fixtures/CardOverlay.swift
HERE=$REPO/Tests/e2e/load
DIR=$(mktemp -d "${TMPDIR:-/tmp}/proscenium-load.XXXXXX")
trap 'rm -rf "$DIR"' EXIT
export XDG_STATE_HOME=$DIR/state
. "$(dirname "$0")/checks.sh"
cd "$DIR" || exit 2

contains() { grep -qF -- "$2" "$1"; }
lacks() { ! grep -qF -- "$2" "$1"; }
# in_order FILE LINE...: the lines are in FILE, whole, in that order (others between them).
in_order() {
    local file=$1
    shift
    printf '%s\n' "$@" | awk 'NR == FNR { want[++n] = $0; next } k < n && $0 == want[k + 1] { k++ } END { exit !(k == n) }' - "$file"
}

# The card with a tap-to-dismiss dimming view, written for iOS.
cat > tap.scene <<SCENE
load $FIXTURE $HERE/TapToDismiss.swift
load $FIXTURE $HERE/TapToDismiss.swift as TapToDismissDelegate
present
expect presented.frame == 30 30 315 607
rotate
expect presented.frame == 30 30 607 315
tap dimming
expect phase == idle
expect trace has presentationController.handleDimmingTap(_:)
SCENE
"$BIN" run tap.scene > tap.out 2>&1
check "a screen whose presenting method's parameters all have defaults is the one run" contains tap.out \
    "loaded CardHostViewController from 2 files"
check "load … as TypeName loads the one named" contains tap.out "loaded TapToDismissDelegate from 2 files"
check "the trace names the user's presentation controller" contains tap.out "TapToDismissPresentationController"
check "tap dimming reaches the user's @objc handler" contains tap.out "the user's handler ran"
check "every expectation about the user's code holds" lacks tap.out "✗"
check "the present, rotate and tap expectations all ran" test "$(grep -c '✓' tap.out)" -eq 4

# A veil the code calls `backdrop`: `tap dimming` reaches it and says so (issue 37 §3).
cat > backdrop.scene <<SCENE
load $HERE/Backdrop.swift
present
tap dimming
expect phase == idle
SCENE
"$BIN" run backdrop.scene > backdrop.out 2>&1
check "tap dimming reaches a veil the code named backdrop, and says so" eval \
    'grep -qF "\`dimming\`: the shaded view, which your code calls \`backdrop\`" backdrop.out &&
     grep -q "✓ expect phase == idle" backdrop.out'

# A demo's note may name the loaded code's own method as it names UIKit's calls (issue 37 §3): the
# stage's short trace keeps `backdropTapped(_:)` in view at the pause, and the pre-check tells
# when more output pushes it off (before, a loaded method was no call to the pre-check at all).
cat > backdrop-kept.demo <<DEMO
load $HERE/Backdrop.swift
present
#say Tap the veil: the app's backdropTapped() dismisses.
tap dimming
#pause
DEMO
cat > backdrop-lost.demo <<DEMO
load $HERE/Backdrop.swift
present
#say Tap the veil: the app's backdropTapped() dismisses.
tap dimming
explain --short
present
#pause
DEMO
"$BIN" check backdrop-kept.demo > backdrop-kept.out 2>&1; kept=$?
"$BIN" check backdrop-lost.demo > backdrop-lost.out 2>&1; lost=$?
check "a note naming the loaded code's method: kept on screen by the stage's short trace" \
    test "$kept" = 0
check "and the pre-check says when it scrolled off" eval \
    'test "$lost" = 1 && grep -qF "backdrop-lost.demo:3:1: error: the note names \`backdropTapped\`, but the screen at 80x24 does not show it at the #pause on line 7: it was called, then scrolled off" backdrop-lost.out'

# The card dismissed by a drag, written for iOS: an interactor's @objc pan handler, reached by
# `pan` through began, changed and ended (its print shows the velocity at the lift).
cat > swipe.scene <<SCENE
load $FIXTURE $HERE/SwipeToDismiss.swift as SwipeToDismissDelegate
present
pan presented by 0 60
expect phase == presented
expect trace.last has context.cancelInteractiveTransition()
pan presented by 0 400 over 0.25
expect phase == idle
expect trace has target.handleSwipe(_:)
SCENE
"$BIN" run swipe.scene > swipe.out 2>&1
check "pan reaches the user's @objc pan handler, which reads translation and velocity" contains swipe.out \
    "lifted at 9% moving 120 points a second"
check "a fling finishes the user's interactive dismissal" contains swipe.out \
    "lifted at 65% moving 1600 points a second"
check "every pan expectation about the user's code holds" lacks swipe.out "✗"
check "the pan expectations all ran" test "$(grep -c '✓' swipe.out)" -eq 4

# A bottom sheet laid out with Auto Layout, written for iOS: the dimming view pinned with visual
# format, a grabber and a UILabel pinned with anchors, a property animator sliding the sheet.
# (`expect` names only the playground's views; the user's others are read from `state --json`.)
cat > sheet.scene <<SCENE
load $HERE/AnchoredSheet.swift
present
expect dimming.frame == 0 0 375 667
expect presented.frame == 0 333.5 375 333.5
state --json
rotate
expect dimming.frame == 0 0 667 375
state --json
export svg sheet.svg
tap dimming
expect phase == idle
SCENE
"$BIN" run sheet.scene > sheet.out 2>&1
check "constraints lay out the user's views on present and rotate" lacks sheet.out "✗"
check "the sheet's expectations all ran" test "$(grep -c '✓' sheet.out)" -eq 4
check "anchors centre the grabber in the sheet" contains sheet.out '"grabber":{"frame":[169.5,6,36,5]'
check "a label takes its text's size below the grabber" contains sheet.out '"caption":{"frame":[165,23,45,20]'
check "after the rotation the grabber is centred again" contains sheet.out '"grabber":{"frame":[315.5,6,36,5]'
check "export writes a picture of the user's code (the stage draws it)" contains sheet.out "wrote sheet.svg (SVG"
check "… with the sheet's layer shadow under it" grep -q "feGaussianBlur" sheet.svg
check "state --json says the sheet casts a shadow" contains sheet.out '"shadow":{"color":"black","opacity":0.2'
check "an inequality the layout already meets binds nothing and is not noted" \
    lacks sheet.out "constraint(lessThanOrEqualTo:constant:)"

# A folder whose only way in is a library helper: the screen calls `presentLowerHalf(_:)`, which
# presents from another file; `load` follows the call, and `as Type.method` names the method.
cat > helper.scene <<SCENE
load $HERE/helper
present
expect presented.frame == 0 333.5 375 333.5
expect trace has presentationController.frameOfPresentedViewInContainerView
dismiss
expect phase == idle
load $HERE/helper as FiltersScreen.tidy
present
SCENE
"$BIN" run helper.scene > helper.out 2>&1
check "a folder whose only way in is a helper loads its screen" contains helper.out \
    "loaded FiltersScreen from 2 files"
check "… and presents through the helper, with the library's presentation controller" lacks helper.out "✗"
check "… every expectation ran" test "$(grep -c '✓' helper.out)" -eq 3
check "the trace names the library's presentation controller" contains helper.out "LowerHalfController"
check "as Type.method names the method to present through (this one presents nothing)" contains helper.out \
    "your presenting method ran and presented nothing"

# Loaded code sees only UIKit's names: an app's subclasses of UIView, UIViewController and
# UIPresentationController declaring every name the engine has and UIKit does not compile.
cat > names.scene <<SCENE
load $HERE/OwnNames.swift
present
expect presented.frame == 20 200 335 240
SCENE
"$BIN" run names.scene > names.out 2>&1
check "subclasses declaring the engine's own names compile and load" contains names.out \
    "loaded BadgeScreen from"
check "… and present with the app's presentation controller" contains names.out "✓ expect presented.frame"

# What real presentation code uses, pinned by fixtures of our own in its style: a form in a
# navigation controller above the keyboard (NotificationCenter, UIApplication.shared, child
# controllers, C math, os.log, #if os(iOS), preferredContentSizeDidChange) ...
cat > form.scene <<SCENE
load $HERE/KeyboardAwareSheet.swift
present
expect presented.frame == 0 267 375 400
expect trace has presentationController.preferredContentSizeDidChange(forChildContentContainer:)
SCENE
"$BIN" run form.scene > form.out 2>&1
check "a navigation controller's root is its top controller and its child" contains form.out \
    "form is the top of 1 and a child: true"
check "UIApplication.shared has the key window" contains form.out "key window's bottom inset 0"
check "a preferredContentSize change reaches the presentation controller, and os_log prints" contains form.out \
    "preferred height now 400"
check "a posted keyboard notification reaches the @objc observer with its userInfo" contains form.out \
    "keyboard at 216 points"
check "the form's expectations hold" test "$(grep -c '✓' form.out)" -eq 2
# ... and a sheet over a scroll view (KVO of contentOffset, a gesture delegate, a pan subclass
# failing itself from touchesMoved, UIPanGestureRecognizer() with addTarget, convert(_:to:)).
cat > scroll.scene <<SCENE
load $HERE/ScrollAwareSheet.swift
present
pan presented by 150 0
expect phase == presented
expect trace.last lacks handlePan
pan presented by 0 150
expect phase == idle
expect trace has target.gestureRecognizerShouldBegin(_:)
SCENE
"$BIN" run scroll.scene > scroll.out 2>&1
check "key-value observation of contentOffset reports old and new" contains scroll.out "content offset 120 → 0"
check "convert(_:to:) maps a point into the container" contains scroll.out "sheet corner in the container at 10,10"
check "a sideways drag fails the vertical pan; a downward one asks the delegate and dismisses" lacks scroll.out "✗"
check "… all four expectations ran" test "$(grep -c '✓' scroll.out)" -eq 4

# Navigation in UIKit's own API: a list screen whose navigation delegate fades (FadePush.swift),
# put in a navigation controller by the stage, pushes with its own animator and pops with it; a
# settings screen (SettingsPush.swift) pushes with UIKit's own slide through show(_:sender:), its
# delegate hears willShow and didShow, and the edge swipe pops it: let go short it comes back.
cat > fade-push.scene <<SCENE
load $HERE/FadePush.swift
push
expect trace has delegate.navigationController(_:animationControllerFor:from:to:)
expect trace has animator.animateTransition(using:)
expect pushed.alpha == 0 at 0
expect pushed.alpha == 1
pop
expect trace has delegate.navigationController(_:animationControllerFor:from:to:)
expect presenting.alpha == 1
SCENE
"$BIN" run fade-push.scene > fade-push.out 2>&1
check "a controller that pushes is put in a navigation controller and push runs its method" contains fade-push.out \
    "loaded RecipeListViewController from"
check "the navigation delegate's fade runs for the push and for the pop" contains fade-push.out "faded in for a pop"
check "… the fade's expectations hold" test "$(grep -c '✓' fade-push.out)" -eq 6
cat > settings-push.scene <<SCENE
load $HERE/SettingsPush.swift
push
expect trace has delegate.navigationController(_:willShow:animated:)
expect trace has pushed.didMove(toParent:)
pan edge by 60 over 0.3
expect trace has interactionController.cancel()
pan edge by 250
expect trace has interactionController.finish()
expect trace has pushed.didMove(toParent:)
SCENE
"$BIN" run settings-push.scene > settings-push.out 2>&1
check "UIKit's own push: viewWillAppear, then willShow, then didMove, then didShow" in_order settings-push.out \
    "account will appear" "will show Account (animated: true)" "account joined the stack" "did show Account, 2 deep"
check "an edge swipe let go short comes back: didShow names the controller that stayed" in_order settings-push.out \
    "did show Account, 2 deep" "will show Settings (animated: true)" "did show Account, 2 deep"
check "… a longer one pops: the controller leaves the stack" contains settings-push.out "account left the stack"
check "… the navigation expectations hold" test "$(grep -c '✓' settings-push.out)" -eq 5

# The app's own edge swipe (EdgeSwipePop.swift): a coordinator's percent-driven interaction,
# driven by the message screen's UIScreenEdgePanGestureRecognizer, which `pan edge` reaches
# before UIKit's own (turned off): let go short it cancels, past 40 % it finishes.
cat > edge-swipe.scene <<SCENE
load $HERE/EdgeSwipePop.swift
push
pan edge by 60 over 0.3
expect pushed.frame == 0 0 375 667
expect trace.last has context.cancelInteractiveTransition()
pan edge by 250 over 0.4
expect pushed removed
expect trace.last has context.finishInteractiveTransition()
expect trace has target.handleEdge(_:)
SCENE
"$BIN" run edge-swipe.scene > edge-swipe.out 2>&1
check "the app's own screen-edge pan drives its percent-driven pop: short, cancelled; long, finished" in_order \
    edge-swipe.out "swipe cancelled at 16 %" "swipe finished at 66 %"
check "… the edge swipe's expectations hold" test "$(grep -c '✓' edge-swipe.out)" -eq 5

# iOS 18's zoom in UIKit's own API (ZoomThumbnail.swift): a grid whose photo zooms out of a
# thumbnail, presented and pushed; the source view provider is asked at each end.
cat > zoom.scene <<SCENE
load $HERE/ZoomThumbnail.swift
present
expect presented.frame == 20 120 100 100 at 0
expect presented.frame == 0 0 375 667
expect thumbnail.hidden == true at 0.2
dismiss
expect presented.frame.width < 375 at 0.2
push
expect pushed.frame == 20 120 100 100 at 0
expect pushed.frame == 0 0 375 667
pop
expect trace.last has target.sourceViewProvider(_:) → thumbnail
SCENE
"$BIN" run zoom.scene > zoom.out 2>&1
check "a controller that presents and pushes is run by both methods, in a navigation controller" contains zoom.out \
    "loaded GridViewController from"
check "the zoom asks the source view provider at the presentation and at the dismissal" in_order zoom.out \
    "source view asked (1) for PhotoViewController" "source view asked (2) for PhotoViewController"
check "… the zoom's expectations hold" test "$(grep -c '✓' zoom.out)" -eq 7

# A display link steps an animator's own spring on the engine's clock until it completes.
cat > link.scene <<SCENE
load $HERE/DisplayLinkAnimator.swift
present
expect phase == presented
expect presented.frame == 0 367 375 300
SCENE
"$BIN" run link.scene > link.out 2>&1
check "a CADisplayLink steps the user's spring until the sheet settles" contains link.out "settled after 46 frames"
check "… and the transition completes where the spring stopped" test "$(grep -c '✓' link.out)" -eq 2

# A popover configured through popoverPresentationController, its delegate answering only the
# one-argument adaptivePresentationStyle(for:), the idiom from UIDevice.
cat > popover.scene <<SCENE
load $HERE/PopoverOptions.swift
present
expect phase == presented
SCENE
"$BIN" run popover.scene > popover.out 2>&1
check "a delegate with only adaptivePresentationStyle(for:) is asked" contains popover.out "asked for the style"
check "UIDevice says an iPhone is a phone" contains popover.out "idiom phone"
check "the popover is modelled (issue 24), so no stand-in note is said" test \
    "$(grep -c 'note: popoverPresentationController' popover.out)" -eq 0
check "… and it presents as a popover" contains popover.out "· popover ·"
check "… and the popover presents" contains popover.out "✓ expect phase == presented"

# A detail presented over the current context of a child panel that defines the context and
# provides its transition style: it covers the panel's frame only, and the panel's view leaves.
cat > context.scene <<SCENE
load $HERE/ContextPanel.swift
present
expect phase == presented
expect presentation.style == currentContext
expect container.frame == 20 120 280 300
expect trace has presentationController.shouldRemovePresentersView → true
SCENE
"$BIN" run context.scene > context.out 2>&1
check "the panel that defines the context presents, and parent is kept" contains context.out \
    "presented by the panel, the panel's parent is the screen: true"
check "currentContext removes the panel's view, with its appearance calls" contains context.out \
    "the panel's view left the window"
check "… and covers the panel's frame only" test "$(grep -c '✓' context.out)" -eq 4

# A titled sheet as a design-system library writes one: a stack view, an attributed title with a
# paragraph style, UIFontMetrics, a swipe recogniser named by a bare #selector, a symbol image.
cat > titled.scene <<SCENE
load $HERE/TitledSheet.swift
present
expect phase == presented
dismiss
expect phase == idle
SCENE
"$BIN" run titled.scene > titled.out 2>&1
check "an attributed title keeps its runs, its string and a kerned NSRange" contains titled.out \
    "title FILTERS in 2 spans, kerned FIL"
check "UIFontMetrics and the font's metrics give a positive baseline offset" contains titled.out \
    "baseline offset above zero: true"
check "the traits have the default content size and regular legibility" contains titled.out \
    "category true, weight true"
check "a vertical stack puts the content under the header, 8 points apart" contains titled.out \
    "content at y 52, 375 wide, 585 high"
check "NSDirectionalRectEdge and UIOffset are UIKit's values" contains titled.out "pinned on 3 edges, nudged -2"
check "the swipe recogniser's stand-in is said once" test \
    "$(grep -c 'note: UISwipeGestureRecognizer: swipes are not modelled' titled.out)" -eq 1
check "… and the sheet presents and dismisses" test "$(grep -c '✓' titled.out)" -eq 2

# A menu of actions in a sheet (TableSheet.swift): a table that is its controller's data source
# and delegate shows a cell per row, dequeued from a registered subclass, under its section's
# title; a tap on a row reaches the delegate, which dismisses the sheet.
cat > table.scene <<SCENE
load $HERE/TableSheet.swift
present
tap "row 0.2"
expect phase == idle
expect trace has app.tableView(_:didSelectRowAt:)
expect trace order target.selectTappedRow(_:) < app.tableView(_:didSelectRowAt:)
SCENE
"$BIN" run table.scene > table.out 2>&1
check "a table in a sheet draws its section's title above its rows" contains table.out \
    'header 0    {0, 30, 375, 28}  "Actions"'
check "… and its rows top to bottom at its row height, each a cell named after its row" contains table.out \
    'row 0.2     {0, 170, 375, 56}'
check "each row's cell carries its labels' text and its checkmark" contains table.out '"Duplicate ✓ Make another"'
check "a tap on a row reaches the delegate's didSelectRowAt, which dismisses the sheet" contains table.out \
    "chose Delete, 3 rows shown"
check "… and every expectation about the selection holds" test "$(grep -c '^✓ expect' table.out)" -eq 3

# A language picker in a sheet (CollectionSheet.swift): a collection view controller with a list
# layout, its cells from a cell registration through a diffable data source; the rows are list
# cells named after their items, the chosen one drawn with its checkmark, and a tap on an item
# reaches the controller's didSelectItemAt, which moves the checkmark. A flow-layout grid of a
# registered cell class sizes its items by the delegate.
cat > collection.scene <<SCENE
load $HERE/CollectionSheet.swift as CollectionSheetHost
present
state --json
tap "item 0.2"
expect phase == presented
expect trace has app.collectionView(_:didSelectItemAt:)
expect trace order target.selectTappedItem(_:) < app.collectionView(_:didSelectItemAt:)
load $HERE/CollectionSheet.swift as SwatchGridHost
present
state
SCENE
"$BIN" run collection.scene > collection.out 2>&1
check "a list-layout collection view in a sheet names each item's cell after it in state --json" contains \
    collection.out '"item 0.3":{"frame":'
check "… draws each row full width, the chosen one with its checkmark" contains collection.out '"English ✓"'
check "a tap on an item reaches the controller's didSelectItemAt, which moves the checkmark" contains \
    collection.out "chose Français, 4 items, 1 checked"
check "… and every expectation about the selection holds" test "$(grep -c '^✓ expect' collection.out)" -eq 3
check "a flow layout places the delegate's sizes in rows inside the section inset" contains collection.out \
    'item 0.0    {16, 46, 100, 80}  "Red"'

# Members declared in an extension and overridden (an animator base adopting the protocol in an
# extension, a property added to UIView and overridden on UIScrollView and on an app's view that
# calls super): Swift on Linux refuses such overrides, so `load` writes the dispatch out.
cat > overrides.scene <<SCENE
load $HERE/ExtensionOverrides.swift
present
expect phase == presented
expect trace has animationController(forPresented:presenting:source:) → SheetRiseAnimator
dismiss
expect phase == idle
SCENE
"$BIN" run overrides.scene > overrides.out 2>&1
check "an override of an extension's property runs, and its super call reaches the extension's" contains \
    overrides.out "sheet height 244; scroll view says 321"
check "the subclass's animateTransition runs where the base declared it in an extension" test \
    "$(grep -c '✓' overrides.out)" -eq 3
check "the sheet lands where the overriding property put it" contains overrides.out "{0, 423, 375, 244}"

# Overrides of UIKit's members written in an extension of the app's class (PopupDialog's
# `viewDidLayoutSubviews()`): `load` forwards them from the class's body, where Swift on Linux
# takes them. One our UIKit lacks is refused at the user's line and column, not at the class's
# closing brace (line 15 of ForwardedOverrides.swift) where its forwarder is.
cat > forwarded.scene <<SCENE
load $HERE/ForwardedOverrides.swift
present
expect phase == presented
SCENE
"$BIN" run forwarded.scene > forwarded.out 2>&1
check "an extension's override of viewDidLayoutSubviews() loads" contains forwarded.out "loaded PopupHost from"
check "… and runs, reached through its forwarder" contains forwarded.out \
    "viewDidLayoutSubviews, overridden in an extension, put the card at"
check "… and the popup presents" contains forwarded.out "✓ expect phase == presented"
"$BIN" run --quiet - > forwarded-missing.out 2>&1 <<SCENE
load $HERE/ForwardedOverrides.swift $HERE/ForwardedMissing.swift
SCENE
check "an extension's override of a member our UIKit lacks is refused at the member's line and name" contains \
    forwarded-missing.out \
    "$HERE/ForwardedMissing.swift:8:18: property does not override any property from its superclass"
said=$(grep -cF "$HERE/ForwardedMissing.swift:10:48: cannot find type 'UIFocusMovementHint' in scope" forwarded-missing.out)
check "… a type of its signature our UIKit lacks, once, where the user wrote it" test "$said" -eq 1
check "… and nothing is said at the class's closing brace, where the forwarders are" lacks forwarded-missing.out \
    "ForwardedOverrides.swift:15:"

# The user's finger on a sheet whose controller is its own sheet delegate (issue 32): the drags
# up and back change its detent, which it hears; the swipe down dismisses it, and its
# WillDismiss finds the transition coordinator and fades the presenter alongside.
cat > swiped.scene <<SCENE
load $HERE/SwipedSheet.swift
present
pan presented by 0 -400
expect presented.frame.y == 30
pan presented by 0 300
pan presented by 0 600
expect phase == idle
expect presenting.alpha == 0.5
SCENE
"$BIN" run swiped.scene > swiped.out 2>&1
check "the finger moves a loaded sheet between detents, and its delegate hears each change" eval \
    'contains swiped.out "now at large, top 30" && contains swiped.out "now at medium, top 348"'
check "… the swipe down reaches WillDismiss with a transition coordinator, then DidDismiss" eval \
    'contains swiped.out "will dismiss, with a coordinator: true" && contains swiped.out "did dismiss"'
check "… and the block it animates alongside the dismissal runs" test "$(grep -c '✓' swiped.out)" -eq 3

# Optional requirements that return a value: the content that implements one answers it, one
# that does not answers nil (the Objective-C runtime's answer), and the caller's fallback holds.
cat > optional-answers.scene <<SCENE
load $HERE/OptionalAnswers.swift
present
expect presented.frame == 0 500.25 375 166.75
SCENE
"$BIN" run optional-answers.scene > optional-answers.out 2>&1
check "an implemented optional requirement answers with its value" contains optional-answers.out \
    "asked the content: 166 points; hides dimming: false"
check "… and the frame it gave is the presented view's" contains optional-answers.out \
    "✓ expect presented.frame == 0 500.25 375 166.75"

# perform(_:with:afterDelay:) on the engine's clock: a toast that hides itself two seconds after
# it appeared is dismissed at 2.5 s (0.5 s cross-dissolve, then 2 s) within the same `present`.
cat > toast.scene <<SCENE
load $HERE/SelfHidingToast.swift
present
expect phase == idle
expect trace has dismiss(animated:completion:)
trace
SCENE
"$BIN" run toast.scene > toast.out 2>&1
check "a delayed perform sends its message on the engine's clock" contains toast.out \
    " 2.500  presenting              dismiss(animated: true, completion: nil)"
check "… and a presentation gone by the end of \`present\` is not 'presented nothing'" test \
    "$(grep -c '✓' toast.out)" -eq 2

# Scene and responder idioms: a scene delegate kept on the one scene, the window's undo manager,
# window levels and window-to-window conversion.
cat > scenes.scene <<SCENE
load $HERE/SceneIdioms.swift as ScenesHost
present
expect phase == presented
SCENE
"$BIN" run scenes.scene > scenes.out 2>&1
check "a scene delegate is kept on the model's one scene" contains scenes.out \
    "scene delegate kept: true, role app: true"
check "a view shares its window's undo manager, and undo runs the registered action" \
    eval 'contains scenes.out "undo manager shared: true" && contains scenes.out "undone count: 0"'
check "window levels compare, and a window's point converts to the screen's" \
    eval 'contains scenes.out "levels ordered: true" && contains scenes.out "overlay point on screen: 11.0, 22.0"'

# An animator vending an interruptible animator (UIViewImplicitlyAnimating) and starting it.
cat > fade.scene <<SCENE
load $HERE/InterruptibleFade.swift
present
expect phase == presented
expect presented.alpha == 1
SCENE
"$BIN" run fade.scene > fade.out 2>&1
check "interruptibleAnimator(using:) vends a property animator that completes the transition" contains fade.out \
    "fade ended: true"
check "… at full alpha" test "$(grep -c '✓' fade.out)" -eq 2

# Swift 6 syntax: access-level imports, `any`, MainActor.assumeIsolated.
printf 'load %s\npresent\nexpect phase == presented\n' "$HERE/Swift6Syntax.swift" | "$BIN" run - > swift6.out 2>&1
check "Swift 6 syntax loads and presents" contains swift6.out "✓ expect phase == presented"

# Swift 6 code's screen: a `@MainActor` class's `#selector` action runs (the rewritten selector
# calls it on the main actor), its `async` method is passed over for the plain one, and a tap
# flips a switch made with a primary action.
cat > main-actor.scene <<SCENE
load $HERE/MainActorScreen.swift as MainActorScreen
present
tap "loud"
tap "closeButton"
expect phase == idle
SCENE
"$BIN" run main-actor.scene > main-actor.out 2>&1
check "a @MainActor screen loads and presents by its plain method" contains main-actor.out "present(MainActorSheet"
check "… a tap on its switch runs the switch's primary action" contains main-actor.out "loud is on"
check "… and its close button's #selector action dismisses" contains main-actor.out "✓ expect phase == idle"

# An alert and an action sheet as apps present them (UIAlertController, UIAlertAction): each
# presents through the engine (traced as a custom presentation with the alert's own presentation
# controller), draws its buttons as views named by their titles, and a tap on a button's point
# dismisses it and then runs the action's handler (its print shows; the trace has it). A tap
# outside the action sheet is its cancel action; on an iPad the action sheet is a popover from
# the source the screen gave.
cat > alert.scene <<SCENE
load $HERE/AlertAndActionSheet.swift as DraftScreen
present
expect phase == presented
expect presentation.controller == AlertPresentationController
state --json
tap 255 383
expect phase == idle
expect trace has app.handler(_:)
load $HERE/AlertAndActionSheet.swift as PhotoScreen
present
expect presented.frame == 8 480 359 179
state
tap 187 508
expect phase == idle
present
tap dimming
expect phase == idle
device ipad
present
expect presentation.style == popover
SCENE
"$BIN" run alert.scene > alert.out 2>&1
check "the alert's buttons are views named by their titles, side by side, cancel first" contains alert.out \
    '"Cancel":{"frame":[0,79.294118,135,44]'
check "… and the destructive action beside it" contains alert.out '"Delete":{"frame":[135,79.294118,135,44]'
check "a tap on an alert's button runs its handler after the dismissal" contains alert.out \
    "Delete chosen; alert gone: true"
check "the action sheet draws its cancel button apart, last" contains alert.out "Cancel      {8, 602, 359, 57}"
check "a tap on an action sheet's row runs that row's handler" contains alert.out "camera opens"
check "a tap outside the action sheet runs its cancel action" contains alert.out "no photo"
check "on an iPad the action sheet is a popover from the source" contains alert.out "Choose Photo {10, 194, 304, 57}"
check "… without its cancel row" lacks alert.out "Cancel      {10,"
check "every alert expectation holds" lacks alert.out "✗"
check "the alert expectations all ran" test "$(grep -c '✓' alert.out)" -eq 8
# A teacher's script names the button, not its point: `tap "TITLE"` reaches any view of loaded code
# by the name `state` gives it.
cat > alert-named.scene <<SCENE
load $HERE/AlertAndActionSheet.swift as DraftScreen
present
tap "Delete"
expect phase == idle
present
tap "Archive"
SCENE
"$BIN" run alert-named.scene > alert-named.out 2>&1
check "tap \"Delete\" taps the alert's button by its title" eval \
    'grep -q "Delete chosen; alert gone: true" alert-named.out && grep -q "✓ expect phase == idle" alert-named.out'
check "… and a title on no button is one error line" contains alert-named.out \
    "alert-named.scene:6:1: error: \`Archive\` is not on screen"

# run --load and check --load: the same scene against the user's code and the playground's.
cat > card.scene <<'SCENE'
present
expect presented.frame == 30 30 315 607
expect trace has delegate.animationController(forPresented:presenting:source:)
SCENE
check "check --load passes a scene pinned to the user's code" \
    bash -c "'$BIN' check --load '$FIXTURE' card.scene >/dev/null"
check "the same scene fails against the playground's own controller" \
    bash -c "! '$BIN' check card.scene >/dev/null"
"$BIN" run --load "$DIR/nothing-here.swift" card.scene > missing.out 2>&1
check "run --load of a missing file exits 2" test $? -eq 2
check "… saying which file" contains missing.out "error: --load: cannot read $DIR/nothing-here.swift"

# Compile errors on the user's own lines and columns.
"$BIN" run --quiet - > broken.out 2>&1 <<SCENE
load $HERE/Broken.swift
SCENE
check "a compile error names the user's file, line and column" contains broken.out \
    "$HERE/Broken.swift:6:22: cannot convert value of type 'String' to specified type 'Int'"
check "a column after a #selector rewrite is the user's" contains broken.out \
    "$HERE/Broken.swift:8:56: cannot find 'undefinedThing' in scope"

cat > plain.swift <<'SWIFT'
import UIKit
struct NothingToPresent {}
SWIFT
echo "load plain.swift" | "$BIN" run --quiet - > plain.out 2>&1
check "nothing to run, in one line" contains plain.out "nothing to run in plain.swift"
check "… saying what it looked at and what would work" contains plain.out \
    "looked at no class; \`load\` runs a view controller with an init() and a method without parameters"

echo "load $FIXTURE" | env PATH=/usr/bin:/bin "$BIN" run --quiet - > nocompiler.out 2>&1
if command -v -p swiftc >/dev/null 2>&1 && [ -x /usr/bin/swiftc ]; then
    echo "ok - no swiftc on PATH (skipped: /usr/bin has one)"
else
    check "no swiftc on PATH says how to get it" contains nocompiler.out "no swiftc on PATH"
fi

# Containment: a trap and an endless loop in the user's code.
cat > bad.scene <<SCENE
load $HERE/Misbehaving.swift
present
rotate
expect phase == presented
expect presented.frame == 0 0 375 667
dismiss
expect phase == presented
SCENE
PROSCENIUM_LOAD_TIME_LIMIT=1 "$BIN" run --quiet bad.scene > bad.out 2>&1
check "a trap is reported with the user's file and line" contains bad.out \
    "\`rotate\` stopped your code: $HERE/Misbehaving.swift:11: Fatal error: no landscape, please"
check "an endless loop is stopped at the time limit" contains bad.out \
    "\`dismiss\` stopped your code: it ran longer than 1 s (an endless loop?)"
check "after each, the session is where it was" lacks bad.out "✗"

# A trap inside the standard library (an animator reading past the end of an array) still names
# the user's file, line and method, from the runtime's backtrace of the stage.
printf 'load %s\npresent\n' "$HERE/TrappingAnimator.swift" | "$BIN" run --quiet - > trap.out 2>&1
check "a trapping animator's report names the user's file and line" contains trap.out \
    "Fatal error: Index out of range (in KeyframeAnimator.animateTransition(using:) at $HERE/TrappingAnimator.swift:20)"

# The cache: a second load compiles nothing new.
before=$(ls "$XDG_STATE_HOME/proscenium/load-cache" | wc -l)
"$BIN" check --load "$FIXTURE" card.scene > /dev/null 2>&1
after=$(ls "$XDG_STATE_HOME/proscenium/load-cache" | wc -l)
check "a second load of the same file uses the cache" test "$before" -eq "$after"

# A saved session still loads as one.
printf 'present\nsave %s\n' "$DIR/saved.scene" | "$BIN" run --quiet - > /dev/null 2>&1
printf 'load %s\nexpect phase == presented\n' "$DIR/saved.scene" | "$BIN" run --quiet - > saved.out 2>&1
check "load FILE of a saved session replays it" test ! -s saved.out

# Issue 31's everyday idioms, written as Xcode takes them: `init()` without `override`, a
# `@MainActor` controller, UIAction and a bar button item's primary action, trait registration,
# the trait's idiom, the scene's orientation, a blur in each shape, UITextView, String(localized:),
# the keyboard layout guide, divided(atDistance:from:), Timer, overridden clipsToBounds and
# completionSpeed, a physical spring and the timing provider's type, CATransaction, keyframes,
# UIView.transition(with:), detent identifiers compared, a popover's sourceItem, and Foundation's
# URL, Data, String(format:) and Thread through `import UIKit` alone, a renderer's bitmap kept by
# the image made from it, and a symbol effect.
cat > idioms.scene <<SCENE
load $HERE/EverydayIdioms.swift as IdiomsHost
present
expect phase == presented
dismiss
expect phase == idle
load $HERE/EverydayIdioms.swift as IdiomsSheetHost
present
expect phase == presented
SCENE
"$BIN" run idioms.scene > idioms.out 2>&1
check "everyday iOS 17/18 idioms load and present (a @MainActor host, init() without override)" \
    contains idioms.out "loaded IdiomsHost from"
check "the host's viewDidLoad ran its trait and scene idioms" contains idioms.out "orientation portrait: true"
check "a physical spring is a spring, and its transaction committed" \
    eval 'contains idioms.out "spring curve: true" && contains idioms.out "transaction committed"'
check "a scheduled Timer fires on the engine's clock" contains idioms.out "timer fired"
check "Foundation's URL and Data, String(format:) and Thread come with import UIKit" \
    contains idioms.out "foundation: hero.png · 3 bytes · 2.5 · main thread true"
check "a bitmap made by a renderer is kept by the image made from it; a bounce finishes" \
    eval 'contains idioms.out "bitmap: 8x4 · 4.0 points · same true" && contains idioms.out "bounce finished: true"'
check "the idioms' expectations hold" \
    eval '[ "$(grep -c "✓" idioms.out)" -eq 3 ] && lacks idioms.out "✗" && lacks idioms.out "error:"'
check "the text view sits on the keyboard guide, at the safe area's bottom" contains idioms.out "notes       {0, 623, 375, 44}"

# A list in a sheet as iOS 17/18 code writes one, in a `@MainActor` class whose overrides touch
# its own state: diffable data source and content configurations (its rows drawn with their
# text), the empty state, search and bar appearances, a trait handler naming `Self`, and a switch
# the list keeps in a property, tapped by that name though the list is the navigation
# controller's child.
cat > list-sheet.scene <<SCENE
load $HERE/ListSheetIdioms.swift as ListSheetHost
present
tap "loud"
expect phase == presented
SCENE
"$BIN" run list-sheet.scene > list-sheet.out 2>&1
check "a list sheet of iOS 17/18 idioms loads and presents" contains list-sheet.out "loaded ListSheetHost from"
check "… its diffable rows are there, and its empty state is gone once they are" \
    contains list-sheet.out "rows: 3, empty state: false"
check "… a row is drawn with its configuration's text" contains list-sheet.out '"Letter row 1"'
check "… and a tap on the child's switch runs its primary action" contains list-sheet.out "loud: true"

# Views backed by layers of their own class: a gradient through `layerClass`, an app's shape
# layer made with its own `init()`, a layer class with an initialiser of its own (`load` gives it
# the library's backing initialiser), and an app's `action(forKey:)` asked inside a block.
cat > layer-card.scene <<SCENE
load $HERE/LayerClassCard.swift as LayerCardHost
present
expect phase == presented
SCENE
"$BIN" run layer-card.scene > layer-card.out 2>&1
check "a card whose views have layer classes of their own loads and presents" \
    contains layer-card.out "loaded LayerCardHost from"
check "… the header's layer is its gradient layer" contains layer-card.out "header layer: 2 colours, horizontal true"
check "… the ring's layer was made with the app's own init()" contains layer-card.out "ring layer: line 4"
check "… and its action for a custom key ran inside the block" contains layer-card.out 'ring animates: ["progress"]'

# Appearance proxies: an app's own view properties and UIKit's, set on proxies before any view
# exists, reach the views as they enter the window; a view's own setting wins.
cat > appearance.scene <<SCENE
load $HERE/AppearanceProxies.swift as AppearanceHost
present
expect phase == presented
SCENE
"$BIN" run appearance.scene > appearance.out 2>&1
check "views styled through appearance proxies load and present" contains appearance.out "loaded AppearanceHost from"
check "… a proxy's setting is not applied before the view is in a window" \
    contains appearance.out "before the window: plain badge has no colour true"
check "… and is once it is, the app's own properties too" contains appearance.out "plain badge: red true, corner 4.0"
check "… a colour the badge set itself is kept" contains appearance.out "own badge: still green true, corner 4.0"
check "… a subclass takes its own proxy's over its superclass's" \
    contains appearance.out "loud badge: purple true, corner 4.0"
check "… UIKit's label colour reaches the label" contains appearance.out "label: pink true"
check "… and a navigation bar gets its own copy of the proxy's standard appearance" \
    contains appearance.out "bar: indigo true, its own copy true"
check "… and each proxy reads back only what was set on it" \
    contains appearance.out "proxies read back: loud 0.0, base 8.0"
check "… a proxy changed while a badge is shown reaches it only once it is put back in the window" \
    in_order appearance.out "shown badge after the change: corner 4.0" "put back: corner 8.0"

# Foundation's format styles through `import UIKit` alone, and the device's time zone (UTC).
cat > receipt.scene <<SCENE
load $HERE/FormattedReceipt.swift as ReceiptHost
present
expect phase == presented
SCENE
TZ=America/New_York "$BIN" run receipt.scene > receipt.out 2>&1
check "numbers and dates formatted with format styles load and present" \
    contains receipt.out "receipt: 3 items, US\$12.50"
check "… and the date is in the device's time zone, UTC, whatever the machine's" \
    contains receipt.out "paid: 1 Jan 1970 at 12:00"
check "… and a controller's awakeFromNib() override compiles, and is not called" \
    lacks receipt.out "awoke from a nib"

# Swift concurrency on the engine's clock: a task on the main actor presents after an `await`
# that sleeps 0.3 s of virtual time, a detached task's value comes back, and the presented sheet's
# own task closes it after two seconds; the same script gives the same output twice.
cat > tasks.scene <<SCENE
load $HERE/TaskPresenter.swift
present
expect phase == idle
SCENE
"$BIN" run tasks.scene > tasks.out 2>&1
"$BIN" run tasks.scene > tasks-again.out 2>&1
check "a task on the main actor presents after its await" contains tasks.out "greeting Welcome back (12 letters)"
check "… at 0.3 s of the engine's clock, where its sleep ended" contains tasks.out " 0.300  presenting              present(GreetingSheet"
check "… and the sheet's own task closes it after its wait, 2 s later" \
    eval 'contains tasks.out "closing after the wait" && contains tasks.out "idle · t = 3.30 s" && lacks tasks.out "✗"'
check "the same script gives the same output" cmp -s tasks.out tasks-again.out

# A model and the small Foundation and Core Graphics idioms around a screen: Observation kept as
# an import, LocalizedError, Decimal, a rectangle intersection, number literals, a custom stack
# spacing and a scroll view sized through its content guide.
cat > model.scene <<SCENE
load $HERE/ModelIdioms.swift
present
expect phase == presented
SCENE
"$BIN" run model.scene > model.out 2>&1
check "an @Observable model is tracked and its change heard" \
    eval 'contains model.out "loaded BasketHost from" && contains model.out "the basket changed"'
check "… Decimal adds and an error reads its localizedDescription" \
    eval 'contains model.out "total 3.5" && contains model.out "alert says: Your card was declined."'
check "… the stops are number literals and the keyboard overlap is an intersection" \
    eval 'contains model.out "stops: [0.0, 0.5, 1.0]" && contains model.out "keyboard covers 24.0 points of the field"'
check "… and the content guide sized the scroll view's content (300 × 3 + 20 + 8)" \
    contains model.out "content height 928.0"
check "… a date picker keeps its date in range and a byte count reads as Foundation's" \
    eval 'contains model.out "picker clamps: true, compact true" && contains model.out "upload 1.2 MB"'

# Foundation beside a screen (FoundationIdioms.swift): UserDefaults in memory for the session,
# locale-aware search and sort, the Info.plist and power state, Dispatch's time constants,
# geometry in NSValue, and NSRegularExpression with UTF-16 ranges.
cat > foundation.scene <<SCENE
load $HERE/FoundationIdioms.swift
present
expect phase == presented
SCENE
"$BIN" run foundation.scene > foundation.out 2>&1
check "UserDefaults falls back on registered values and converts numbers and text" \
    eval 'contains foundation.out "defaults registered: 17 light" && contains foundation.out "defaults read: true 2.5 2 42 [\"a\", \"b\"] dark https://example.com/feed"'
check "… a removal shows the registered value again, and nil removes" \
    contains foundation.out "defaults after removal: light true"
check "… a suite is shared by name and apart from the app's; NSGlobalDomain is refused" \
    contains foundation.out "defaults suite: 3 true true keys [\"feed\", \"fontSize\", \"onboarded\", \"tags\", \"theme\", \"volume\"]"
check "… and it says once that nothing is written to disk" \
    eval 'contains foundation.out "defaults synchronize: true" && [ "$(grep -c "nothing is written to disk" foundation.out)" = 1 ]'
check "a search ignores case (and diacritics only in the standard form)" \
    contains foundation.out "search: true false true false"
check "… the Finder's sort compares numbers, the localized one letters first" \
    eval 'contains foundation.out "standard sort: [\"apple\", \"eclair\", \"éclair\", \"File1.txt\", \"file2.txt\", \"File10.txt\", \"Zebra\"]" && contains foundation.out "localized sort: [\"apple\", \"eclair\", \"éclair\", \"File1.txt\", \"File10.txt\", \"file2.txt\", \"Zebra\"]" && contains foundation.out "compare: true true"'
check "no Info.plist value, no Low Power Mode, and Dispatch's constants" \
    eval 'contains foundation.out "info: none low power false" && contains foundation.out "nanoseconds: 250000000 250 ms 1000000 1000"'
check "NSValue boxes a point, a size, a transform and insets" contains foundation.out "boxed: 7.0 30.0 2.0 6.0"
check "NSRegularExpression matches case-insensitively and gives a group's range" \
    contains foundation.out "email valid, domain Example, range 0 15"
check "… its ranges count UTF-16 units (an emoji is two)" \
    contains foundation.out 'hashtags: ["swift", "uikit"] at [3, 14] count 2'
check "… a template rewrites with groups, a pattern escapes, and a bad one throws" \
    eval 'contains foundation.out "rewritten: from 01/03/2024 to 25/12/2024" && contains foundation.out "escaped: 1\\+1=2\\?" && contains foundation.out "bad pattern: The value “[unclosed” is invalid."'
# iOS 17's English time styles put a narrow no-break space (U+202F) before AM and PM.
NNBSP=$(printf '\342\200\257')
check "DateFormatter reads and writes a pattern in UTC, and writes the en_US styles" \
    contains foundation.out "dates: 2024-03-01 15:04:05 1709305445.0 | Mar 1, 2024, 3:04${NNBSP}PM | true"

# Combine (OpenCombine under Apple's names): a view model's `@Published` query debounced on the
# engine's clock, a subject, `receive(on: DispatchQueue.main)` and a notification publisher.
cat > combine.scene <<SCENE
load $HERE/CombineSheet.swift
present
expect phase == presented
SCENE
"$BIN" run combine.scene > combine.out 2>&1
check "a Combine view model loads (import Combine) and its sheet presents" \
    eval 'contains combine.out "loaded SearchHost from" && contains combine.out "✓ expect phase == presented"'
check "… its debounced query settles 0.3 s after the last keystroke, on the engine's clock" \
    eval 'contains combine.out "results: Tea, Teapot" && contains combine.out "t = 0.80 s"'
check "… and a subject and a notification publisher deliver" \
    eval 'contains combine.out "picked Teapot" && contains combine.out "refreshed by notification"'

# The system pickers (SystemPickers.swift: import PhotosUI and UniformTypeIdentifiers): each is
# presented as a sheet showing its stand-in; the user's swipe tells its delegate what UIKit sends
# when the user closes it, after which the next is shown; the app's own dismiss tells it nothing.
cat > pickers.scene <<SCENE
load $HERE/SystemPickers.swift as PickerHost
present
expect phase == presented
drag sheet to dismiss
drag sheet to dismiss
drag sheet to dismiss
dismiss
expect phase == idle
SCENE
"$BIN" run pickers.scene > pickers.out 2>&1
check "the system pickers load and the colour picker's stand-in shows its title and colour" \
    eval 'contains pickers.out "loaded PickerHost from" && contains pickers.out "│Accent ·          │" &&
          contains pickers.out "│systemOrange      │"'
check "… each says once what the model does not do" \
    eval 'contains pickers.out "note: UIColorPickerViewController: no colour is picked" &&
          contains pickers.out "note: UIDocumentPickerViewController: no files in the model" &&
          contains pickers.out "note: PHPickerViewController: no photos in the model"'
check "… UTType's identifiers, conformance and filename extensions" \
    eval 'contains pickers.out "opening [\"com.adobe.pdf\", \"public.plain-text\"]; png is an image: true" &&
          contains pickers.out "json from its extension: public.json"'
check "… the user's swipe tells each delegate, in turn, once the dismissal is over" \
    in_order pickers.out "colour picker finished with systemOrange" "document picker cancelled" \
    "photo picker finished with 0 results"
check "… a picker the delegate presents after the user's swipe is drawn as the presented view, with its stand-in" \
    eval 'contains pickers.out "│Open · PDF, plain │" && contains pickers.out "│Photos · any of   │"'
check "… the photo picker's own dismiss after the swipe is quiet, and the app's dismiss tells nothing" \
    eval 'test "$(grep -c "colour picker finished" pickers.out)" -eq 1 && lacks pickers.out "nothingPresented" &&
          lacks pickers.out "✗" && test "$(grep -c "✓" pickers.out)" -eq 2'

# iOS 15's invalidating property wrapper on a view of the app's: each wrapped property set to a
# new value calls the view's own setNeedsLayout / setNeedsDisplay / invalidateIntrinsicContentSize
# (an equal value calls nothing); a view is an NSCoding and a UICoordinateSpace; a view given to
# UIView.perform(.delete, …) has left its superview when the completion runs.
cat > invalidating.scene <<SCENE
load $HERE/InvalidatingViews.swift
present
expect phase == presented
SCENE
"$BIN" run invalidating.scene > invalidating.out 2>&1
check "@UIView.Invalidating(.layout) calls the view's setNeedsLayout, an equal value nothing" \
    eval 'in_order invalidating.out "setting inset" "badge: needs layout" "setting the same inset" &&
          test "$(grep -A1 -F "setting the same inset" invalidating.out | tail -1)" = "setting ring colour"'
check "… (.display) its setNeedsDisplay, and two invalidations both, in order" \
    in_order invalidating.out "setting ring colour" "badge: needs display" "setting count" \
    "badge: intrinsic size invalid" "badge: needs layout" "badge reads inset 8.0, count 3"
check "… a view is an NSCoding and converts into a UICoordinateSpace" \
    contains invalidating.out "archivable view: true; badge point in sheet: 21.0, 32.0"
check "… UIView.perform(.delete, …) removes the view before its completion" \
    eval 'contains invalidating.out "deleted: true, in a superview: false" && lacks invalidating.out "✗"'

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
