// `Language` and `Theme`, which this module's API takes (`RenderOptions.language`,
// `RenderOptions.theme`), are seen by whoever imports it.
@_exported import ProsceniumLanguage
@_exported import ProsceniumTheme
