import Playground
import TextArt

extension RenderOptions {
    /// These options with the session's display choices: how large the phone is drawn
    /// (`set drawing`). The trace's length is the session's own (`Output.events`' limit).
    package func following(_ config: PresentationConfig) -> RenderOptions {
        var options = self
        switch config.drawing {
        case .small: options.drawing = .small
        case .fit: options.drawing = .fit
        case .rows(let n): options.drawing = .count(n)
        }
        return options
    }
}

extension TranscriptRenderer {
    /// This renderer with the session's display choices: the drawing's size
    /// (`RenderOptions.following`) and the theme `set theme` chose, if any (`theming`).
    package func following(_ config: PresentationConfig) -> TranscriptRenderer {
        var renderer = self
        renderer.options = options.following(config)
        return renderer.theming(config)
    }
}
