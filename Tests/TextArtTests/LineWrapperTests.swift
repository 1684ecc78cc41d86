import Testing

@testable import TextArt

@Suite("LineWrapper")
struct LineWrapperTests {
    /// Every word of `text`, split at spaces and argument separators.
    static func tokens(_ text: String) -> [Substring] {
        text.split { " :,(".contains($0) }
    }

    @Test func aLineThatFitsIsLeftAlone() {
        #expect(LineWrapper.wrap("short line", width: 80, indent: 4) == ["short line"])
        #expect(LineWrapper.wrapLines("a\n\nb\n", width: 80) == "a\n\nb\n")
    }

    @Test func neverMidTokenAndAHangingIndent() {
        let line = "0.000  delegate  frameOfPresentedViewInContainerView → {30, 30, 315, 607} and then some more words"
        let lines = LineWrapper.wrap(line, width: 48, indent: 6)
        #expect(lines.count > 1)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 48 })
        for l in lines.dropFirst() { #expect(l.hasPrefix("      ") && !l.hasPrefix("       ")) }
        // Every token of the wrapped lines is a whole token of the line.
        let whole = Set(Self.tokens(line))
        for l in lines { for t in Self.tokens(l) { #expect(whole.contains(t), "\(t) is cut") } }
        // A rect stays whole, and an arrow stays with its result.
        #expect(lines.contains { $0.contains("→ {30, 30, 315, 607}") })
    }

    @Test func aLongCallBreaksAfterAnArgumentLabel() {
        let lines = LineWrapper.wrap(
            "presentationController(forPresented:presenting:source:) → PlaygroundPresentationController",
            width: 50, indent: 2)
        #expect(
            lines == [
                "presentationController(forPresented:presenting:", "  source:) → PlaygroundPresentationController",
            ])
    }

    @Test func aWordLongerThanTheLineIsCutOnlyThen() {
        let lines = LineWrapper.wrap("abcdefghijklmnopqrstuvwxyz", width: 10, indent: 0)
        #expect(lines == ["abcdefghij", "klmnopqrst", "uvwxyz"])
    }

    @Test func cjkBreaksBetweenIdeographsButNotBeforeClosingPunctuation() {
        let text = "文件已成功上传到服务器，并已与团队中的每个人共享。（这是一个测试）「引号」结束"
        for width in 6...30 {
            let lines = LineWrapper.wrap(text, width: width, indent: 0)
            #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "width \(width)")
            #expect(lines.joined() == text)
            for l in lines.dropFirst() {
                #expect(!"，。；：！？）」』】〕、".contains(l.first!), "width \(width): \(l)")
            }
            for l in lines.dropLast() {
                #expect(!"（「『【〔".contains(l.last!), "width \(width): \(l)")
            }
        }
        // Never splits a wide character, even when one column is left.
        #expect(LineWrapper.wrap("ab文件", width: 3, indent: 0) == ["ab", "文", "件"])
    }

    @Test func hangingIndentFollowsTheLineShape() {
        #expect(LineWrapper.indent(for: "  · a note that goes on", width: 80) == 4)
        #expect(LineWrapper.indent(for: "       ↳ why: because", width: 80) == 14)
        #expect(LineWrapper.indent(for: "         you: adapt", width: 80) == 14)
        #expect(LineWrapper.indent(for: "- item", width: 80) == 2)
        #expect(LineWrapper.indent(for: "12. item", width: 80) == 4)
        #expect(LineWrapper.indent(for: "  present        shows the presented view", width: 80) == 17)
        #expect(LineWrapper.indent(for: "Plain prose.", width: 80) == 0)
    }

    @Test func packBreaksBetweenItems() {
        let lines = LineWrapper.pack(
            ["Proscenium", "`help` lists commands", "`lesson list` the lessons", "Tab completes", "Ctrl-D quits"],
            separator: " · ", width: 64, indent: 2)
        #expect(
            lines == [
                "Proscenium · `help` lists commands · `lesson list` the lessons", "  Tab completes · Ctrl-D quits",
            ])
    }
}

@Suite("LineWrapper links")
struct LineWrapperLinkTests {
    @Test func aLinkIsNeverBrokenAtItsSlashes() {
        let lines = LineWrapper.wrap(
            "Mirrors an article (ShinobiControls, 2014), https://www.example.com/blog/a-long-path-to-an-article",
            width: 60, indent: 0)
        #expect(
            lines == [
                "Mirrors an article (ShinobiControls, 2014),", "https://www.example.com/blog/a-long-path-to-an-article",
            ])
    }
}

@Suite("LineWrapper paths")
struct LineWrapperPathTests {
    @Test func aPathMovesToTheNextLineWholeRatherThanBreakAtASlash() {
        let lines = LineWrapper.wrap(
            "Wrote /tmp/state/proscenium/exercises/five-roles/CenteredCard.swift (4 TODOs). Fill them in.",
            width: 60, indent: 0)
        #expect(
            lines == [
                "Wrote", "/tmp/state/proscenium/exercises/five-roles/CenteredCard.swift", "(4 TODOs). Fill them in.",
            ])
    }

    @Test func aPathWiderThanTheLineStandsAloneAndRunsOver() {
        let path = "/a/very/long/state/folder/that/goes/on/and/on/proscenium/exercises/five-roles/CenteredCard.swift"
        let lines = LineWrapper.wrap("Checking `\(path)`: compiling it.", width: 40, indent: 2)
        #expect(lines == ["Checking", "  `\(path)`:", "  compiling it."])
    }

    @Test func aPathInChineseProseEndsAtTheFirstChineseCharacter() {
        let lines = LineWrapper.wrap(
            "已写入 /tmp/state/proscenium/exercises/sheets/Draft.swift（3 个 TODO）。", width: 50, indent: 0)
        #expect(lines.contains { $0.contains("/tmp/state/proscenium/exercises/sheets/Draft.swift") })
    }

    @Test func fractionsAndSelectorsAreNotPaths() {
        #expect(!LineWrapper.isPath(Array("1/3")))
        #expect(!LineWrapper.isPath(Array("`present(_:animated:completion:)`")))
        #expect(!LineWrapper.isPath(Array("and/or")))
        #expect(LineWrapper.isPath(Array("`lessons/01-five-roles.md`,")))
        #expect(LineWrapper.isPath(Array("~/work")))
    }
}

@Suite("LineWrapper code spans")
struct LineWrapperCodeSpanTests {
    @Test func aCallInBackticksMovesDownWholeWhenTheProseHasABreakBeforeIt() {
        let line = "没有提示：`adaptivePresentationStyle(for:traitCollection:)` 会显示提示。"
        let lines = LineWrapper.wrap(line, width: 50, indent: 0)
        #expect(lines.contains { $0.contains("`adaptivePresentationStyle(for:traitCollection:)`") })
    }

    @Test func aCallWiderThanTheLineStillBreaksAtItsSeparators() {
        let lines = LineWrapper.wrap("`presentationController(forPresented:presenting:source:)`", width: 30, indent: 0)
        #expect(lines.count > 1)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 30 })
    }
}
