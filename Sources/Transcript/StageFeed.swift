import Playground
import PresentationKit
import ProsceniumJSON
import TextArt

/// What the stage page receives (docs/json.md, "The stage page"): one JSON document per line the
/// prompt ran, whole in itself, so a page that connects late or falls behind needs only the last
/// one. Version 1; a new key is an addition, never a rename.
package enum StageFeed {
    package static let version = 1

    /// One step as the page's JSON; `sequence` counts the steps of a run from 1.
    package static func event(_ step: StageStep, sequence: Int, note: String? = nil) -> JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("proscenium", .string("stage")), ("version", .number(Double(version))),
            ("sequence", .number(Double(sequence))), ("command", .string(step.command)),
            ("scene", StageSceneJSON.scene(step.scene)),
            (
                "trace",
                .object([
                    ("first", .number(Double(step.firstCall))),
                    ("earlier", .array(step.earlier.map(call))), ("calls", .array(step.calls.map(call))),
                ])
            ),
            ("motion", step.motion.map { motion($0, step) } ?? .null),
        ]
        if let note { pairs.append(("note", .string(note))) }
        return .object(pairs)
    }

    /// A trace line as the terminal prints it, and its parts for the page to mark.
    static func call(_ e: TraceEvent) -> JSONValue {
        .object([
            ("t", .number(e.time)), ("receiver", .string(e.receiver.rawValue)),
            ("depth", .number(Double(e.depth))), ("call", .string(e.displayCall)),
            ("result", e.result.map { .string($0.description) } ?? .null),
        ])
    }

    /// The transition: what the timeline draws (its tracks and phases) and the frames the page
    /// plays, each the whole screen at that instant, sampled by the engine.
    static func motion(_ m: TransitionMotion, _ step: StageStep) -> JSONValue {
        .object([
            ("kind", .string(m.kindName)), ("animator", .string(m.animatorType)),
            ("start", .number(m.start)), ("span", .number(m.span)), ("interactive", .bool(m.isInteractive)),
            ("cancelled", .bool(m.didComplete == false)), ("speed", .number(step.speed)),
            ("playhead", step.playhead.map { .number($0) } ?? .null),
            (
                "tracks",
                .array(
                    m.tracks.map { t in
                        .object([
                            ("name", .string(t.name)), ("label", .string(t.label)),
                            ("from", .number(t.created)), ("to", .number(t.finished ?? m.span)),
                            ("curve", .string(t.curve.name)),
                        ])
                    })
            ),
            (
                "phases",
                .array(
                    m.phases.map { p in
                        .object([
                            ("kind", .string(p.kind)), ("from", .number(p.start)), ("to", .number(p.end ?? m.span)),
                        ])
                    })
            ),
            (
                "frames",
                .array(
                    step.frames.map { f in
                        .object([("t", .number(f.seconds)), ("scene", StageSceneJSON.scene(f.snapshot))])
                    })
            ),
        ])
    }

    /// `export html`'s data: every step, in order.
    package static func document(_ steps: [StageStep]) -> JSONValue {
        .array(steps.enumerated().map { event($0.element, sequence: $0.offset + 1) })
    }
}
