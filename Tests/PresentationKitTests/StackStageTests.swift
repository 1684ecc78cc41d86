import PresentationKit
import Testing

// Stacks (`Engine+Stack.swift`): a presented controller presents another; dismissing from the
// bottom ends them all, the top one with its own transition, the ones between without animation.

/// Three controllers presented one on another, each with UIKit's own full-screen-over style.
private func threeDeep() throws -> (Engine, ViewController, [ViewController]) {
    let engine = Engine()
    let root = ViewController(typeName: "Root")
    engine.setRootViewController(root)
    var stack: [ViewController] = []
    var presenter = root
    for name in ["A", "B", "C"] {
        let vc = ViewController(typeName: name)
        vc.modalPresentationStyle = .overFullScreen
        try presenter.presentThrowing(vc, animated: true)
        engine.run()
        stack.append(vc)
        presenter = vc
    }
    return (engine, root, stack)
}

@Test func eachPresentationInAStackHasItsOwnContainer() throws {
    let (engine, root, stack) = try threeDeep()
    #expect(engine.presentedStack.map(\.typeName) == ["A", "B", "C"])
    #expect(stack[1].presentingViewController === stack[0])
    #expect(stack[1].presentedViewController === stack[2])
    let containers = stack.compactMap { $0.presentationController?.containerView }
    #expect(containers.count == 3)
    // Spelt out with types: as one expression it took the type checker five seconds.
    let onWindow: [ObjectIdentifier] = engine.window.subviews.map { ObjectIdentifier($0) }
    let expected: [ObjectIdentifier] = [ObjectIdentifier(root.view)] + containers.map { ObjectIdentifier($0) }
    #expect(onWindow == expected)
}

@Test func dismissingFromTheBottomAnimatesOnlyTheTopAndLeavesNothingBehind() throws {
    let (engine, root, stack) = try threeDeep()
    let start = engine.trace.count
    try root.dismissThrowing(animated: true)
    engine.run()
    let calls = engine.trace[start...]
    #expect(calls.filter { $0.call == "animateTransition(using:)" }.count == 1)
    #expect(calls.filter { $0.call == "dismissalTransitionDidEnd(_:)" }.count == 3)
    // The top one's view animates out (true); the two between leave without animation (false).
    #expect(
        calls.filter { $0.call == "viewWillDisappear(_:)" }.map(\.arguments.first?.value) == [
            .bool(false), .bool(false), .bool(true),
        ])
    #expect(engine.window.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(root.view)])
    #expect(engine.presentedStack.isEmpty)
    #expect(stack.allSatisfy { $0.presentingViewController == nil && $0.presentedViewController == nil })
    #expect(stack.allSatisfy { $0.view.window == nil })
    #expect(engine.phase == .idle)
}

@Test func dismissingFromTheMiddleKeepsWhatIsBelow() throws {
    let (engine, root, stack) = try threeDeep()
    // B dismisses what it presented: C only.
    try stack[1].dismissThrowing(animated: true)
    engine.run()
    #expect(engine.presentedStack.map(\.typeName) == ["A", "B"])
    #expect(engine.window.subviews.count == 3)
    #expect(root.presentedViewController === stack[0])
}
