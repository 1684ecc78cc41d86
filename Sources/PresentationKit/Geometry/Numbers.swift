// Every printed frame, trace argument and JSON value spells numbers one way, declared once in
// ProsceniumNumbers (a target of its own so the JSON writer need not depend on the model).
// Re-exported so the model and everything built on it keep calling `formatNumber` unqualified.
@_exported import ProsceniumNumbers
