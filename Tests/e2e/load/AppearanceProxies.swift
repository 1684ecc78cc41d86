// Appearance proxies (our own): before any of its views exists, the app styles its badge view's
// own `@objc dynamic` properties, a subclass of it and every label through `appearance()`. A
// badge that sets its own colour keeps it; the others take the proxies' settings as they enter the
// window, not before; the subclass takes its own proxy's over its superclass's; a proxy reads back
// what was set on it and nothing set on another class's.
import UIKit

class BadgeView: UIView {
    @objc dynamic var badgeColor: UIColor?
    @objc dynamic var cornerStyle: Double = 0
    let text: String

    init(text: String) {
        self.text = text
        super.init(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class LoudBadgeView: BadgeView {}

final class AppearanceSheet: UIViewController {
    private let plain = BadgeView(text: "new")
    private let own = BadgeView(text: "mine")
    private let loud = LoudBadgeView(text: "!")
    private let label = UILabel()
    private let bar = UINavigationBar()

    override func viewDidLoad() {
        super.viewDidLoad()
        own.badgeColor = .systemGreen
        for badge in [plain, own, loud, label, bar] as [UIView] { view.addSubview(badge) }
        print("before the window: plain badge has no colour \(plain.badgeColor == nil)")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("plain badge: red \(plain.badgeColor == .systemRed), corner \(plain.cornerStyle)")
        print("own badge: still green \(own.badgeColor == .systemGreen), corner \(own.cornerStyle)")
        print("loud badge: purple \(loud.badgeColor == .systemPurple), corner \(loud.cornerStyle)")
        print("label: pink \(label.textColor == .systemPink)")
        let barLook = bar.standardAppearance
        print(
            "bar: indigo \(barLook.backgroundColor == .systemIndigo), "
                + "its own copy \(barLook !== UINavigationBar.appearance().standardAppearance)")
        // A proxy changed while the badge is shown reaches it once it is taken out and put back.
        BadgeView.appearance().cornerStyle = 8
        print("shown badge after the change: corner \(plain.cornerStyle)")
        plain.removeFromSuperview()
        view.addSubview(plain)
        print("put back: corner \(plain.cornerStyle)")
        print(
            "proxies read back: loud \(LoudBadgeView.appearance().cornerStyle), base \(BadgeView.appearance().cornerStyle)"
        )
    }
}

final class AppearanceHost: UIViewController {
    init() { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func showBadges() {
        BadgeView.appearance().badgeColor = .systemRed
        BadgeView.appearance().cornerStyle = 4
        LoudBadgeView.appearance().badgeColor = .systemPurple
        UILabel.appearance().textColor = .systemPink
        let look = UINavigationBarAppearance()
        look.configureWithOpaqueBackground()
        look.backgroundColor = .systemIndigo
        UINavigationBar.appearance().standardAppearance = look
        let sheet = AppearanceSheet()
        sheet.modalPresentationStyle = .formSheet
        present(sheet, animated: true)
    }
}
