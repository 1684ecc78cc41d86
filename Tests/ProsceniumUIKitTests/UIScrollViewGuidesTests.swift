import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// A scroll view's content and frame guides, as a form in a sheet pins its stack to them: the
/// content guide's solved size becomes the content size, the frame guide is the scroll view.
@Suite struct UIScrollViewGuidesTests {
    @Test func aStackPinnedToTheContentGuideSetsTheContentSize() {
        let (engine, container) = AutoLayoutTests.stage()
        let scroll = UIScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(scroll)
        let column = UIView()
        column.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(column)
        NSLayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: container.topAnchor),
            scroll.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            scroll.heightAnchor.constraint(equalToConstant: 400),
            column.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 20),
            column.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            column.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor, constant: -20),
            column.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            column.heightAnchor.constraint(equalToConstant: 1000),
        ])
        engine.perform { container.layoutIfNeeded() }
        #expect(scroll.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 393, height: 400))
        #expect(column.frame == CGRect(x: 0, y: 20, width: 393, height: 1000))
        #expect(scroll.contentSize == CGSize(width: 393, height: 1040))
        #expect(engine.consoleLog.isEmpty, "nothing is ambiguous: \(engine.consoleLog)")
    }
}
