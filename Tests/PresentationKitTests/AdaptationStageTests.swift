import PresentationKit
import Testing

// Adaptation: before presenting, UIKit asks the presentation controller which style to use in
// the current traits; in compact width a controller may ask for full screen instead of custom.

@Test func inCompactWidthTheControllersAdaptiveStyleReplacesTheRequestedOne() throws {
    let app = JournaledApp(device: .iPhoneSE)
    app.delegate.compactStyle = .fullScreen
    try app.present()
    let snapshot = app.engine.snapshot()
    #expect(snapshot.presentationStyle == "custom")
    #expect(snapshot.effectiveStyle == "fullScreen")
}

@Test func inRegularWidthTheRequestedStyleStays() throws {
    let app = JournaledApp(device: .iPad)
    app.delegate.compactStyle = .fullScreen
    try app.present()
    #expect(app.engine.snapshot().effectiveStyle == "custom")
}

@Test func aControllerThatAnswersNoneDoesNotAdapt() throws {
    let app = JournaledApp(device: .iPhoneSE)
    try app.present()
    #expect(app.engine.snapshot().effectiveStyle == "custom")
}
