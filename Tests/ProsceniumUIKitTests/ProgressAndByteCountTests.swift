import Testing

@testable import ProsceniumUIKit

/// A progress bar clamped to 0…1 and following a progress object; byte counts written as
/// Foundation writes them in English.
@Suite struct ProgressAndByteCountTests {
    @Test func aProgressBarStaysInItsRangeAndFollowsItsProgress() {
        let bar = UIProgressView(progressViewStyle: .bar)
        bar.setProgress(1.4, animated: true)
        #expect(bar.progress == 1)
        let download = Progress()
        download.totalUnitCount = 4
        download.completedUnitCount = 1
        bar.observedProgress = download
        #expect(bar.progress == 0.25)
    }

    @Test func byteCountsReadAsFoundationWritesThem() {
        #expect(ByteCountFormatter.string(fromByteCount: 0, countStyle: .file) == "Zero KB")
        #expect(ByteCountFormatter.string(fromByteCount: 1, countStyle: .file) == "1 byte")
        #expect(ByteCountFormatter.string(fromByteCount: 999, countStyle: .file) == "999 bytes")
        #expect(ByteCountFormatter.string(fromByteCount: 1_500, countStyle: .file) == "2 KB")
        #expect(ByteCountFormatter.string(fromByteCount: 1_234_567, countStyle: .file) == "1.2 MB")
        #expect(ByteCountFormatter.string(fromByteCount: 1_048_576, countStyle: .memory) == "1 MB")
        #expect(ByteCountFormatter.string(fromByteCount: 3_210_000_000, countStyle: .file) == "3.21 GB")
    }
}
