/// The word of one entry of `help`: what `help WORD` looks up and what each command form is listed
/// under. A closed set, so a form cannot name a topic that does not exist, nor a summary be kept
/// under a misspelt word; the raw value is the word as typed and shown. The Learn topics are named
/// here too, though their entries are Lessons' (`LessonCommands`), so every name is in this one set.
package enum HelpTopic: String, CaseIterable, Sendable {
    // Build
    case device, ios, orientation, style, delegate, set, animator, interactive, adaptive, names
    case sheet, drag, context, popover, transition, navigation, zoom
    // Drive
    case present, dismiss, push, pop, tap, pan, rotate, resize
    case preferredSize = "preferred-size"
    case cancel, finish, update
    // Look and Check
    case show, trace, state, explain, config, code, expect
    // Watch
    case play, slow, scrub, film, timeline, curve, export
    // Session
    case save, load, record, help, undo, reset, history, resume, quit
    // Learn
    case lesson, next, goal, step, hint, exercise, answer, solution, progress
}
