// Foundation as everyday iOS code reaches it beside a screen (our own): settings in
// `UserDefaults`, a search field's locale-aware matching and a Finder-like sort, the Info.plist
// and power state, Dispatch's time constants, geometry boxed in `NSValue`, and an
// `NSRegularExpression` that validates, extracts and rewrites text.
import Foundation
import UIKit

final class SettingsHost: UIViewController {
    init() { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func showSettings() {
        let defaults = UserDefaults.standard
        defaults.register(defaults: ["fontSize": 17, "theme": "light"])
        print("defaults registered: \(defaults.integer(forKey: "fontSize")) \(defaults.string(forKey: "theme") ?? "-")")
        defaults.set(true, forKey: "onboarded")
        defaults.set(2.5, forKey: "volume")
        defaults.set("42", forKey: "answer")
        defaults.set(["a", "b"], forKey: "tags")
        defaults.set("dark", forKey: "theme")
        defaults.set(URL(string: "https://example.com/feed")!, forKey: "feed")
        print(
            "defaults read: \(defaults.bool(forKey: "onboarded")) \(defaults.double(forKey: "volume"))"
                + " \(defaults.integer(forKey: "volume")) \(defaults.integer(forKey: "answer"))"
                + " \(defaults.stringArray(forKey: "tags") ?? []) \(defaults.string(forKey: "theme") ?? "-")"
                + " \(defaults.url(forKey: "feed")?.absoluteString ?? "-")")
        defaults.removeObject(forKey: "theme")
        defaults.set(nil, forKey: "answer")
        print(
            "defaults after removal: \(defaults.string(forKey: "theme") ?? "-") \(defaults.object(forKey: "answer") == nil)"
        )
        let group = UserDefaults(suiteName: "group.app.shared")
        group?.set(3, forKey: "count")
        print(
            "defaults suite: \(UserDefaults(suiteName: "group.app.shared")?.integer(forKey: "count") ?? -1)"
                + " \(defaults.object(forKey: "count") == nil) \(UserDefaults(suiteName: "NSGlobalDomain") == nil)"
                + " keys \(defaults.dictionaryRepresentation().keys.sorted())")
        print("defaults synchronize: \(defaults.synchronize())")

        let title = "Crème Brûlée"
        print(
            "search: \(title.localizedCaseInsensitiveContains("BRÛL")) \(title.localizedCaseInsensitiveContains("brul"))"
                + " \(title.localizedStandardContains("creme brulee")) \(title.localizedStandardContains(""))")
        let files = ["File10.txt", "file2.txt", "File1.txt", "éclair", "eclair", "Zebra", "apple"]
        print("standard sort: \(files.sorted { $0.localizedStandardCompare($1) == .orderedAscending })")
        print("localized sort: \(files.sorted { $0.localizedCompare($1) == .orderedAscending })")
        print(
            "compare: \("a".localizedCompare("A") == .orderedAscending)"
                + " \("Apple".localizedCaseInsensitiveCompare("apple") == .orderedSame)")

        let version = Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String
        print("info: \(version ?? "none") low power \(ProcessInfo.processInfo.isLowPowerModeEnabled)")
        let delay = UInt64(0.25 * Double(NSEC_PER_SEC))
        print("nanoseconds: \(delay) \(delay / NSEC_PER_MSEC) ms \(USEC_PER_SEC) \(NSEC_PER_USEC)")

        let boxed = [
            NSValue(cgPoint: CGPoint(x: 3, y: 4)), NSValue(cgSize: CGSize(width: 5, height: 6)),
            NSValue(cgAffineTransform: CGAffineTransform(scaleX: 2, y: 2)),
            NSValue(uiEdgeInsets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)),
        ]
        print(
            "boxed: \(boxed[0].cgPointValue.x + boxed[0].cgPointValue.y) \(boxed[1].cgSizeValue.width * boxed[1].cgSizeValue.height)"
                + " \(boxed[2].cgAffineTransformValue.a) \(boxed[3].uiEdgeInsetsValue.left + boxed[3].uiEdgeInsetsValue.right)"
        )

        do {
            let email = try NSRegularExpression(
                pattern: "^[A-Z0-9._%+-]+@([A-Z0-9.-]+)\\.[A-Z]{2,}$", options: .caseInsensitive)
            let address = "Ada@Example.org"
            let whole = NSRange(address.startIndex..., in: address)
            if let match = email.firstMatch(in: address, options: [], range: whole),
                let domain = Range(match.range(at: 1), in: address)
            {
                print("email valid, domain \(address[domain]), range \(match.range.location) \(match.range.length)")
            }
            let tags = try NSRegularExpression(pattern: "#(\\w+)")
            let post = "😀 #swift and #uikit"
            let found = tags.matches(in: post, range: NSRange(location: 0, length: post.utf16.count))
            print(
                "hashtags: \(found.map { (post as NSString).substring(with: $0.range(at: 1)) }) at \(found.map { $0.range.location })"
                    + " count \(tags.numberOfMatches(in: post, options: [], range: NSRange(location: 0, length: post.utf16.count)))"
            )
            let dates = try NSRegularExpression(pattern: "(\\d{4})-(\\d{2})-(\\d{2})")
            let text = "from 2024-03-01 to 2024-12-25"
            print(
                "rewritten: "
                    + dates.stringByReplacingMatches(
                        in: text, options: [], range: NSRange(location: 0, length: text.utf16.count),
                        withTemplate: "$3/$2/$1"))
            print("escaped: \(NSRegularExpression.escapedPattern(for: "1+1=2?"))")
            _ = try NSRegularExpression(pattern: "[unclosed")
        } catch {
            print("bad pattern: \(error.localizedDescription)")
        }
        let stamp = DateFormatter()
        stamp.dateFormat = "yyyy-MM-dd HH:mm:ss"
        let parsed = stamp.date(from: "2024-03-01 15:04:05")
        let styled = DateFormatter()
        styled.dateStyle = .medium
        styled.timeStyle = .short
        print(
            "dates: \(parsed.map { stamp.string(from: $0) } ?? "nil") \(parsed?.timeIntervalSince1970 ?? 0)"
                + " | \(parsed.map { styled.string(from: $0) } ?? "nil") | \(stamp.date(from: "March 1") == nil)")
        present(UIViewController(), animated: true)
    }
}
