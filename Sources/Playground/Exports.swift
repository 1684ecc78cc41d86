// `Language` and `Theme`, which this module's API takes (`Session.language`,
// `PresentationConfig.theme`, `SVGOptions.theme`), are seen by whoever imports it.
@_exported import ProsceniumLanguage
@_exported import ProsceniumTheme
