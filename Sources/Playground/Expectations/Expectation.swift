/// An `expect` line: a claim about the session's state or trace, checked against the engine,
/// never against printed text.
public struct Expectation: Equatable, Sendable {
    /// What the claim is about.
    public enum Subject: Equatable, Sendable {
        /// `NAME.frame`, `NAME.alpha`, `NAME.superview`, `NAME.transform`, `NAME.cornerRadius`,
        /// `NAME.hidden`, `NAME.color.alpha`, `NAME.index`.
        case view(name: String, property: String)
        /// `NAME exists` / `NAME removed` (also `NAME.removed`).
        case existence(name: String, present: Bool)
        /// `phase`, `time`, `traits`, `traits.horizontal`, `traits.vertical`, `device.size`,
        /// `device.model`, `device.orientation`, `safeArea`, `presentation.style`,
        /// `presentation.effectiveStyle`, `presentation.controller`, `presentation`.
        case state(String)
        /// `trace has CALL` / `trace lacks CALL`.
        case traceHas(String, present: Bool)
        /// `trace order A < B < C`: each first occurrence after the previous one.
        case traceOrder([String])
        /// `trace count CALL == N`.
        case traceCount(String)
    }

    public enum Comparison: String, Equatable, Sendable, CaseIterable {
        case equal = "==", notEqual = "!=", less = "<", greater = ">", lessOrEqual = "<=", greaterOrEqual = ">="
    }

    public var subject: Subject
    public var comparison: Comparison
    /// The expected value's words (`30 30 315 607`, `container`, `wC hR`).
    public var expected: [String]
    /// The line as written after `expect`, for messages.
    public var source: String

    public init(subject: Subject, comparison: Comparison = .equal, expected: [String] = [], source: String) {
        self.subject = subject
        self.comparison = comparison
        self.expected = expected
        self.source = source
    }
}
