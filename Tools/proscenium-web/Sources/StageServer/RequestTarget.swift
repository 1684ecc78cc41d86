/// A request's target (`/live?token=…`) split into its path and the value of its `token`
/// parameter. Only what the server routes on: nothing else in the query is read.
public struct RequestTarget: Equatable, Sendable {
    public var path: String
    public var token: String?

    public init(_ uri: String) {
        let parts = uri.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        path = String(parts.first ?? "")
        token = nil
        guard parts.count == 2 else { return }
        for pair in parts[1].split(separator: "&") {
            let kv = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            if kv.count == 2, kv[0] == "token" {
                token = String(kv[1])
                return
            }
        }
    }
}
