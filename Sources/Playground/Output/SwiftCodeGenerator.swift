import PresentationKit

/// `code`: the UIKit Swift (iOS 15+, Swift 5.9+ syntax) for the presentation the session has
/// built: the `UIPresentationController` subclass, the animators, the transitioning delegate,
/// an adaptive delegate and the lines that present. It mirrors what the playground's own
/// objects do (`PlaygroundPresentationController`, `ConfigurableAnimator`,
/// `PlaygroundTransitioningDelegate`), and writes only the parts the configuration needs.
public enum SwiftCodeGenerator {
    /// The whole file, ending in a newline. A pure function of the configuration.
    public static func generate(_ config: PresentationConfig) -> String {
        let plan = CodePlan(config)
        var s = SwiftSource()
        s.line("// A custom presentation built in Proscenium, for UIKit on \(config.iosRelease.name) or later: the release it modelled.")
        s.comment("Settings: " + settingsLine(config))
        s.line()
        s.line("import UIKit")
        if plan.needsPresentationController {
            s.line()
            PresentationControllerCode.write(plan, into: &s)
        }
        for animator in plan.animators {
            s.line()
            AnimatorCode.write(animator, config: config, into: &s)
        }
        if plan.needsTransitioningDelegate {
            s.line()
            DelegateCode.write(plan, into: &s)
        }
        if let answer = config.adaptiveAnswer {
            s.line()
            DelegateCode.writeAdaptive(answer, into: &s)
        }
        s.line()
        PresentingCode.write(plan, into: &s)
        if plan.needsMessageController {
            s.line()
            PresentingCode.writeMessageController(into: &s)
        }
        return s.text
    }

    /// The settings that differ from the defaults, as the commands that make them (`set frame
    /// inset 30, animator bouncy`), so the file says how to rebuild it.
    static func settingsLine(_ c: PresentationConfig) -> String {
        let d = PresentationConfig()
        var settings: [Setting] = []
        if c.iosRelease != d.iosRelease { settings.append(.ios(c.iosRelease)) }
        if c.style != d.style { settings.append(.style(c.style)) }
        if c.delegateOn != d.delegateOn { settings.append(.delegate(c.delegateOn)) }
        if c.delegateRetained != d.delegateRetained { settings.append(.delegateRetain(c.delegateRetained)) }
        if c.frame != d.frame { settings.append(.frame(c.frame)) }
        if c.dimmingAlpha != d.dimmingAlpha { settings.append(.dimming(c.dimmingAlpha)) }
        if c.dimmingTapDismisses != d.dimmingTapDismisses { settings.append(.dimmingTapDismiss(c.dimmingTapDismisses)) }
        if c.dimmingAutoresizes != d.dimmingAutoresizes { settings.append(.dimmingAutoresize(c.dimmingAutoresizes)) }
        if c.dimmingWrapsPresented != d.dimmingWrapsPresented { settings.append(.dimmingWraps(c.dimmingWrapsPresented)) }
        if c.layoutOnRotation != d.layoutOnRotation { settings.append(.layout(c.layoutOnRotation)) }
        if c.cleanup != d.cleanup { settings.append(.cleanup(c.cleanup)) }
        if c.cornerRadius != d.cornerRadius { settings.append(.corner(c.cornerRadius)) }
        if let content = c.content { settings.append(.content(content)) }
        if c.wrapInNavigation != d.wrapInNavigation { settings.append(.wrapNavigation(c.wrapInNavigation)) }
        if c.presentsInFullscreen != d.presentsInFullscreen { settings.append(.fullscreen(c.presentsInFullscreen)) }
        if c.removesPresentersView != d.removesPresentersView { settings.append(.removePresenter(c.removesPresentersView)) }
        if c.restoresPresenter != d.restoresPresenter { settings.append(.restorePresenter(c.restoresPresenter)) }
        if c.presentAnimator != d.presentAnimator { settings.append(.animator(c.presentAnimator, dismissOnly: false)) }
        if let dismiss = c.dismissAnimator { settings.append(.animator(dismiss, dismissOnly: true)) }
        if c.interactive != d.interactive { settings.append(.interactive(c.interactive)) }
        if c.completesTransition != d.completesTransition { settings.append(.completeTransition(c.completesTransition)) }
        if c.completionSpeed != d.completionSpeed { settings.append(.completionSpeed(c.completionSpeed)) }
        if c.completionCurve != d.completionCurve { settings.append(.completionCurve(c.completionCurve)) }
        if c.adaptiveAnswer != d.adaptiveAnswer { settings.append(.adaptive(c.adaptiveAnswer)) }
        guard !settings.isEmpty else { return "the defaults" }
        // Each command stays whole on its comment line.
        return settings.map { oneLine(CommandSpelling.line(for: .set($0))).replacingAll(" ", with: String(SwiftSource.noBreak)) }
            .joined(separator: ", ")
    }

    /// A content string could hold a line break or another control character; a comment must stay on its line.
    static func oneLine(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            out.unicodeScalars.append(scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value) ? " " : scalar)
        }
        return out
    }
}
