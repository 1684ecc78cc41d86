import ProsceniumJSON

/// The JSON reader: a document it reads is written (`serialized`) into text it reads back as the
/// same value; anything else is refused with a `Failure`, never a crash.
enum JSONHarness {
    static func problem(_ text: String) -> String? {
        guard let value = try? JSONReader.parse(text) else { return nil }
        let written = value.serialized
        guard let again = try? JSONReader.parse(written) else {
            return "read, but its serialization is refused: \(written)"
        }
        return again.serialized == written ? nil : "\(written) reads back as \(again.serialized)"
    }
}
