import Playground
import TextArt

extension TranscriptRenderer {
    /// This renderer in the theme `set theme` chose in `config`; unchanged when it chose none (the
    /// look the program was started with, `--theme`, stays).
    package func theming(_ config: PresentationConfig) -> TranscriptRenderer {
        guard let theme = config.theme else { return self }
        var themed = self
        themed.options.theme = theme
        return themed
    }
}
