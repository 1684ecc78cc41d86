import Playground

/// Why a lesson file could not be read: where and what.
package struct LessonFileError: Error, Equatable, Sendable, CustomStringConvertible {
    package var file: String
    package var line: Int
    package var message: String
    package var description: String { "\(file):\(line): \(message)" }
}

/// Reads the lesson format described in `lessons/README.md`.
package enum LessonParser {
    /// The longest line a lesson file may have, in bytes: far beyond any paragraph written on
    /// one line (a translation's are a few hundred).
    package static let lineLimit = 64 << 10

    package static func parse(_ text: String, file: String, language: Language = .english) throws(LessonFileError)
        -> Lesson
    {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map(
            String.init)
        func fail(_ line: Int, _ message: String) -> LessonFileError {
            LessonFileError(file: file, line: line, message: message)
        }
        // Prose is wrapped for the window a paragraph at a time; a line of megabytes would cost
        // hundreds of megabytes there, so a file with one is refused before anything is built.
        if let long = lines.firstIndex(where: { $0.utf8.count > lineLimit }) {
            throw fail(
                long + 1, "a line longer than \(lineLimit >> 10) KiB: lesson lines are wrapped at about 100 columns")
        }

        var i = 0
        while i < lines.count, lines[i].trimmed.isEmpty { i += 1 }
        guard i < lines.count, lines[i].hasPrefix("# ") else { throw fail(i + 1, "a lesson starts with `# Title`") }
        let title = String(lines[i].dropFirst(2)).trimmed
        i += 1

        var meta: [String: String] = [:]
        var introLines: [String] = []
        while i < lines.count, !lines[i].hasPrefix("## ") {
            let l = lines[i].trimmed
            if introLines.isEmpty, l.hasPrefix("- "), let colon = l.firstIndex(of: ":") {
                let key = String(l[l.index(l.startIndex, offsetBy: 2)..<colon]).trimmed.lowercased()
                if ["slug", "article", "device"].contains(key) {
                    meta[key] = String(l[l.index(after: colon)...]).trimmed
                    i += 1
                    continue
                }
            }
            if !(introLines.isEmpty && l.isEmpty) { introLines.append(lines[i]) }
            i += 1
        }
        guard let slug = meta["slug"], !slug.isEmpty else { throw fail(2, "missing `- slug:`") }
        guard let article = meta["article"] else { throw fail(2, "missing `- article:` (write `none` for no article)") }
        let device = meta["device"] ?? "iphone-se"

        var steps: [LessonStep] = []
        while i < lines.count {
            let header = lines[i]
            let stepLine = i + 1
            let heading = String(header.dropFirst(3)).trimmed
            guard let dot = heading.firstIndex(of: "."), let n = Int(heading[..<dot]) else {
                throw fail(stepLine, "a step heading is `## N. Title`")
            }
            guard n == steps.count + 1 else { throw fail(stepLine, "step \(n) should be numbered \(steps.count + 1)") }
            var step = LessonStep(
                number: n, title: String(heading[heading.index(after: dot)...]).trimmed, prose: "",
                tryCommands: [], goals: [], hints: [], solution: [], line: stepLine)
            var prose: [String] = []
            i += 1
            while i < lines.count, !lines[i].hasPrefix("## ") {
                let raw = lines[i]
                let l = raw.trimmed
                if l.hasPrefix("```") {
                    let isCommands = String(l.dropFirst(3)).trimmed == "proscenium"
                    var block: [String] = []
                    i += 1
                    while i < lines.count, !lines[i].trimmed.hasPrefix("```") {
                        block.append(lines[i])
                        i += 1
                    }
                    if isCommands { step.tryCommands += block.map(\.trimmed).filter { !$0.isEmpty } }
                    prose.append("```" + (isCommands ? "proscenium" : ""))
                    prose += block
                    prose.append("```")
                    i += 1
                    continue
                }
                if l.hasPrefix("- goal:") {
                    let body = String(l.dropFirst(7)).trimmed
                    guard let code = backticked(body).first else {
                        throw fail(i + 1, "a goal holds one backticked `expect` line")
                    }
                    do {
                        guard case .expect(let x) = try Parser.parse(code) else {
                            throw fail(i + 1, "a goal must be an `expect` line: \(code)")
                        }
                        if step.exercise != nil {
                            guard !step.exercise!.stages.isEmpty else {
                                throw fail(i + 1, "an exercise's goal follows the `- run:` line whose result it checks")
                            }
                            step.exercise!.stages[step.exercise!.stages.count - 1].goals.append(step.goals.count)
                        }
                        step.goals.append(LessonGoal(text: code, expectation: x, line: i + 1))
                    } catch let e as LessonFileError {
                        throw e
                    } catch {
                        throw fail(
                            i + 1,
                            "goal does not parse: \(code) (\(ErrorWording.line(for: .parse(error as! ParseError, line: code))))"
                        )
                    }
                } else if l.hasPrefix("- otherwise:") {
                    // What the goal above it means when the learner's code misses it.
                    guard step.exercise != nil, let last = step.goals.indices.last,
                        lines[i - 1].trimmed.hasPrefix("- goal:")
                    else { throw fail(i + 1, "`- otherwise:` follows an exercise's `- goal:` line") }
                    let words = String(l.dropFirst(12)).trimmed
                    guard !words.isEmpty else { throw fail(i + 1, "`- otherwise:` says what the goal not met means") }
                    step.goals[last].otherwise = words
                } else if l.hasPrefix("- ask:") || l.hasPrefix("- question:") {
                    guard step.question == nil else { throw fail(i + 1, "a step asks one question") }
                    let reads = l.hasPrefix("- question:")
                    step.question = LessonQuestion(
                        text: String(l.dropFirst(reads ? 11 : 6)).trimmed, options: [], answer: "", why: "",
                        line: i + 1, readsOutput: reads)
                } else if l.hasPrefix("- wrong:") {
                    guard step.exercise != nil else { throw fail(i + 1, "`- wrong:` follows an `- exercise:` line") }
                    let parts = backticked(String(l.dropFirst(8)))
                    guard parts.count == 3 else {
                        throw fail(i + 1, "a wrong answer is `FROM` → `TO` fails `expect …` (three backticked parts)")
                    }
                    let unescape = { (t: String) in t.replacing("\\n", with: "\n") }
                    step.exercise!.wrongAnswers.append(
                        WrongAnswer(from: unescape(parts[0]), to: unescape(parts[1]), goal: parts[2], line: i + 1))
                } else if let letter = optionLetter(l) {
                    guard step.question != nil else {
                        throw fail(i + 1, "a choice `- \(letter):` follows an `- ask:` line")
                    }
                    step.question!.options.append((letter, String(l.dropFirst(5)).trimmed))
                } else if l.hasPrefix("- answer:") {
                    guard step.question != nil else { throw fail(i + 1, "`- answer:` follows an `- ask:` line") }
                    let body = String(l.dropFirst(9)).trimmed
                    let letter = String(body.prefix(1))
                    var why = Substring(body.dropFirst(1))
                    while let f = why.first, " ,:—-，：".contains(f) { why = why.dropFirst() }
                    step.question!.answer = letter.uppercased()
                    step.question!.why = String(why)
                } else if l.hasPrefix("- exercise solution:") {
                    guard step.exercise != nil else {
                        throw fail(i + 1, "`- exercise solution:` follows an `- exercise:` line")
                    }
                    guard let path = backticked(String(l.dropFirst(20))).first else {
                        throw fail(i + 1, "an exercise's solution is one backticked path")
                    }
                    step.exercise!.solution = path
                } else if l.hasPrefix("- exercise:") {
                    guard step.exercise == nil else { throw fail(i + 1, "a step has one exercise") }
                    guard let path = backticked(String(l.dropFirst(11))).first else {
                        throw fail(i + 1, "an exercise is one backticked path to its starter file")
                    }
                    step.exercise = LessonExercise(starter: path, solution: "", line: i + 1)
                } else if l.hasPrefix("- run:") {
                    guard step.exercise != nil else { throw fail(i + 1, "`- run:` follows an `- exercise:` line") }
                    let commands = backticked(String(l.dropFirst(6)))
                    step.exercise!.stages.append(ExerciseStage(commands: commands, goals: []))
                    for command in commands {
                        do { _ = try Parser.parse(command) } catch {
                            throw fail(i + 1, "exercise command does not parse: \(command)")
                        }
                    }
                } else if l.hasPrefix("- done:") {
                    guard step.afterword == nil else { throw fail(i + 1, "a step has one `- done:` line") }
                    step.afterword = String(l.dropFirst(7)).trimmed
                } else if l.hasPrefix("- aim:") {
                    guard step.aim == nil else { throw fail(i + 1, "a step has one aim") }
                    step.aim = String(l.dropFirst(6)).trimmed
                } else if l.hasPrefix("- hint:") {
                    step.hints.append(String(l.dropFirst(7)).trimmed)
                } else if l.hasPrefix("- solution:") {
                    step.solution = backticked(String(l.dropFirst(11)))
                    for command in step.solution {
                        do { _ = try Parser.parse(command) } catch {
                            throw fail(i + 1, "solution command does not parse: \(command)")
                        }
                    }
                } else {
                    prose.append(raw)
                }
                i += 1
            }
            step.prose = prose.joined(separator: "\n").trimmedLines
            steps.append(step)
        }
        guard !steps.isEmpty else { throw fail(lines.count, "a lesson has at least one `## 1. Step`") }
        let name = file.split(separator: "/").last.map(String.init) ?? file
        let number = Int(name.prefix { $0.isNumber }) ?? 0
        return Lesson(
            number: number, slug: slug, title: title, article: article.lowercased() == "none" ? nil : article,
            device: device, language: language, intro: introLines.joined(separator: "\n").trimmedLines,
            steps: steps, file: file)
    }

    /// `A` for a line `- A: …` (a question's choice, A to E).
    static func optionLetter(_ l: String) -> String? {
        let chars = Array(l)
        guard chars.count >= 5, chars[0] == "-", chars[1] == " ", "ABCDE".contains(chars[2]), chars[3] == ":",
            chars[4] == " "
        else { return nil }
        return String(chars[2])
    }

    /// The contents of each `…` in `s`.
    static func backticked(_ s: String) -> [String] {
        var out: [String] = []
        var current: String?
        for ch in s {
            if ch == "`" {
                if let c = current {
                    out.append(c)
                    current = nil
                } else {
                    current = ""
                }
            } else if current != nil {
                current!.append(ch)
            }
        }
        return out
    }
}

extension String {
    var trimmed: String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\t" || l == "\r" { s = s[..<s.index(before: s.endIndex)] }
        return String(s)
    }

    /// Without blank lines at either end.
    var trimmedLines: String {
        var lines = split(separator: "\n", omittingEmptySubsequences: false)
        while let f = lines.first, f.allSatisfy({ $0 == " " }) { lines.removeFirst() }
        while let l = lines.last, l.allSatisfy({ $0 == " " }) { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}
