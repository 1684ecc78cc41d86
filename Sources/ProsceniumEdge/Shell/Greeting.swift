import ProsceniumLanguage

/// The line the prompt opens with: what to type first, in the language of the lesson it opens
/// (`proscenium lesson 6 --lang zh` greets in Chinese, as the lesson then speaks).
package enum Greeting {
    /// The greeting's items, packed by the caller on as few lines as fit.
    package static func items(in language: Language) -> [String] {
        switch language {
        case .english:
            return [
                "Proscenium", "`help` lists commands", "`lesson list` the lessons", "Tab completes", "Ctrl-D quits",
            ]
        case .chinese:
            return ["Proscenium", "`help` 列出命令", "`lesson list` 列出课程", "Tab 键补全", "Ctrl-D 退出"]
        }
    }
}
