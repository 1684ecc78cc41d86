/// The groups `help` lists commands in, in order.
package enum HelpGroup: String, CaseIterable, Sendable {
    case build = "Build"
    case drive = "Drive"
    case look = "Look"
    case watch = "Watch"
    case check = "Check"
    case learn = "Learn"
    case session = "Session"
}
