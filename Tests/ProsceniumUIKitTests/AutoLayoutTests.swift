import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// Auto Layout as presentation code writes it, solved where UIKit solves it: at `layoutIfNeeded()`
/// and at the engine's layout pass of the container.
@Suite struct AutoLayoutTests {
    /// A container the size of an iPhone 15 screen in a window, so safe areas are the device's.
    static func stage(_ device: Device = .iPhone15, _ orientation: Orientation = .portrait) -> (Engine, UIView) {
        let engine = Engine(device: device, orientation: orientation)
        let root = UIViewController()
        engine.setRootViewController(root)
        return (engine, root.view)
    }

    @Test func aBannerPinnedToTheSafeAreaFollowsItIntoLandscape() throws {
        let (engine, container) = Self.stage()
        let banner = UIView()
        banner.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(banner)
        let guide = container.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            banner.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            banner.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            banner.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -16),
            banner.heightAnchor.constraint(equalToConstant: 80),
        ])
        engine.perform { container.layoutIfNeeded() }
        // 393 × 852, safe area 59 top, 34 bottom.
        #expect(banner.frame == CGRect(x: 16, y: 852 - 34 - 16 - 80, width: 361, height: 80))
        try engine.changeScreen(orientation: .landscape)
        engine.run()
        engine.perform { container.layoutIfNeeded() }
        // 852 × 393, safe area 59 left and right, 21 bottom.
        #expect(banner.frame == CGRect(x: 59 + 16, y: 393 - 21 - 16 - 80, width: 852 - 118 - 32, height: 80))
        #expect(engine.consoleLog.isEmpty)
    }

    /// `anchorWithOffset(to:)`: the gap between two views as a dimension a constraint sizes.
    @Test func aGapBetweenTwoAnchorsIsADimension() {
        let (engine, container) = Self.stage()
        let title = UIView()
        let body = UIView()
        for v in [title, body] {
            v.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(v)
        }
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: container.topAnchor, constant: 100),
            title.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            title.widthAnchor.constraint(equalToConstant: 200),
            title.heightAnchor.constraint(equalToConstant: 40),
            body.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            body.widthAnchor.constraint(equalToConstant: 200),
            body.heightAnchor.constraint(equalToConstant: 80),
            title.bottomAnchor.anchorWithOffset(to: body.topAnchor).constraint(equalToConstant: 12),
        ])
        engine.perform { container.layoutIfNeeded() }
        #expect(body.frame == CGRect(x: 16, y: 152, width: 200, height: 80))
        #expect(engine.consoleLog.isEmpty, "nothing is ambiguous: \(engine.consoleLog)")
    }

    /// The root view's margins are the system minimum at the sides, measured from the safe area;
    /// a card's are 8 points; either can be set, and `insetsLayoutMarginsFromSafeArea = false`
    /// measures them from the bounds.
    @Test func contentPinnedToTheMarginsGuideKeepsTheMargins() throws {
        let (engine, container) = Self.stage()
        #expect(container.layoutMargins == UIEdgeInsets(top: 59, left: 16, bottom: 34, right: 16))
        #expect(container.directionalLayoutMargins.leading == 16)
        let card = UIView(frame: CGRect(x: 20, y: 300, width: 353, height: 200))
        container.addSubview(card)
        #expect(card.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        let title = UIView()
        title.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(title)
        let footer = UIView()
        footer.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(footer)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            title.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            title.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
            title.heightAnchor.constraint(equalToConstant: 20),
            footer.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            footer.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
            footer.bottomAnchor.constraint(equalTo: container.layoutMarginsGuide.bottomAnchor),
            footer.heightAnchor.constraint(equalToConstant: 44),
        ])
        engine.perform { container.layoutIfNeeded() }
        #expect(title.frame == CGRect(x: 8, y: 8, width: 337, height: 20))
        #expect(footer.frame == CGRect(x: 16, y: 852 - 34 - 44, width: 361, height: 44))
        // Landscape, 852 wide: the safe area's 59 at each side, plus the 20-point minimum.
        try engine.changeScreen(orientation: .landscape)
        engine.run()
        engine.perform { container.layoutIfNeeded() }
        #expect(footer.frame == CGRect(x: 59 + 20, y: 393 - 21 - 44, width: 852 - 2 * 79, height: 44))
        // The card (x 20) now reaches 39 points into the left safe area: its margin is measured from there.
        card.layoutMargins = UIEdgeInsets(top: 12, left: 24, bottom: 12, right: 24)
        container.insetsLayoutMarginsFromSafeArea = false
        engine.perform { container.layoutIfNeeded() }
        #expect(title.frame == CGRect(x: 39 + 24, y: 12, width: 353 - 63 - 24, height: 20))
        #expect(footer.frame == CGRect(x: 20, y: 393 - 44, width: 852 - 40, height: 44))
        #expect(engine.consoleLog.isEmpty)
    }

    @Test func aWideScreensRootViewHasTwentyPointMargins() {
        let (engine, container) = Self.stage(.iPad)
        #expect(container.directionalLayoutMargins.leading == 20)
        let root = UIViewController()
        root.viewRespectsSystemMinimumLayoutMargins = false
        root.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
        #expect(root.view.layoutMargins.left == 4, "not in a window: no safe area, and no floor")
        withExtendedLifetime(engine) {}
    }

    @Test func centresAndAMultipliedWidthSolveTogether() {
        let (engine, container) = Self.stage(.iPhoneSE)
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(card)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(badge)
        NSLayoutConstraint.activate([
            card.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            card.centerYAnchor.constraint(equalTo: container.centerYAnchor, constant: 20),
            card.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.8),
            card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5),
            // A sibling placed from the card before the card is solved: the order does not matter.
            badge.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 8),
            badge.centerXAnchor.constraint(equalTo: card.trailingAnchor),
            badge.widthAnchor.constraint(equalToConstant: 24),
            badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
        ])
        engine.perform { container.layoutIfNeeded() }
        #expect(card.frame == CGRect(x: 37.5, y: 333.5 + 20 - 75, width: 300, height: 150))
        #expect(badge.frame == CGRect(x: 337.5 - 12, y: 333.5 + 20 + 75 + 8, width: 24, height: 24))
    }

    @Test func visualFormatStringsPinAViewToItsSuperview() {
        let (engine, container) = Self.stage(.iPhoneSE)
        let panel = UIView()
        panel.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(panel)
        let views: [String: Any] = ["panel": panel]
        container.addConstraints(
            NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-16-[panel]-16-|", options: [], metrics: nil, views: views))
        container.addConstraints(
            NSLayoutConstraint.constraints(
                withVisualFormat: "V:|-top-[panel(200)]", options: [], metrics: ["top": 40], views: views))
        engine.perform { container.layoutIfNeeded() }
        #expect(panel.frame == CGRect(x: 16, y: 40, width: 343, height: 200))

        let cover = UIView()
        cover.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(cover)
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "H:|[cover]|", options: [], metrics: nil, views: ["cover": cover])
                + NSLayoutConstraint.constraints(
                    withVisualFormat: "V:|[cover]|", options: [], metrics: nil, views: ["cover": cover]))
        engine.perform { container.layoutIfNeeded() }
        #expect(cover.frame == container.bounds)
        #expect(engine.consoleLog.isEmpty)
    }

    @Test func whatIsNotSolvedIsSaidOnceAndNamesTheMember() {
        let (engine, container) = Self.stage(.iPhoneSE)
        let card = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        card.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20),
            card.heightAnchor.constraint(greaterThanOrEqualToConstant: 100),
            // Conflicts with the two edges above.
            card.widthAnchor.constraint(equalToConstant: 10),
        ])
        container.addConstraints(
            NSLayoutConstraint.constraints(
                withVisualFormat: "V:|-[card]", options: [], metrics: nil, views: ["card": card]))
        engine.perform {
            container.layoutIfNeeded()
            container.layoutIfNeeded()
        }
        #expect(
            card.frame == CGRect(x: 20, y: 2, width: 335, height: 100),
            "the height binds at its minimum; the vertical position keeps its frame")
        let log = engine.consoleLog
        #expect(log.count == 3, "\(log)")
        #expect(log.contains { $0.hasPrefix("NSLayoutConstraint: constraint(equalToConstant:) on View conflicts") })
        #expect(
            log.contains { $0.contains("constraints(withVisualFormat:options:metrics:views:): the standard spacing") })
        #expect(log.contains { $0.hasPrefix("Auto Layout: the vertical position or size of View is ambiguous") })
    }

    @Test func anOptionalConstraintGivesWayToARequiredOne() {
        let (engine, container) = Self.stage(.iPhoneSE)
        let sheet = UIView()
        sheet.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(sheet)
        let preferred = sheet.heightAnchor.constraint(equalToConstant: 500)
        preferred.priority = .defaultHigh
        let cap = sheet.topAnchor.constraint(equalTo: container.topAnchor, constant: 300)
        NSLayoutConstraint.activate([
            sheet.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            sheet.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            sheet.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            preferred, cap,
        ])
        engine.perform { container.layoutIfNeeded() }
        #expect(sheet.frame == CGRect(x: 0, y: 300, width: 375, height: 367))
        cap.isActive = false
        engine.perform { container.layoutIfNeeded() }
        #expect(sheet.frame == CGRect(x: 0, y: 167, width: 375, height: 500))
        #expect(engine.consoleLog.isEmpty, "an optional constraint that cannot hold is dropped silently, as UIKit does")
    }

    @Test func aChangedConstantAnimatesWhenLaidOutInsideAnAnimationBlock() {
        let (engine, container) = Self.stage(.iPhoneSE)
        let drawer = UIView()
        drawer.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(drawer)
        let top = drawer.topAnchor.constraint(equalTo: container.bottomAnchor)
        NSLayoutConstraint.activate([
            drawer.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            drawer.widthAnchor.constraint(equalTo: container.widthAnchor),
            drawer.heightAnchor.constraint(equalToConstant: 200),
            top,
        ])
        engine.perform {
            container.layoutIfNeeded()
            top.constant = -200
            UIView.animate(withDuration: 0.4, delay: 0, options: [.curveLinear]) { container.layoutIfNeeded() }
        }
        #expect(drawer.frame.minY == 467, "the model value jumps to the end")
        #expect(drawer.presentationFrame(at: 0.2).minY == 567, "on screen it is half-way at half the time")
        engine.run()
        #expect(drawer.presentationFrame(at: engine.now).minY == 467)
    }

    @Test func aConstrainedViewNoLongerFollowsItsAutoresizingMask() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        child.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(child)
        parent.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        #expect(child.frame.size == CGSize(width: 100, height: 100))
    }

    /// A card that keeps its shadow path the size of its bounds, as iOS code does in `layoutSubviews`.
    final class ShadowCard: UIView {
        var passes = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            passes += 1
            layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: 12).cgPath
        }
    }

    @Test func anOverriddenLayoutSubviewsRunsAfterTheConstraintsPlacedTheView() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let card = ShadowCard()
        card.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(card)
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(inner)
        NSLayoutConstraint.activate([
            card.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            card.centerYAnchor.constraint(equalTo: container.centerYAnchor),
            card.widthAnchor.constraint(equalTo: container.widthAnchor, constant: -40),
            card.heightAnchor.constraint(equalToConstant: 200),
            inner.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            inner.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            inner.widthAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5),
            inner.heightAnchor.constraint(equalToConstant: 20),
        ])
        container.layoutIfNeeded()
        #expect(card.passes == 1)
        #expect(card.layer.shadowPath?.boundingBox == CGRect(x: 0, y: 0, width: 335, height: 200))
        #expect(inner.frame == CGRect(x: 10, y: 10, width: 167.5, height: 20))
        container.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
        container.layoutIfNeeded()
        #expect(card.layer.shadowPath?.boundingBox == CGRect(x: 0, y: 0, width: 627, height: 200))
        #expect(card.frame == CGRect(x: 20, y: 87.5, width: 627, height: 200))
        #expect(inner.frame.width == 313.5)
    }
}

/// An app's own layout guide (`UILayoutGuide()`, `addLayoutGuide(_:)`) is solved like a view: the
/// spacer between two views, the bottom sheet's outer bounds (thomsmed's BottomSheet).
@Suite struct LayoutGuideTests {
    @Test func aGuideOfTheAppsOwnIsSolvedAndViewsPinnedToItFollow() throws {
        let (engine, container) = AutoLayoutTests.stage()
        let guide = UILayoutGuide()
        container.addLayoutGuide(guide)
        #expect(guide.owningView === container)
        #expect(container.layoutGuides.count == 1)
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(card)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            guide.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20),
            guide.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            guide.heightAnchor.constraint(equalToConstant: 300),
            card.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            card.topAnchor.constraint(equalTo: guide.topAnchor, constant: 10),
            card.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        engine.perform { container.layoutIfNeeded() }
        #expect(guide.layoutFrame == CGRect(x: 20, y: 852 - 300, width: 353, height: 300))
        #expect(card.frame == CGRect(x: 20, y: 852 - 290, width: 353, height: 290))
        #expect(engine.consoleLog.isEmpty)
        container.removeLayoutGuide(guide)
        #expect(guide.owningView == nil)
    }

    /// The margin attributes are the edges moved in by the view's `layoutMargins` (8 points on a
    /// plain view); a baseline needs font metrics, so it is noted and not solved.
    @Test func marginAttributesSolveAndBaselinesAreFontMetrics() throws {
        let (engine, container) = AutoLayoutTests.stage()
        let card = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 200))
        container.addSubview(card)
        let title = UIView()
        title.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(title)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: title, attribute: .leading, relatedBy: .equal, toItem: card, attribute: .leadingMargin,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: title, attribute: .trailing, relatedBy: .equal, toItem: card, attribute: .trailingMargin,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: title, attribute: .top, relatedBy: .equal, toItem: card, attribute: .topMargin,
                multiplier: 1, constant: 0),
            title.heightAnchor.constraint(equalToConstant: 20),
        ])
        engine.perform { card.layoutIfNeeded() }
        #expect(title.frame == CGRect(x: 8, y: 8, width: 284, height: 20))
        // A label's first baseline is its top plus the font's ascender; a view without text has
        // its baseline at its bottom (the title's, 8 + 20).
        let label = UILabel()
        label.text = "Caption"
        label.font = .systemFont(ofSize: 17)
        label.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(label)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: label, attribute: .firstBaseline, relatedBy: .equal, toItem: title, attribute: .lastBaseline,
                multiplier: 1, constant: 0),
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor),
        ])
        engine.perform { card.layoutIfNeeded() }
        #expect(abs(label.frame.minY - (28 - UIFont.systemFont(ofSize: 17).ascender)) < 1e-9)
        #expect(!engine.consoleLog.contains { $0.contains("baseline") })
    }

    @Test func aLastBaselineIsTheLabelsBottomPlusTheDescender() {
        let (engine, container) = AutoLayoutTests.stage()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        let label = UILabel()
        label.text = "One line"
        label.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(label)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: container.topAnchor, constant: 100),
            box.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 200),
            label.topAnchor.constraint(equalTo: box.topAnchor, constant: 10),
            label.leadingAnchor.constraint(equalTo: box.leadingAnchor),
            box.bottomAnchor.constraint(equalTo: label.lastBaselineAnchor, constant: 12),
        ])
        engine.perform { container.layoutIfNeeded() }
        let font = label.font!
        #expect(abs(box.frame.height - (10 + label.frame.height + font.descender + 12)) < 1e-9)
        #expect(abs(label.frame.height - font.lineHeight) < 1e-9)
    }

    @Test func aViewThatFillsAConstrainedViewByItsMaskTakesConstraintsToItsSize() {
        let (engine, container) = AutoLayoutTests.stage()
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        blur.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(blur)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        blur.contentView.addSubview(content)
        NSLayoutConstraint.activate([
            blur.topAnchor.constraint(equalTo: container.topAnchor, constant: 100),
            blur.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            blur.widthAnchor.constraint(equalToConstant: 200),
            // The effect view's height comes from what its content view holds.
            content.topAnchor.constraint(equalTo: blur.contentView.topAnchor, constant: 10),
            content.leadingAnchor.constraint(equalTo: blur.contentView.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: blur.contentView.trailingAnchor),
            content.heightAnchor.constraint(equalToConstant: 50),
            blur.contentView.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: 10),
        ])
        engine.perform { container.layoutIfNeeded() }
        #expect(blur.frame == CGRect(x: 20, y: 100, width: 200, height: 70))
        #expect(blur.contentView.frame == CGRect(x: 0, y: 0, width: 200, height: 70))
        #expect(content.frame == CGRect(x: 0, y: 10, width: 200, height: 50))
    }

    @Test func anInequalityTheSolutionMeetsDoesNotBind() {
        let (engine, container) = AutoLayoutTests.stage()
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(card)
        NSLayoutConstraint.activate([
            card.centerYAnchor.constraint(equalTo: container.centerYAnchor),
            card.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            card.widthAnchor.constraint(equalToConstant: 100),
            card.heightAnchor.constraint(equalToConstant: 200),
            card.topAnchor.constraint(greaterThanOrEqualTo: container.topAnchor, constant: 20),
        ])
        engine.perform { container.layoutIfNeeded() }
        #expect(card.frame.midY == container.bounds.midY)
        #expect(engine.consoleLog.isEmpty, "\(engine.consoleLog)")
    }

    @Test func aViolatedInequalityBindsOverALowerPriorityEquality() {
        let (engine, container) = AutoLayoutTests.stage()
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(card)
        let centred = card.centerYAnchor.constraint(equalTo: container.centerYAnchor)
        centred.priority = .defaultHigh
        NSLayoutConstraint.activate([
            centred,
            card.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            card.widthAnchor.constraint(equalToConstant: 100),
            card.heightAnchor.constraint(equalToConstant: container.bounds.height),
            card.topAnchor.constraint(greaterThanOrEqualTo: container.topAnchor, constant: 20),
            card.bottomAnchor.constraint(lessThanOrEqualTo: container.bottomAnchor),
        ])
        engine.perform { container.layoutIfNeeded() }
        // Too tall to centre inside the bounds: the top binds at 20 and centring gives way; the
        // bottom's bound then conflicts, and the higher-priority of the two, first held, wins.
        #expect(card.frame.minY == 20)
    }
}
