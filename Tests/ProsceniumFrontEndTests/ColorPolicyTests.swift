import Testing

@testable import ProsceniumFrontEnd

/// Colour follows the flag, then NO_COLOR, then the forcing variables, then TERM=dumb, then the terminal.
@Suite struct ColorPolicyTests {
    func on(_ choice: ColorChoice = .auto, flag: Bool = false, env: [String: String] = [:], tty: Bool) -> Bool {
        ColorPolicy.colorOn(choice: choice, noColorFlag: flag, environment: { env[$0] }, isTerminal: tty)
    }

    @Test func autoMeansTheTerminal() {
        #expect(on(tty: true))
        #expect(!on(tty: false))
    }

    @Test func alwaysColoursAPipe() { #expect(on(.always, tty: false)) }

    @Test func neverAndNoColorFlagWin() {
        #expect(!on(.never, tty: true))
        #expect(!on(.always, flag: true, tty: true))
    }

    @Test func noColorTurnsItOffButNotWhenEmpty() {
        #expect(!on(env: ["NO_COLOR": "1"], tty: true))
        #expect(on(env: ["NO_COLOR": ""], tty: true))
    }

    @Test func theForcingVariablesColourAPipe() {
        #expect(on(env: ["CLICOLOR_FORCE": "1"], tty: false))
        #expect(!on(env: ["CLICOLOR_FORCE": "0"], tty: false))
        #expect(on(env: ["FORCE_COLOR": "3"], tty: false))
    }

    @Test func noColorBeatsForceColor() { #expect(!on(env: ["NO_COLOR": "1", "FORCE_COLOR": "1"], tty: true)) }

    @Test func aDumbTerminalGetsNoColour() {
        #expect(!on(env: ["TERM": "dumb"], tty: true))
        #expect(on(.always, env: ["TERM": "dumb"], tty: true))
    }
}
