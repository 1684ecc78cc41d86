/// What a command is, declared once for each kind of command, with no `default:`: a new case of
/// `Command` (or of `SessionFileAction`) does not compile until its traits are said, so it can
/// never fall silently into another command's handling (swift-argument-parser's
/// `CommandConfiguration` is the model: a command's traits in one place).
package struct CommandTraits: Equatable, Sendable {
    /// Changes the session (so it is kept for undo, `--at` and replay): `set`, an action, `reset`.
    package var changesState: Bool
    /// Changes what a loaded stage holds, so the front end redraws after it: those, `undo`, `redo`.
    package var changesStageState: Bool
    /// Only answers (a query, `help`, `history`, a layer's own command): a script reports it apart.
    package var isQuery: Bool
    /// Handed to the user's code while it is loaded (all but leaving, help and loading).
    package var isForwardedToStage: Bool
    /// Written to a recording (`record FILE`): all that changes or shows the session.
    package var isRecorded: Bool
    /// Remembered for `expect used` (every line that ran but `expect`, which only looks).
    package var isNotedAsUsed: Bool
    /// What it prints counts as looked at (an action's own drawing and trace tail do not).
    package var isLook: Bool
}

extension Command {
    package var traits: CommandTraits {
        switch self {
        case .set, .act, .reset:
            return CommandTraits(
                changesState: true, changesStageState: true, isQuery: false, isForwardedToStage: true,
                isRecorded: true, isNotedAsUsed: true, isLook: false)
        case .undo, .redo:
            return CommandTraits(
                changesState: false, changesStageState: true, isQuery: false, isForwardedToStage: true,
                isRecorded: true, isNotedAsUsed: true, isLook: false)
        case .query, .history:
            return CommandTraits(
                changesState: false, changesStageState: false, isQuery: true, isForwardedToStage: true,
                isRecorded: true, isNotedAsUsed: true, isLook: true)
        case .expect:
            return CommandTraits(
                changesState: false, changesStageState: false, isQuery: false, isForwardedToStage: true,
                isRecorded: true, isNotedAsUsed: false, isLook: true)
        case .help:
            return CommandTraits(
                changesState: false, changesStageState: false, isQuery: true, isForwardedToStage: false,
                isRecorded: true, isNotedAsUsed: true, isLook: true)
        case .external:
            return CommandTraits(
                changesState: false, changesStageState: false, isQuery: true, isForwardedToStage: false,
                isRecorded: false, isNotedAsUsed: true, isLook: true)
        case .quit:
            return CommandTraits(
                changesState: false, changesStageState: false, isQuery: false, isForwardedToStage: false,
                isRecorded: false, isNotedAsUsed: true, isLook: true)
        case .nothing:
            return CommandTraits(
                changesState: false, changesStageState: false, isQuery: false, isForwardedToStage: false,
                isRecorded: false, isNotedAsUsed: false, isLook: true)
        case .file(let action):
            switch action {
            case .load, .loadCode, .unload:
                return CommandTraits(
                    changesState: false, changesStageState: false, isQuery: false, isForwardedToStage: false,
                    isRecorded: true, isNotedAsUsed: true, isLook: true)
            case .save, .record, .recordStop:
                return CommandTraits(
                    changesState: false, changesStageState: false, isQuery: false, isForwardedToStage: true,
                    isRecorded: false, isNotedAsUsed: true, isLook: true)
            }
        }
    }
}
