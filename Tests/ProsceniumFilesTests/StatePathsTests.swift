import ProsceniumFiles
import Testing

@Test func anAbsoluteXDGStateHomeIsUsed() {
    let paths = StatePaths(environment: ["XDG_STATE_HOME": "/s/", "HOME": "/h"].lookup, userHome: { "/p" })
    #expect(paths.progressFile == "/s/proscenium/progress.json")
    #expect(paths.historyFile == "/s/proscenium/history")
}

@Test func aRelativeXDGStateHomeIsIgnoredForBothFilesAndSaidWhy() {
    let paths = StatePaths(environment: ["XDG_STATE_HOME": "rel", "HOME": "/h"].lookup, userHome: { nil })
    #expect(paths.progressFile == "/h/.local/state/proscenium/progress.json")
    #expect(paths.historyFile == "/h/.local/state/proscenium/history")
    #expect(paths.ignoredSetting?.contains("not an absolute path") == true)
}

@Test func withoutHomeProgressAndHistoryFallBackToTheSameUserHome() {
    let paths = StatePaths(environment: [:].lookup, userHome: { "/home/learner" })
    #expect(paths.progressFile == "/home/learner/.local/state/proscenium/progress.json")
    #expect(paths.historyFile == "/home/learner/.local/state/proscenium/history")
}

@Test func withNoHomeAtAllNothingIsSaved() {
    let paths = StatePaths(environment: [:].lookup, userHome: { nil })
    #expect(paths.directory == nil)
    #expect(paths.progressFile == nil && paths.historyFile == nil)
}

extension Dictionary where Key == String, Value == String {
    var lookup: (String) -> String? { { self[$0] } }
}
