/// What a goal finds, in Chinese: the evaluator words what it found in English (`presented.frame
/// is {0, 0, 375, 667}`, `dimming is not on screen`), the words scripts and teachers' tests read;
/// inside a Chinese lesson the runner puts those phrases into Chinese around the same values.
/// Names, calls and values stay as they are typed. A phrase this table does not know stays English.
enum ChineseActual {
    static func translate(_ english: String) -> String {
        var s = english
        // Scopes first: they end other phrases.
        for (en, zh) in [
            (" since the step began", "（这一步开始以来）"),
            (" since the session began", "（会话开始以来）"),
            (" since the last transition began", "（上一次转场开始以来）"),
            (" (no transition yet)", "（还没有转场）"),
        ] {
            s = s.replacing(en, with: zh)
        }
        // `expect last action`: the command is kept as typed, so it is put apart first.
        if s.hasPrefix("the last action"), let was = s.firstRange(of: " was `") {
            let scope = s[s.index(s.startIndex, offsetBy: 15)..<was.lowerBound]
            return "最后一个动作" + scope + "是 `" + s[was.upperBound...]
        }
        if s.hasPrefix("no action has run") { return "还没有执行过任何动作" + s.dropFirst(17) }
        if let near = s.firstRange(of: "; off by ") {
            // `off by 1; `==` is exact: write `~=` (within 0.01) or `within N` to allow that`
            let tail = s[near.upperBound...]
            let amount = tail.prefix { $0 != ";" }
            let tolerance = tail.firstRange(of: "(within ").map { r in tail[r.upperBound...].prefix { $0 != ")" } }
            s = String(s[..<near.lowerBound]) + "；相差 \(amount)"
            if let tolerance {
                s += "；`==` 要求完全相等：写 `~=`（允许 \(tolerance)）或 `within N` 来放宽"
            }
        }
        for (en, zh) in [
            (" is not on screen", " 不在屏幕上"),
            (" is on screen", " 在屏幕上"),
            (" has not happened yet", " 还没有发生"),
            (" has not happened", " 还没有发生"),
            (" has not run", " 还没有运行"),
            (" returned nothing", " 没有返回值"),
            (" returned ", " 返回了 "),
            ("` ran", "` 运行过了"),
        ] {
            s = s.replacing(en, with: zh)
        }
        // `expect shown`, a claim at a moment, a style with nothing presented.
        if s.hasPrefix("no "), let shown = s.firstRange(of: " shown（") {
            let what = s[s.index(s.startIndex, offsetBy: 3)..<shown.lowerBound]
            return "还没有看过 " + what + s[s.index(after: shown.lowerBound)...].dropFirst(5)
        }
        if s.hasPrefix("the "), let shown = s.firstRange(of: " was shown") {
            return "已经看过 " + s[s.index(s.startIndex, offsetBy: 4)..<shown.lowerBound] + s[shown.upperBound...]
        }
        if s.hasPrefix("no transition yet to read at ") {
            return "还没有转场，无法读取 " + s.dropFirst(29) + " 时的状态"
        }
        if s.hasPrefix("nothing is presented yet (") {
            let key = s.dropFirst(26).prefix { $0 != " " }
            return "还没有 present 任何东西（\(key) 读的是被 present 的 controller）"
        }
        if s.hasPrefix("found at "), let colon = s.firstRange(of: ": ") {
            s = "在 " + s[s.index(s.startIndex, offsetBy: 9)..<colon.lowerBound] + " 秒找到：" + s[colon.upperBound...]
        }
        if s.hasPrefix("no "), let among = s.firstRange(of: " among ") {
            let what = s[s.index(s.startIndex, offsetBy: 3)..<among.lowerBound]
            let rest = s[among.upperBound...]
            let count = rest.prefix { $0.isNumber }
            let scope = rest.drop { $0 != "（" }
            s = "\(count) 个调用\(scope)中没有 \(what)"
        }
        if let occurs = s.firstRange(of: " occurs ") {
            let rest = s[occurs.upperBound...]
            let count = rest.prefix { $0.isNumber }
            let scope = rest.drop { $0 != "（" }
            s = s[..<occurs.lowerBound] + " 出现了 \(count) 次" + scope
        }
        // `X is Y` last, once: the name before it never holds the word, the value may.
        if let be = s.firstRange(of: " is ") { s = s[..<be.lowerBound] + " 为 " + s[be.upperBound...] }
        return s
    }
}
