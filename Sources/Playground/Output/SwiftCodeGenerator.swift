import PresentationKit

/// `code`: the UIKit Swift (iOS 15+, Swift 5.9+ syntax) for the presentation the session has
/// built: the `UIPresentationController` subclass, the animators, the transitioning delegate,
/// an adaptive delegate and the lines that present. It mirrors what the playground's own
/// objects do (`PlaygroundPresentationController`, `ConfigurableAnimator`,
/// `PlaygroundTransitioningDelegate`), and writes only the parts the configuration needs.
package enum SwiftCodeGenerator {
    /// The whole file, ending in a newline. A pure function of the configuration.
    package static func generate(_ config: PresentationConfig) -> String {
        let plan = CodePlan(config)
        var s = SwiftSource()
        s.line(
            "// A custom presentation built in Proscenium, for UIKit on \(config.iosRelease.name) or later: the release it modelled."
        )
        s.comment("Settings: " + settingsLine(config))
        s.line()
        s.line("import UIKit")
        if plan.needsPresentationController {
            s.line()
            PresentationControllerCode.write(plan, into: &s)
        }
        for animator in plan.animators + [plan.navigationAnimator].compactMap({ $0 }) {
            s.line()
            AnimatorCode.write(animator, config: config, into: &s)
        }
        if plan.needsTransitioningDelegate {
            s.line()
            DelegateCode.write(plan, into: &s)
        }
        if plan.hasNavigationDelegate {
            s.line()
            NavigationCode.writeDelegate(plan, into: &s)
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
        for (_, binding) in CommandTable.standard.settings where binding.writtenInCode {
            let defaults = binding.current(d)
            settings += binding.current(c).filter { !defaults.contains($0) }
        }
        guard !settings.isEmpty else { return "the defaults" }
        // Each command stays whole on its comment line.
        return settings.map {
            oneLine(CommandSpelling.line(for: .set($0))).replacing(" ", with: String(SwiftSource.noBreak))
        }
        .joined(separator: ", ")
    }

    /// A content string could hold a line break or another control character; a comment must stay on its line.
    static func oneLine(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            out.unicodeScalars.append(
                scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value) ? " " : scalar)
        }
        return out
    }
}
