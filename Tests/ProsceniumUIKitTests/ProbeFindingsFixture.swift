// Foundation's names the `UIKit` module itself declares (Sources/UIKit) that ProbeFindingsTests
// checks, reached as loaded code reaches them; alone in its file for the reason
// FoundationNamesFixture.swift gives.
import UIKit

enum ProbeFindingsFixture {
    /// `(text as NSString).floatValue`.
    static func floatOf(_ text: String) -> Float { (text as NSString).floatValue }

    /// `integerValue` of a number with a suffix, of no number, and `intValue` past 32 bits.
    static func integers() -> [Int] {
        ["12abc".integerValue, "abc".integerValue, Int("99999999999".intValue)]
    }

    /// `boolValue` past a sign and zeros, and of a word that is not yes.
    static func bools() -> [Bool] { ["  +0Yes".boolValue, "no".boolValue] }

    /// Two errors' descriptions, and the code of one thrown as `Error` and cast back.
    static func errorDescriptions() -> [String] {
        let plain = NSError(domain: "Player", code: 3)
        let described = NSError(domain: "Player", code: 4, userInfo: [NSLocalizedDescriptionKey: "No track"])
        let thrown: Error = described
        return [plain.localizedDescription, described.localizedDescription, "\((thrown as? NSError)?.code ?? -1)"]
    }
}
