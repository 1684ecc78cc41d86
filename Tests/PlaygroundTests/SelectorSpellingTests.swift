import PresentationKit
import Testing

@testable import Playground

private func event(
    _ call: String, _ args: [TraceArgument] = [], result: TraceValue? = nil,
    receiver: TraceRole = .presentationController
) -> TraceEvent {
    TraceEvent(
        time: 0.8, caller: .uikit, receiver: receiver, type: "PlaygroundPresentationController",
        call: call, arguments: args, result: result, depth: 1)
}

private let vendArgs: [TraceArgument] = [
    .init(label: "forPresented", name: "presented", value: .object("PresentedViewController")),
    .init(label: "presenting", name: "presenting", value: .object("PresentingViewController")),
    .init(label: "source", name: "source", value: .object("PresentingViewController")),
]
private let sizeArgs: [TraceArgument] = [
    .init(label: "to", name: "size", value: .size(Size(width: 667, height: 375))),
    .init(label: "with", name: "coordinator", value: .object("coordinator")),
]
private let completedArg: [TraceArgument] = [.init(label: "_", name: "completed", value: .bool(true))]

/// A session run through a script that reaches most of what the engine records: adaptation,
/// rotation, interactive cancel and finish, a tap on the dimming view, a released delegate.
private func realTrace() -> [TraceEvent] {
    let s = Session()
    s.showsAfterActions = false
    for line in [
        "adaptive none", "set frame inset 30", "animator bouncy", "present", "rotate",
        "cancel at 0.5", "finish at 0.5", "interactive present", "present", "update 0.3",
        "finish", "interactive off", "tap dimming", "delegate retain off", "present",
    ] {
        for output in s.execute(line) {
            if case .error(let e) = output { Issue.record("\(line): \(ErrorWording.line(for: e))") }
        }
    }
    return s.engine.trace
}

@Test func swift2SpellingsFollowTheIOS9SDK() {
    let cases: [(String, String)] = [
        (
            "presentationController(forPresented:presenting:source:)",
            "presentationControllerForPresentedViewController(_:presentingViewController:sourceViewController:)"
        ),
        (
            "animationController(forPresented:presenting:source:)",
            "animationControllerForPresentedController(_:presentingController:sourceController:)"
        ),
        ("animationController(forDismissed:)", "animationControllerForDismissedController(_:)"),
        ("interactionControllerForPresentation(using:)", "interactionControllerForPresentation(_:)"),
        ("frameOfPresentedViewInContainerView", "frameOfPresentedViewInContainerView()"),
        ("presentedView", "presentedView()"),
        ("shouldPresentInFullscreen", "shouldPresentInFullscreen()"),
        ("shouldRemovePresentersView", "shouldRemovePresentersView()"),
        ("transitionDuration(using:)", "transitionDuration(_:)"),
        ("animateTransition(using:)", "animateTransition(_:)"),
        ("animate(alongsideTransition:completion:)", "animateAlongsideTransition(_:completion:)"),
        (
            "size(forChildContentContainer:withParentContainerSize:)",
            "sizeForChildContentContainer(_:withParentContainerSize:)"
        ),
        ("viewWillTransition(to:with:)", "viewWillTransitionToSize(_:withTransitionCoordinator:)"),
        ("willTransition(to:with:)", "willTransitionToTraitCollection(_:withTransitionCoordinator:)"),
        ("adaptivePresentationStyle(for:)", "adaptivePresentationStyleForTraitCollection(_:)"),
        (
            "adaptivePresentationStyle(for:traitCollection:)",
            "adaptivePresentationStyleForPresentationController(_:traitCollection:)"
        ),
        ("update(_:)", "updateInteractiveTransition(_:)"),
        ("finish()", "finishInteractiveTransition()"),
        ("completeTransition(_:)", "completeTransition(_:)"),
        ("deinit", "deinit"),
    ]
    for (modern, swift2) in cases {
        #expect(SelectorSpelling.spell(event(modern), .swift2).call == swift2, "\(modern)")
    }
}

@Test func objcSpellingsAreSelectors() {
    let cases: [(String, String)] = [
        (
            "presentationController(forPresented:presenting:source:)",
            "presentationControllerForPresentedViewController:presentingViewController:sourceViewController:"
        ),
        ("presentationTransitionDidEnd(_:)", "presentationTransitionDidEnd:"),
        ("presentationTransitionWillBegin()", "presentationTransitionWillBegin"),
        ("frameOfPresentedViewInContainerView", "frameOfPresentedViewInContainerView"),
        ("animate(alongsideTransition:completion:)", "animateAlongsideTransition:completion:"),
        ("completeTransition(_:)", "completeTransition:"),
        ("viewWillTransition(to:with:)", "viewWillTransitionToSize:withTransitionCoordinator:"),
        ("deinit", "dealloc"),
        ("updateInteractiveTransition(_:)", "updateInteractiveTransition:"),
        ("update(_:)", "updateInteractiveTransition:"),
        ("finishInteractiveTransition()", "finishInteractiveTransition"),
        ("cancel()", "cancelInteractiveTransition"),
        ("viewWillAppear(_:)", "viewWillAppear:"),
        ("dimmingViewTapped(_:)", "dimmingViewTapped:"),
    ]
    for (modern, objc) in cases {
        #expect(SelectorSpelling.spell(event(modern), .objc).call == objc, "\(modern)")
    }
}

@Test func blocksKeepTheirNamesInEveryStyle() {
    for block in ["completion()", "animation(_:)", "completion(_:)"] {
        for style in NameStyle.allCases {
            #expect(SelectorSpelling.spell(event(block, receiver: .coordinator), style).call == block)
        }
    }
}

@Test func unknownCallsPassThrough() {
    let e = event("somethingNew(with:)", [.init(label: "with", name: "x", value: .number(2))], result: .bool(true))
    for style in NameStyle.allCases { #expect(SelectorSpelling.spell(e, style) == e) }
}

@Test func modernIsTheIdentity() {
    for e in realTrace() { #expect(SelectorSpelling.spell(e, .modern) == e) }
}

@Test func onlyCallAndLabelsChange() {
    let e = event("viewWillTransition(to:with:)", sizeArgs, result: .size(Size(width: 667, height: 375)))
    for style in [NameStyle.swift2, .objc] {
        let s = SelectorSpelling.spell(e, style)
        #expect(s.time == e.time && s.caller == e.caller && s.receiver == e.receiver && s.type == e.type)
        #expect(s.result == e.result && s.depth == e.depth)
        #expect(s.arguments.map(\.name) == e.arguments.map(\.name))
        #expect(s.arguments.map(\.value) == e.arguments.map(\.value))
    }
}

@Test func labelsFollowTheSpelling() {
    let rotate = event("viewWillTransition(to:with:)", sizeArgs)
    #expect(
        SelectorSpelling.spell(rotate, .swift2).displayCall
            == "viewWillTransitionToSize(667×375, withTransitionCoordinator: coordinator)")
    #expect(SelectorSpelling.spell(rotate, .swift2).arguments.map(\.label) == ["_", "withTransitionCoordinator"])
    // A selector's pieces are its labels; the first is folded into the name, as Swift 2 imported it.
    #expect(SelectorSpelling.spell(rotate, .objc).arguments.map(\.label) == ["_", "withTransitionCoordinator"])
    #expect(
        SelectorSpelling.spell(rotate, .objc).displayCall
            == "viewWillTransitionToSize:667×375 withTransitionCoordinator:coordinator")

    let didEnd = event("presentationTransitionDidEnd(_:)", completedArg)
    #expect(SelectorSpelling.spell(didEnd, .swift2).displayCall == "presentationTransitionDidEnd(true)")
    #expect(SelectorSpelling.spell(didEnd, .objc).displayCall == "presentationTransitionDidEnd:true")

    // Only objects as arguments: the display is the spelled name itself.
    let vend = event("presentationController(forPresented:presenting:source:)", vendArgs, receiver: .delegate)
    #expect(
        SelectorSpelling.spell(vend, .objc).displayCall
            == "presentationControllerForPresentedViewController:presentingViewController:sourceViewController:")
    #expect(
        SelectorSpelling.spell(vend, .swift2).arguments.map(\.label)
            == ["_", "presentingViewController", "sourceViewController"])

    let adaptive = event(
        "adaptivePresentationStyle(for:)",
        [.init(label: "for", name: "traitCollection", value: .string("wC hR"))])
    #expect(
        SelectorSpelling.spell(adaptive, .swift2).displayCall == "adaptivePresentationStyleForTraitCollection(wC hR)")
}

@Test func labelsStayWhenTheCountDisagrees() {
    // Recorded with one argument where the spelling has two: the recorded label is kept.
    let odd = event("viewWillTransition(to:with:)", [sizeArgs[0]])
    #expect(SelectorSpelling.spell(odd, .objc).arguments.map(\.label) == ["to"])
}

@Test func everyCallOfARealTraceSpellsAsASelector() {
    let trace = realTrace()
    #expect(trace.count > 60)
    let blocks: Set<String> = ["completion()", "animation(_:)", "completion(_:)"]
    for e in trace {
        let swift2 = SelectorSpelling.spell(e, .swift2)
        #expect(!swift2.call.isEmpty && !swift2.displayCall.isEmpty)
        let objc = SelectorSpelling.spell(e, .objc)
        #expect(!objc.call.isEmpty && !objc.displayCall.isEmpty)
        if !blocks.contains(objc.call) { #expect(!objc.call.contains("("), "\(e.call) → \(objc.call)") }
    }
    // The script reaches the spellings the articles dwell on.
    let objcCalls = Set(trace.map { SelectorSpelling.spell($0, .objc).call })
    for wanted in [
        "dealloc", "dimmingViewTapped:", "updateInteractiveTransition:", "finishInteractiveTransition",
        "adaptivePresentationStyleForTraitCollection:", "sizeForChildContentContainer:withParentContainerSize:",
    ] {
        #expect(objcCalls.contains(wanted), "\(wanted)")
    }
}
