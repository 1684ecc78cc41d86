/// A block the engine keeps to run later (an animation's completion, an alongside block, a
/// `present` completion), with how to make the same block for a copy of its world. A closure
/// cannot be re-pointed at the copies of what it captured, so a block that is to survive a copy
/// names what it captures (`captured`), and the copy rebuilds it over their copies: this is what
/// lets a session copy a world while an interactive transition waits for its gesture (its
/// animations' completions and the presentation controller's alongside blocks are pending then).
///
/// A block given as a plain closure (the app's own, through UIKit's API) is opaque: a world
/// holding one pending is not copied (`WorldCopy.refusal`), and undo replays instead.
public struct WorldBlock<Argument> {
    let body: (Argument) -> Void
    private let carry: ((WorldCopy) -> WorldBlock<Argument>)?

    /// A closure whose captures nobody can see: it runs, and a copy of its world is refused.
    public init(opaque body: @escaping (Argument) -> Void) {
        self.body = body
        carry = nil
    }

    /// A block over `captured` (the objects and values it uses): `carried` gives their copies in
    /// a copy of the world, and the copy's block runs `body` over those.
    package init<Captured>(
        _ captured: Captured, carried: @escaping (Captured, WorldCopy) -> Captured,
        _ body: @escaping (Captured, Argument) -> Void
    ) {
        self.body = { body(captured, $0) }
        carry = { world in WorldBlock(carried(captured, world), carried: carried, body) }
    }

    /// A block that uses nothing of its world (a `completion: {}`): a copy shares it.
    package static var nothing: WorldBlock {
        WorldBlock((), carried: { _, _ in () }) { _, _ in }
    }

    public func callAsFunction(_ argument: Argument) { body(argument) }

    /// The same block for `world`, or nil (and a refusal) when it is opaque.
    func copy(in world: WorldCopy) -> WorldBlock? {
        guard let carry else {
            world.refuse("a block given as a plain closure cannot be copied")
            return nil
        }
        return carry(world)
    }
}

extension WorldBlock where Argument == Void {
    public func callAsFunction() { body(()) }
}
