// `Language`, which this module's API takes (`RenderOptions.language`, `Session.language`), is
// seen by whoever imports it.
@_exported import ProsceniumLanguage
