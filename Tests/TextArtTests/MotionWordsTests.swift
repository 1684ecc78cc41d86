import PresentationKit
import Testing

@testable import TextArt

/// `scrub`, `film`, `timeline` and `curve` speak the lesson's language around their numbers
/// (issue 25); English is unchanged.
struct MotionWordsTests {
    @Test func theHeadersAreChineseInAChineseLesson() {
        #expect(
            MotionWord.position(at: "0.250", of: "1.000", percent: "25").said(in: .chinese)
                == "0.250 秒 / 共 1.000 秒（25 %）")
        #expect(MotionWord.kind(.presentation).said(in: .chinese) == "呈现")
        #expect(MotionWord.kind(.sizeChange).said(in: .chinese) == "尺寸变化")
        #expect(MotionWord.frames(6).said(in: .chinese) == "6 帧")
        #expect(MotionWord.cancelled.said(in: .chinese) == "已取消")
        #expect(MotionWord.scale("presented").said(in: .chinese) == "×：presented 的缩放")
        #expect(MotionWord.progress.said(in: .chinese) == "进度")
    }

    @Test func englishStaysAsItWas() {
        #expect(
            MotionWord.position(at: "0.250", of: "1.000", percent: "25").said(in: .english)
                == "0.250 s of 1.000 s (25 %)")
        #expect(MotionWord.frames(1).said(in: .english) == "1 frame")
        #expect(MotionWord.kind(.sizeChange).said(in: .english) == "size change")
        #expect(MotionWord.duration("1").said(in: .english) == "duration 1 s (end of the axis)")
    }
}
