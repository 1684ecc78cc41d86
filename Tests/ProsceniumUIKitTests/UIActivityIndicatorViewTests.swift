import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// A spinner is hidden while it is stopped, unless told not to hide (Apple's
/// `hidesWhenStopped` reference).
@Suite struct UIActivityIndicatorViewTests {
    @Test func aSpinnerIsHiddenWhileStopped() {
        let spinner = UIActivityIndicatorView(style: .medium)
        #expect(spinner.isHidden && !spinner.isAnimating)
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        spinner.stopAnimating()
        #expect(spinner.isHidden)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
    }
}
