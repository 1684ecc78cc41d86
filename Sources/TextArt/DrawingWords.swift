/// The few words a drawing writes around its views (the header's orientation and phase, the
/// frame list's notes, the key), in the language of the lesson it is drawn for. View names,
/// frames, device names and size classes stay as they are: they are what commands and `expect`
/// lines type.
enum DrawingWords {
    static func say(_ english: String, in language: Language) -> String {
        guard language == .chinese else { return english }
        if let whole = chinese[english] { return whole }
        // A word and its number (`shadow 0.3`): the word is translated, the number stays.
        if let space = english.firstIndex(of: " "), let word = chinese[String(english[..<space])] {
            return word + english[space...]
        }
        return english
    }

    private static let chinese: [String: String] = [
        "portrait": "竖屏", "landscape": "横屏",
        "idle": "空闲", "presenting": "正在呈现", "presented": "已呈现", "dismissing": "正在收起",
        "stuck": "卡住",
        "behind the container": "在 container 后面", "bad frame": "frame 无效", "offscreen": "在屏幕外",
        "hidden": "隐藏", "animating": "动画中", "shadow": "阴影", "dimming": "遮罩", "view": "视图", "safe area": "安全区域",
    ]
}
