import PresentationKit

/// How the calls in a trace are spelled: the engine records modern Swift names
/// (`presentationController(forPresented:presenting:source:)`), but the articles a learner follows
/// were written against the iOS 8/9 SDKs in Swift 2 or Objective-C. This rewrites one event into the
/// spelling the learner chose (`names modern|swift2|objc`), so the trace reads like their article:
/// `presentationControllerForPresentedViewController(_:presentingViewController:sourceViewController:)`
/// or `presentationControllerForPresentedViewController:presentingViewController:sourceViewController:`.
///
/// Only the name and the argument labels change; time, roles, argument values and names (the JSON
/// keys) and the result stay as recorded, so a spelled trace is the same trace.
package enum SelectorSpelling {
    /// `event` with its call (and, where the spelling moves them, its argument labels) in `style`.
    /// The spellings are the hook catalogue's (`Hook.swift2`, `Hook.objc`).
    package static func spell(_ event: TraceEvent, _ style: NameStyle) -> TraceEvent {
        guard style != .modern, let hook = Hook(rawValue: event.call) else { return event }
        var spelled = event
        spelled.call = style == .swift2 ? hook.swift2 : hook.objc
        // Labels follow the spelled name so `displayCall` shows what the article's code would:
        // Swift 2 drops the first label (`viewWillTransitionToSize(667×375, withTransitionCoordinator: …)`);
        // a selector's pieces are its labels, the first one folded into the name. When the count
        // disagrees (a call recorded without its arguments), the recorded labels are kept.
        let labels = argumentLabels(of: spelled.call)
        if labels.count == event.arguments.count {
            for i in labels.indices { spelled.arguments[i].label = labels[i] }
        }
        return spelled
    }

    /// The argument labels a spelling implies: Swift's `name(a:b:)` gives `a`, `b`; a selector
    /// `nameA:b:` gives `_`, `b` (its first piece is part of the name, as Swift 2 imported it).
    static func argumentLabels(of spelling: String) -> [String] {
        if let open = spelling.firstIndex(of: "("), let close = spelling.lastIndex(of: ")"), open < close {
            let inside = spelling[spelling.index(after: open)..<close]
            return inside.split(separator: ":").map(String.init)
        }
        let pieces = spelling.split(separator: ":").map(String.init)
        guard spelling.contains(":") else { return [] }
        return ["_"] + pieces.dropFirst()
    }
}
