import ProsceniumLoading

extension AnalysedSources {
    /// The analysis as it crosses to `load`.
    public var reply: RewriteReply {
        RewriteReply(
            rewritten: rewritten, candidates: candidates, classNames: classNames, passedOver: passedOver,
            plainMethods: plainMethods, calls: calls)
    }
}

/// The rewrite's own edit (swift-syntax has a type of the same name; this module means ours).
typealias SourceEdit = ProsceniumLoading.SourceEdit

extension SourceEdit {
    /// Spaces over `range` (UTF-8 offsets), so nothing after it on the line moves.
    static func blanking(_ range: Range<Int>) -> SourceEdit {
        SourceEdit(
            start: range.lowerBound, end: range.upperBound, replacement: String(repeating: " ", count: range.count))
    }
}

extension RewrittenSource {
    /// `text` as written, refused: nothing of it is rewritten, and `load` prints why by line.
    init(refusing text: String, _ refusal: Refusal) {
        self.init(original: text, edits: [])
        refusals = [refusal]
    }
}
