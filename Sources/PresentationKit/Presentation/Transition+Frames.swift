extension Transition {
    /// What the transition's context answers for a side (`initialFrame(for:)`, `finalFrame(for:)`),
    /// read after the fact: `expect transition.finalFrame.presenting == 0 0 0 0`. nil for a size
    /// change, or a side that is gone.
    public func contextFrames(presented side: Bool) -> (initial: Rect, final: Rect)? {
        guard kind != .sizeChange, kind != .sheetDrag, let vc = side ? presented : presenting else { return nil }
        return (context.initialFrame(for: vc), context.finalFrame(for: vc))
    }
}
