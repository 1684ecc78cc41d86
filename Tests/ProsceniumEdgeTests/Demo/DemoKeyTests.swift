import Testing

@testable import ProsceniumEdge

/// `DemoKey.decode`: the bytes of one read, as the keys a speaker pressed.
@Suite struct DemoKeyTests {
    @Test func controlKeysHaveTheirMeanings() {
        #expect(
            DemoKey.decode([0x0F, 0x0E, 0x10, 0x0C, 0x04, 0x03]) == [
                .live, .nextAnchor, .previousAnchor, .clear, .end, .interrupt,
            ])
    }

    @Test func carriageReturnAndLineFeedAreOneEnter() {
        #expect(DemoKey.decode([0x0D, 0x0A]) == [.enter])
        #expect(DemoKey.decode([0x0D, 0x0D]) == [.enter, .enter])
    }

    @Test func anArrowIsOneKeyThatTypes() {
        // ESC [ B (down), then ESC O P (F1): two keys, not six.
        #expect(DemoKey.decode([0x1B, 0x5B, 0x42, 0x1B, 0x4F, 0x50]) == [.type, .type])
    }

    @Test func aCharacterOfSeveralBytesIsOneKey() {
        #expect(DemoKey.decode(Array("幕".utf8)) == [.type])
    }
}
