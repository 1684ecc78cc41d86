import ProsceniumLoading

extension AnalysedSources {
    /// The analysis as it crosses to `load`.
    public var reply: RewriteReply {
        RewriteReply(
            rewritten: rewritten, candidates: candidates, classNames: classNames, passedOver: passedOver,
            plainMethods: plainMethods)
    }
}

/// The rewrite's own edit (swift-syntax has a type of the same name; this module means ours).
typealias SourceEdit = ProsceniumLoading.SourceEdit
