/// An `expect` line: a claim about the session's state or trace, checked against the engine,
/// never against printed text.
package struct Expectation: Equatable, Sendable {
    /// What the claim is about.
    package enum Subject: Equatable, Sendable {
        /// `NAME.frame` (also one part of it: `NAME.frame.x`, `.y`, `.width`, `.height`, `.maxX`,
        /// `.maxY`), `NAME.alpha`, `NAME.superview`, `NAME.transform`, `NAME.cornerRadius`,
        /// `NAME.hidden`, `NAME.touchable`, `NAME.color.alpha`, `NAME.index`, `NAME.autoresizing` (`none`, `W+H`, or flag names).
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
        /// `used CMD`: the command (its first words: `scrub`, `show tree`, `animator slide`) ran
        /// since the lesson step began (outside a lesson: since the session began).
        case used([String])
        /// `last action CMD`: the most recent action (a command that asks UIKit or the user to do
        /// something: `present`, `tap`, `pan`, `drag sheet`, `cancel at`…; not a setting or a look)
        /// since the lesson step began, and not taken back by `undo`, was that command, by its first words. `last action pan`
        /// tells the learner's finger from the one-shot forms that play a gesture for them
        /// (`cancel at 0.5`, `drag sheet to large`), which leave the same state behind.
        case lastAction([String])
        /// `shown KIND`: a look command showed it since the lesson step began (`shown trace`,
        /// `shown tree`, `shown motion` for any of film, timeline, curve, scrub, play).
        case shown(ShownKind)
    }

    /// Which calls a trace claim reads: every call kept (`trace`), those since the lesson step
    /// began (`trace.step`; outside a lesson, since the session began), or those since the most
    /// recent transition began (`trace.last`).
    package enum TraceScope: String, Equatable, Sendable, CaseIterable {
        case session = "trace"
        case step = "trace.step"
        case last = "trace.last"
    }

    /// `==` is exact (to the last bit a calculation can lose, 1e-9); `~=` (or `≈`) allows
    /// `Expectation.defaultTolerance`, and `within N` after the value sets the allowance for any
    /// comparison: a tolerance is always written, never assumed.
    package enum Comparison: String, Equatable, Sendable, CaseIterable {
        case equal = "=="
        case notEqual = "!="
        case less = "<"
        case greater = ">"
        case lessOrEqual = "<="
        case greaterOrEqual = ">="
        case approximately = "~="
    }

    /// What `~=` allows when no `within` is given.
    package static let defaultTolerance = 0.01
    /// What `==` allows: rounding noise only, far below anything a drawing or a frame list shows.
    package static let exactTolerance = 1e-9

    package var subject: Subject
    package var comparison: Comparison
    /// The expected value's words (`30 30 315 607`, `container`, `wC hR`).
    package var expected: [String]
    /// The line as written after `expect`, for messages.
    package var source: String
    /// `within N`, when written.
    package var tolerance: Double?
    /// For a trace claim, which calls it reads.
    package var traceScope: TraceScope = .session
    /// `at T`: read T seconds into the last transition instead of now (a screen claim only), so
    /// an exercise can check that a fade fades and a zoom starts small.
    package var at: Double? = nil

    package init(
        subject: Subject, comparison: Comparison = .equal, expected: [String] = [], source: String,
        tolerance: Double? = nil
    ) {
        self.subject = subject
        self.comparison = comparison
        self.expected = expected
        self.source = source
        self.tolerance = tolerance
    }

    /// The allowance numbers are compared with.
    package var allowance: Double {
        tolerance ?? (comparison == .approximately ? Expectation.defaultTolerance : Expectation.exactTolerance)
    }
}
