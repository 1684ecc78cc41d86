import Testing
import TextArt

@testable import ProsceniumLoader

/// `StagedCode`'s crash report: the innermost frame of a backtrace that is in the user's files.
@Suite struct StagedCodeCrashTests {
    private let staged = StagedCode(
        built: SwiftLoader.Built(
            executable: "/nonexistent/stage", summary: "Fade from Fade.swift",
            userPaths: ["Fade.swift": "talks/Fade.swift"], errorPath: "/nonexistent/stderr", lease: nil),
        options: RenderOptions())

    @Test func theInnermostUserFrameNamesTheMethodAndTheUsersPath() {
        let backtrace = [
            "0 0x00007f01 swift_trap + 12 in libswiftCore.so at /swift/stdlib/Assert.swift:90:5",
            "3 [ra] 0x00005613d09230dc Fade.animateTransition(using:) + 91 in stage at /tmp/scratch/src/Fade.swift:21:9",
            "4 [ra] 0x00005613d09231aa Fade.go() + 12 in stage at /tmp/scratch/src/Fade.swift:40:2",
        ]
        #expect(staged.userFrame(in: backtrace) == "Fade.animateTransition(using:) at talks/Fade.swift:21")
    }

    @Test func framesOutsideTheUsersFilesNameNothing() {
        let backtrace = ["0 0x00007f01 swift_trap + 12 in libswiftCore.so at /swift/stdlib/Assert.swift:90:5"]
        #expect(staged.userFrame(in: backtrace) == nil)
    }

    @Test func aFailedCastIsSaidInUIKitsNamesWithoutAddresses() {
        let line =
            "Could not cast value of type 'PresentationKit.ViewController' (0x7f3a1c2b4e10) to 'UserCode.SecondViewController' (0x55d0a1b2c3d4)."
        #expect(
            StagedCode.castFailure(line)
                == "it crashed: Could not cast value of type 'UIViewController' to 'SecondViewController'")
    }

    @Test func aSignalIsNamedWithWhatItUsuallyMeans() {
        #expect(StagedCode.signalName(4).hasPrefix("SIGILL: a trap"))
        #expect(StagedCode.signalName(11) == "SIGSEGV: a bad memory access")
        #expect(StagedCode.signalName(64) == "signal 64")
    }
}
