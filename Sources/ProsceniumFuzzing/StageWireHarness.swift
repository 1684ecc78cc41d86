import Transcript

/// The stage wire, both ways: a request the stage decodes is encoded into one that decodes the
/// same; a reply the front end decodes, signed, decodes the same under its secret and is refused
/// under another (a line forged by the user's code cannot pass for a reply); a handshake's secret
/// hands the same secret on.
enum StageWireHarness {
    static func problem(_ text: String) -> String? {
        if let request = StageWire.Request.decode(text) {
            guard StageWire.Request.decode(request.encoded) == request else {
                return "request \(request.encoded) does not decode to itself"
            }
        }
        let secret = StageWire.Secret("0123456789abcdef0123456789abcdef")
        if let reply = StageWire.Reply.decode(text) {
            let line = reply.encoded(secret: secret)
            guard StageWire.Reply.decode(line, secret: secret) == reply else {
                return "reply \(line) does not decode to itself"
            }
            if StageWire.Reply.decode(line, secret: StageWire.Secret("f0")) != nil {
                return "reply \(line) decodes under another secret"
            }
        }
        if let handed = StageWire.Secret.fromHandshake(text), StageWire.Secret.fromHandshake(handed.handshake) != handed
        {
            return "handshake `\(handed.handshake)` does not hand on its secret"
        }
        return nil
    }
}
